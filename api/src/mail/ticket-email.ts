// The one e-mail an order gets once paid: every ticket as a PDF attachment and, for instalment
// orders, the remaining schedule with a link to pay each instalment.
import { formatPounds, TEST_TICKET_NOTICE } from '@shared/domain';
import { escapeHtml } from './html';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import { eventWhen, type EventWhen, type OrderMail } from './order-mail';
import { type ScheduleLine, scheduleHtml, scheduleText } from './schedule';

export interface TicketEmailInput extends OrderMail, EventWhen {
  venue: string;
  /** What was charged now, VAT included, in pence. */
  charged: number;
  tickets: { code: string; pdf: Buffer }[];
  /** Later instalments, for instalment orders. */
  schedule?: ScheduleLine[];
  /** Paid on the sandbox: the subject and the first line say it is a test (tickets/test-tickets.ts). */
  test?: boolean;
  /** The buyer's booking page (bookings/tokens.ts). */
  bookingUrl: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export function ticketEmail(input: TicketEmailInput): EmailMessage {
  const when = eventWhen(input);
  const count = input.tickets.length;
  const ticketsWord = count === 1 ? '1 ticket' : `${count} tickets`;
  const schedule = input.schedule ?? [];

  const text = [
    ...(input.test ? [TEST_TICKET_NOTICE, ''] : []),
    `Hi ${input.buyerFirstName},`,
    '',
    `Thank you for booking ${input.eventTitle}. Your ${ticketsWord} ${count === 1 ? 'is' : 'are'} attached: show the QR code at the door.`,
    '',
    `When: ${when}`,
    `Where: ${input.venue}`,
    `Order: ${input.orderReference}`,
    `Paid today: ${formatPounds(input.charged)}`,
    ...(schedule.length ? ['', 'Your remaining instalments:', ...scheduleText(schedule)] : []),
    '',
    manageBookingText(input.bookingUrl),
    '',
    `See you there,`,
    input.brand,
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1530">
${input.test ? `<p style="padding:8px 12px;background:#fee2e2;color:#991b1b;font-weight:bold">${e(TEST_TICKET_NOTICE)}</p>\n` : ''}<h1 style="color:#4a1fb8;font-size:22px">${e(input.eventTitle)}</h1>
<p>Hi ${e(input.buyerFirstName)},</p>
<p>Thank you for booking. Your ${ticketsWord} ${count === 1 ? 'is' : 'are'} attached: show the QR code at the door.</p>
<table cellpadding="4">
<tr><td><strong>When</strong></td><td>${e(when)}</td></tr>
<tr><td><strong>Where</strong></td><td>${e(input.venue)}</td></tr>
<tr><td><strong>Order</strong></td><td>${e(input.orderReference)}</td></tr>
<tr><td><strong>Paid today</strong></td><td>${e(formatPounds(input.charged))}</td></tr>
</table>
${schedule.length ? `<h2 style="font-size:18px">Your remaining instalments</h2>${scheduleHtml(schedule)}` : ''}
${manageBookingHtml(input.bookingUrl)}
<p>See you there,<br>${e(input.brand)}</p>
</body></html>`;

  return {
    to: input.to,
    subject: `${input.test ? '[TEST] ' : ''}Your ${ticketsWord} for ${input.eventTitle}`,
    text,
    html,
    attachments: input.tickets.map((ticket, i) => ({
      filename: `ticket-${i + 1}-${ticket.code}.pdf`,
      content: ticket.pdf,
      contentType: 'application/pdf',
    })),
  };
}
