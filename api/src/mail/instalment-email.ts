// The e-mails of an instalment order after its tickets went out: a receipt for each later
// instalment and reminders while one is still due. Both end with what is left to pay.
import { formatEventDate, formatPounds } from '@shared/domain';
import type { EmailMessage } from './ticket-email';
import { escapeHtml as e } from './html';
import { manageBookingHtml, manageBookingText } from './manage-booking';
import { type ScheduleLine, scheduleHtml, scheduleText } from './schedule';

interface Common {
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  /** Instalments still to pay, soonest first. */
  schedule: ScheduleLine[];
  /** The buyer's booking page (bookings/tokens.ts). */
  bookingUrl: string;
}

export type InstalmentEmailInput =
  (Common & { kind: 'receipt'; paid: { label: string; amount: number } }) | (Common & { kind: 'reminder' });

export function instalmentEmail(input: InstalmentEmailInput): EmailMessage {
  const next = input.schedule[0];
  const opening =
    input.kind === 'receipt'
      ? `We received your ${input.paid.label.toLowerCase()} of ${formatPounds(input.paid.amount)} for ${input.eventTitle}.`
      : next
        ? `A reminder that your ${next.label.toLowerCase()} of ${formatPounds(next.amount)} for ${input.eventTitle} is due by ${formatEventDate(next.dueDate)}.`
        : `Your order for ${input.eventTitle} is paid in full.`;
  const closing = input.schedule.length
    ? 'Your remaining instalments:'
    : 'Your order is now paid in full. Your tickets are in our first e-mail.';

  const text = [
    `Hi ${input.buyerFirstName},`,
    '',
    opening,
    '',
    closing,
    ...scheduleText(input.schedule),
    '',
    `Order: ${input.orderReference}`,
    manageBookingText(input.bookingUrl),
    '',
    input.brand,
  ].join('\n');

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1530">
<h1 style="color:#4a1fb8;font-size:22px">${e(input.eventTitle)}</h1>
<p>Hi ${e(input.buyerFirstName)},</p>
<p>${e(opening)}</p>
<p>${e(closing)}</p>
${input.schedule.length ? scheduleHtml(input.schedule) : ''}
<p>Order: ${e(input.orderReference)}</p>
${manageBookingHtml(input.bookingUrl)}
<p>${e(input.brand)}</p>
</body></html>`;

  return {
    to: input.to,
    subject: input.kind === 'receipt' ? `Payment received: ${input.eventTitle}` : `Instalment reminder: ${input.eventTitle}`,
    text,
    html,
    attachments: [],
  };
}
