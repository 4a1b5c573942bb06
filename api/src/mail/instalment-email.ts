// The e-mails of an instalment order after its tickets went out: a receipt for each later
// instalment and reminders while one is still due. Both end with what is left to pay.
import { formatEventDate, formatPounds } from '@shared/domain';
import type { EmailMessage } from './ticket-email';
import { escapeHtml as e } from './html';
import { emailDocument, heading, paragraph, signOff } from './layout';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import { type RemainingSchedule, scheduleHtml, scheduleText } from './schedule';
import { supportText } from './support';

interface Common {
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  /** Instalments still to pay, soonest first, and the link that pays the next. */
  schedule: RemainingSchedule;
  /** The buyer's booking page (bookings/tokens.ts). */
  bookingUrl: string;
  /** Where questions go (SUPPORT_EMAIL). */
  supportEmail?: string;
}

export type InstalmentEmailInput =
  (Common & { kind: 'receipt'; paid: { label: string; amount: number } }) | (Common & { kind: 'reminder' });

export function instalmentEmail(input: InstalmentEmailInput): EmailMessage {
  const due = input.schedule.lines;
  const next = due[0];
  const opening =
    input.kind === 'receipt'
      ? `We received your ${input.paid.label.toLowerCase()} of ${formatPounds(input.paid.amount)} for ${input.eventTitle}.`
      : next
        ? `A reminder that your ${next.label.toLowerCase()} of ${formatPounds(next.amount)} for ${input.eventTitle} is due by ${formatEventDate(next.dueDate)}.`
        : `Your order for ${input.eventTitle} is paid in full.`;
  const closing = due.length ? 'Your remaining instalments:' : 'Your order is now paid in full. Your tickets are in our first e-mail.';

  const text = [
    `Hi ${input.buyerFirstName},`,
    '',
    opening,
    '',
    closing,
    ...(due.length ? scheduleText(input.schedule) : []),
    '',
    `Order: ${input.orderReference}`,
    manageBookingText(input.bookingUrl),
    '',
    supportText(input.supportEmail),
    '',
    input.brand,
  ].join('\n');

  const body = [
    heading(input.eventTitle),
    paragraph(`Hi ${e(input.buyerFirstName)},`),
    paragraph(e(opening)),
    paragraph(e(closing)),
    due.length ? scheduleHtml(input.schedule) : '',
    paragraph(`Order: ${e(input.orderReference)}`),
    manageBookingHtml(input.bookingUrl),
    signOff(input.brand),
  ].join('\n');

  return {
    to: input.to,
    subject: input.kind === 'receipt' ? `Payment received: ${input.eventTitle}` : `Instalment reminder: ${input.eventTitle}`,
    text,
    html: emailDocument({ brand: input.brand, preview: opening, body, supportEmail: input.supportEmail }),
    attachments: [],
  };
}
