// The one e-mail an order gets once paid: every ticket as a PDF attachment, when and where with a
// map link, the order's reference and receipt and, for instalment orders, what is left to pay
// with one link to pay the next instalment. Branded HTML (layout.ts) and the same in plain text.
import type { TicketWallet } from '@shared/domain';
import { escapeHtml as e, link } from './html';
import { emailDocument, heading, paragraph, rowsTable, signOff, subheading } from './layout';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import { type EventWhen, eventWhenText } from './event-when';
import type { OrderMail } from './order-mail';
import { type Receipt, receiptRows } from './receipt';
import { type RemainingSchedule, scheduleHtml, scheduleText } from './schedule';
import { supportText } from './support';
import { testNoticeHtml, testNoticeLines, testSubject } from './test-notice';
import { walletLinksHtml, walletLinksText } from './wallet-links';

export interface TicketEmailInput extends OrderMail, EventWhen {
  venue: string;
  /** What was charged now, VAT included, in pence. */
  charged: number;
  receipt: Receipt;
  /** Each ticket's PDF and, when the site offers wallets, its wallet links. */
  tickets: { code: string; pdf: Buffer; wallet?: TicketWallet }[];
  /** Later instalments, for instalment orders. */
  schedule?: RemainingSchedule;
  /** Paid on the sandbox: the subject and the first line say it is a test (tickets/test-tickets.ts). */
  test?: boolean;
  /** The buyer's booking page (bookings/tokens.ts). */
  bookingUrl: string;
  /** The event as a calendar file (@shared/domain's calendar.ts), attached as event.ics. */
  calendar: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** What a calendar file is served and attached as. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The event for the reader's calendar: a text/calendar part every mail app offers to add. */
export const calendarAttachment = (calendar: string) => ({
  filename: 'event.ics',
  content: Buffer.from(calendar),
  contentType: CALENDAR_CONTENT_TYPE,
});

/** The venue on a map: a search link every phone opens in its maps app. */
export const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function ticketEmail(input: TicketEmailInput): EmailMessage {
  const when = eventWhenText(input);
  const count = input.tickets.length;
  const ticketsWord = count === 1 ? '1 ticket' : `${count} tickets`;
  const attached = `Your ${ticketsWord} ${count === 1 ? 'is' : 'are'} attached: show the QR code at the door.`;
  const schedule = input.schedule?.lines.length ? input.schedule : undefined;
  const receipt = receiptRows(input.receipt, input.charged);
  const map = mapUrl(input.venue);

  const text = [
    ...testNoticeLines(input.test),
    `Hi ${input.buyerFirstName},`,
    '',
    `Thank you for booking ${input.eventTitle}. ${attached}`,
    '',
    `When: ${when}`,
    `Where: ${input.venue}`,
    `Map: ${map}`,
    `Order: ${input.orderReference}`,
    ...walletLinksText(input.tickets),
    '',
    'Your receipt',
    ...receipt.map((row) => `${row.label}: ${row.value}`),
    ...(schedule ? ['', 'Your remaining instalments:', ...scheduleText(schedule)] : []),
    '',
    manageBookingText(input.bookingUrl),
    '',
    supportText(input.supportEmail),
    '',
    `See you there,`,
    input.brand,
  ].join('\n');

  const facts = rowsTable([
    { label: 'When', value: when },
    { label: 'Where', value: input.venue },
    { label: 'Order', value: input.orderReference },
  ]);
  const body = [
    testNoticeHtml(input.test),
    heading(input.eventTitle),
    paragraph(`Hi ${e(input.buyerFirstName)},`),
    paragraph(`Thank you for booking. ${e(attached)}`),
    facts,
    paragraph(link(map, 'Open the venue in Maps')),
    walletLinksHtml(input.tickets),
    subheading('Your receipt'),
    rowsTable(receipt),
    schedule ? `${subheading('Your remaining instalments')}${scheduleHtml(schedule)}` : '',
    manageBookingHtml(input.bookingUrl),
    signOff(input.brand, 'See you there,'),
  ].join('\n');

  return {
    to: input.to,
    subject: `${testSubject(input.test)}Your ${ticketsWord} for ${input.eventTitle}`,
    text,
    html: emailDocument({
      brand: input.brand,
      preview: `${attached} Order ${input.orderReference}.`,
      body,
      supportEmail: input.supportEmail,
    }),
    attachments: [
      ...input.tickets.map((ticket, i) => ({
        filename: `ticket-${i + 1}-${ticket.code}.pdf`,
        content: ticket.pdf,
        contentType: 'application/pdf',
      })),
      calendarAttachment(input.calendar),
    ],
  };
}
