// The receipt for money given back (outbox kind REFUND_RECEIPT): how much, why, how much in all,
// and, when the refund gave back everything and so cancelled the order, that its tickets are void.
import { formatPounds } from '@shared/domain';
import { letter } from './letter';
import type { EmailMessage } from './ticket-email';

export interface RefundEmailInput {
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  /** Given back by this refund, in pence. */
  amount: number;
  reason: string;
  /** Given back on the order so far, this refund included. */
  totalRefunded: number;
  /** The order is now CANCELLED: its tickets no longer let anyone in. */
  cancelled: boolean;
  bookingUrl: string;
  /** Where questions go (SUPPORT_EMAIL). */
  supportEmail?: string;
}

export function refundEmail(input: RefundEmailInput): EmailMessage {
  const amount = formatPounds(input.amount);
  return letter({
    ...input,
    subject: `Refund of ${amount}: ${input.eventTitle}`,
    heading: 'Your refund',
    paragraphs: [
      `We have refunded ${amount} of your booking for ${input.eventTitle}. It goes back to the card or PayPal account you paid with.`,
      ...(input.cancelled ? ['Your booking is now cancelled: its tickets are no longer valid for entry.'] : []),
    ],
    facts: [
      ['Order', input.orderReference],
      ['Refunded now', amount],
      ['Reason', input.reason],
      ['Refunded in all', formatPounds(input.totalRefunded)],
    ],
  });
}
