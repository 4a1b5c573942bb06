// What the waiting list says, without zod: the event page of a sold-out event shows an offer's
// deadline and refusals before any form or schema loads (shared/domain/src/zodFree.test.ts).
import { formatEventDate, formatEventTime } from './format';

export const WAITING_LIST_MESSAGES = {
  notSoldOut: 'This event is not sold out: you can buy tickets now.',
  alreadyWaiting: 'This e-mail address is already on the waiting list.',
  offerGone: 'This offer has expired or was already used.',
  closed: 'This event is not on sale.',
  claimQuantity: (quantity: number) => `This offer holds ${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}: order at most that many.`,
  claimEmail: 'This offer is for the e-mail address it was sent to.',
  notWaiting: 'Only someone still waiting can be offered tickets.',
  offerDoesNotFit: (quantity: number, left: number) =>
    `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} free: this entry wants ${quantity}.`,
  notRemovable: 'Only someone waiting or with an open offer can be removed.',
} as const;

/**
 * An instant as the event's own clock reads it, 'Friday, 27 November 2026, 10:30 AM (GMT)': the
 * deadline of an offer, in the e-mail and on the check-out page alike (docs/product-rules.md#event-times).
 */
export function formatInstantIn(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return `${formatEventDate(day)}, ${formatEventTime(`${parts.hour}:${parts.minute}`, { day, timeZone })}`;
}
