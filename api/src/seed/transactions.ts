import { EVENT_KINDS, type Gender, type InstalmentOption, type PaymentType, type RoomType } from '@shared/domain';
import type { transactions } from '../db/schema';
import { type EventPrices, priceForEvent } from '../events/pricing';
import { daysAgo, FIRST_NAMES, LAST_NAMES, type Random, seededRandom } from './random';

/** An event as the history generator needs it: its id, kind, title and prices, and when it happens. */
export interface HistoryEvent {
  id: string;
  event: EventPrices & { title: string; daysFromNow: number };
}

export const SEED_TRANSACTION_COUNT = 160;
const HISTORY_DAYS = 365;

/**
 * A year of past payments for the demo events, priced by the same priceOrder the checkout uses.
 * Each payment is before its event; most succeed, a few are pending or failed.
 */
export function seedTransactions(
  events: HistoryEvent[],
  now: Date,
  idFor: (index: number) => string,
): (typeof transactions.$inferInsert)[] {
  const random = seededRandom(20_240_101);
  return Array.from({ length: SEED_TRANSACTION_COUNT }, (_, index) => {
    const { id, event } = random.pick(events);
    // Bought at least a day before the event and no more than a year ago.
    const latest = Math.max(1, 1 - event.daysFromNow);
    const age = random.int(latest, Math.max(latest, HISTORY_DAYS));
    return { id: idFor(index), ...payment(random, event, id, daysAgo(now, age, random.int(7, 22), random.int(0, 59))) };
  });
}

function payment(random: Random, event: HistoryEvent['event'], productId: string, date: Date) {
  const gender = random.pick<Gender>(['MALE', 'FEMALE']);
  const room = random.pick<RoomType>(['SINGLE', 'SHARED']);
  const instalment = random.pick<InstalmentOption>(['FULL', 'FULL', 'INSTALLMENT']);
  const quantity = random.int(1, 4);
  const price = priceForEvent(event, { quantity, room, gender, instalment });
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const outcome = random.next();
  return {
    productType: EVENT_KINDS[event.kind].productType,
    productId,
    productName: event.title,
    payerEmail: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    payerFirstName: first,
    payerLastName: last,
    payerPhoneNumber: `447700${String(random.int(100_000, 999_999))}`,
    paymentMethod: random.pick<PaymentType>(['Stripe', 'Paypal']),
    date,
    amountPaid: price.charge,
    totalAmount: price.total,
    individualPrice: price.unitPrice,
    quantity,
    discount: price.discount,
    gender,
    room,
    roomCost: price.accommodationUnit,
    instalment,
    instalmentType: instalment === 'FULL' ? 'FULL' : 'INSTALLMENT_1',
    status: outcome < 0.85 ? 'SUCCESS' : outcome < 0.93 ? 'PENDING' : 'FAILED',
  };
}
