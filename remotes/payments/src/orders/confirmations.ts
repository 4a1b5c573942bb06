// What each action of the order page asks before it is taken: exactly what will happen, to whom,
// and what the buyer is told (docs/product-rules.md#after-the-sale).
import {
  formatPounds,
  type AdminOrder,
  type AttendeeChange,
  type BuyerContact,
  type OrderCancelled,
  type RefundCreated,
} from '@shared/domain';
import { hasLiveTickets } from './orderLabels';

const tickets = (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`);

/** 'Its 2 tickets stop working and go back on sale' / 'Its 1 ticket stops working and goes back on sale' */
const ticketsGoBack = (count: number) =>
  count === 1 ? 'Its 1 ticket stops working and goes back on sale' : `Its ${count} tickets stop working and go back on sale`;

/** The order's tickets that still let someone in (or would, once issued). */
const liveTickets = (order: AdminOrder) =>
  order.tickets.length > 0 ? order.tickets.filter((t) => t.status !== 'VOID').length : order.quantity;

/** A refund of everything still refundable closes the order too (its tickets are voided). */
export function refundQuestion(amount: number, order: AdminOrder): string {
  const closes = amount === order.refundable && order.status !== 'CANCELLED';
  return [
    `Refund ${formatPounds(amount)} to ${order.email}?`,
    closes
      ? `That is everything paid still refundable, so order ${order.reference} is cancelled too. ${ticketsGoBack(liveTickets(order))}.`
      : '',
    'They will get an e-mail receipt.',
  ]
    .filter(Boolean)
    .join(' ');
}

export function cancelQuestion(order: AdminOrder, refund: boolean): string {
  const money =
    order.refundable === 0
      ? ''
      : refund
        ? `${formatPounds(order.refundable)} is refunded to ${order.email}.`
        : `Nothing is refunded (${formatPounds(order.refundable)} stays refundable).`;
  return [
    `Cancel order ${order.reference}?`,
    `${ticketsGoBack(liveTickets(order))}, and no more instalment reminders are sent.`,
    money,
    `${order.email} will get an e-mail saying so.`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function resendQuestion(order: AdminOrder): string {
  return `E-mail the ${tickets(liveTickets(order))} of order ${order.reference} to ${order.email} again?`;
}

/** The API renames the tickets, ends the booking links already sent and, for a paid order, sends the tickets again. */
export function buyerQuestion(order: AdminOrder, buyer: BuyerContact): string {
  return [
    `Change the buyer of order ${order.reference} to ${buyer.firstName} ${buyer.lastName}, ${buyer.email}, phone ${buyer.phoneNumber}?`,
    hasLiveTickets(order)
      ? `The tickets are renamed and sent again to ${buyer.email}, and booking links already e-mailed stop working.`
      : 'Booking links already e-mailed stop working. No tickets are sent: none of this order lets anyone in.',
    buyer.email === order.email ? '' : `${order.email} gets no more e-mails about this order.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The toast after a buyer change. */
export function buyerDone(order: AdminOrder, buyer: BuyerContact): string {
  return hasLiveTickets(order) ? `Buyer changed; the tickets are on their way to ${buyer.email}.` : 'Buyer changed.';
}

/** The toast after a refund: done, still with the provider, or refused by it. */
export function refundDone(refund: RefundCreated, order: AdminOrder): string {
  const amount = formatPounds(refund.amount);
  if (refund.status === 'PENDING') return `Refund of ${amount} started: the payment provider is still processing it.`;
  if (refund.status === 'FAILED') return `The payment provider refused the refund of ${amount}; nothing was given back.`;
  return `Refunded ${amount} to ${order.email}.`;
}

export function cancelDone(cancelled: OrderCancelled): string {
  return cancelled.refunded > 0
    ? `Order ${cancelled.reference} cancelled and ${formatPounds(cancelled.refunded)} refunded.`
    : `Order ${cancelled.reference} cancelled.`;
}

/**
 * The API issues the ticket again under a new code (the door refuses the old one from then on), sends
 * the buyer the order's tickets again and the new attendee their own when they have an address.
 */
export function renameQuestion(order: AdminOrder, code: string, attendee: AttendeeChange): string {
  return [
    `Rename the attendee of ticket ${code} (order ${order.reference}) to ${attendee.attendeeName}?`,
    `The ticket is issued again under a new code, and ${code} no longer gets anyone in.`,
    attendee.attendeeEmail
      ? `The tickets are sent again to ${order.email}, and the new ticket to ${attendee.attendeeEmail}.`
      : `The tickets are sent again to ${order.email}.`,
  ].join(' ');
}

/** The code the renamed ticket has now: the one the order answered that it did not have before. */
export const reissuedCode = (before: AdminOrder, after: AdminOrder): string | undefined =>
  after.tickets.find((ticket) => !before.tickets.some((old) => old.code === ticket.code))?.code;

/** The toast after a rename, with the code the attendee now uses. */
export function renameDone(attendee: AttendeeChange, code: string | undefined): string {
  return code
    ? `Ticket issued again to ${attendee.attendeeName}: its new code is ${code}.`
    : `Ticket issued again to ${attendee.attendeeName}.`;
}
