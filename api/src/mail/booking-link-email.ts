// The link to a booking page, asked for on Find my booking (outbox kind BOOKING_LINK). It goes
// only to the order's own e-mail address, so asking for it shows nothing to whoever asked.
import { letter } from './letter';
import type { EmailMessage } from './ticket-email';

export interface BookingLinkEmailInput {
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  bookingUrl: string;
  /** Where questions go (SUPPORT_EMAIL). */
  supportEmail?: string;
}

export function bookingLinkEmail(input: BookingLinkEmailInput): EmailMessage {
  return letter({
    ...input,
    subject: `Your booking ${input.orderReference}: ${input.eventTitle}`,
    heading: 'Your booking',
    paragraphs: [
      `Here is the link to your booking for ${input.eventTitle}, as asked for on our site.`,
      'It shows your tickets, what is paid and what is still due, and lets you resend or cancel them where the event allows it.',
      'If you did not ask for it, you can ignore this e-mail: the link is only in this message.',
    ],
    facts: [['Order', input.orderReference]],
  });
}
