// The notice that an order was cancelled (outbox kind CANCELLATION_NOTICE), by an admin or by the
// buyer: which booking, why, what money went back or is on its way, and that the tickets are void.
import { formatPounds } from '@shared/domain';
import { letter } from './letter';
import { type EventWhen, eventWhenText } from './event-when';
import type { OrderMail } from './order-mail';
import type { EmailMessage } from './ticket-email';

export interface CancellationEmailInput extends OrderMail, EventWhen {
  reason: string;
  /** Given back on the order so far, in pence. */
  refunded: number;
  /** Asked of the provider and not yet confirmed. */
  refunding: number;
  bookingUrl: string;
}

export function cancellationEmail(input: CancellationEmailInput): EmailMessage {
  const paidWith = 'to the card or PayPal account you paid with.';
  const money = [
    ...(input.refunded > 0 ? [`${formatPounds(input.refunded)} has been refunded ${paidWith}`] : []),
    ...(input.refunding > 0 ? [`${formatPounds(input.refunding)} is being refunded ${paidWith}`] : []),
  ];
  return letter({
    ...input,
    subject: `Booking cancelled: ${input.eventTitle}`,
    heading: 'Your booking is cancelled',
    paragraphs: [
      `Your booking for ${input.eventTitle} on ${eventWhenText(input)} has been cancelled. Its tickets are no longer valid for entry.`,
      ...(money.length ? money : ['No money has been refunded on this booking.']),
    ],
    facts: [
      ['Order', input.orderReference],
      ['Reason', input.reason],
    ],
  });
}
