// The e-mail an attendee named at check-out gets when the buyer gave their address: their one
// ticket as a PDF and the event for their calendar. It has no receipt and no booking link: the
// money and the booking page are the buyer's (docs/product-rules.md#named-attendees).
import type { TicketWallet } from '@shared/domain';
import { escapeHtml as e, link } from './html';
import { emailDocument, heading, paragraph, rowsTable, signOff } from './layout';
import { type EventWhen, eventWhenText } from './event-when';
import { supportText } from './support';
import { testNoticeHtml, testNoticeLines, testSubject } from './test-notice';
import { calendarAttachment, type EmailMessage, mapUrl } from './ticket-email';
import { walletLinksHtml, walletLinksText } from './wallet-links';

export interface AttendeeTicketEmailInput extends EventWhen {
  brand: string;
  to: string;
  attendeeName: string;
  buyerName: string;
  eventTitle: string;
  venue: string;
  orderReference: string;
  /** The ticket's PDF and, when the site offers wallets, its wallet links. */
  ticket: { code: string; pdf: Buffer; wallet?: TicketWallet };
  calendar: string;
  test?: boolean;
  supportEmail?: string;
}

export function attendeeTicketEmail(input: AttendeeTicketEmailInput): EmailMessage {
  const when = eventWhenText(input);
  const map = mapUrl(input.venue);
  const booked = `${input.buyerName} booked a ticket for you to ${input.eventTitle}.`;
  const attached = 'Your ticket is attached: show the QR code at the door.';
  const facts = [
    { label: 'When', value: when },
    { label: 'Where', value: input.venue },
    { label: 'Ticket', value: input.ticket.code },
  ];
  const text = [
    ...testNoticeLines(input.test),
    `Hi ${input.attendeeName},`,
    '',
    `${booked} ${attached}`,
    '',
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    `Map: ${map}`,
    ...walletLinksText([input.ticket]),
    '',
    supportText(input.supportEmail),
    '',
    'See you there,',
    input.brand,
  ].join('\n');
  const body = [
    testNoticeHtml(input.test),
    heading(input.eventTitle),
    paragraph(`Hi ${e(input.attendeeName)},`),
    paragraph(`${e(booked)} ${e(attached)}`),
    rowsTable(facts),
    paragraph(link(map, 'Open the venue in Maps')),
    walletLinksHtml([input.ticket]),
    signOff(input.brand, 'See you there,'),
  ].join('\n');
  return {
    to: input.to,
    subject: `${testSubject(input.test)}Your ticket for ${input.eventTitle}`,
    text,
    html: emailDocument({ brand: input.brand, preview: `${booked} Ticket ${input.ticket.code}.`, body, supportEmail: input.supportEmail }),
    attachments: [
      { filename: `ticket-${input.ticket.code}.pdf`, content: input.ticket.pdf, contentType: 'application/pdf' },
      calendarAttachment(input.calendar),
    ],
  };
}
