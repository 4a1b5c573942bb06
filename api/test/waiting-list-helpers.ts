// Shared by the waiting-list test files: a sold-out event, joining its list, and the claim link an
// offer's e-mail carries.
import { eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { waitingList } from '../src/db/waiting-list-schema';
import { waitingListOfferMessage } from '../src/waiting-list/offer-message';
import type { TestApp } from './helpers';
import { addEvent, orderId as placeOrderId, type TestEvent } from './orders-helpers';

/** A party of `capacity` tickets, all held by one unpaid order. */
export async function soldOutEvent(t: TestApp, capacity: number): Promise<{ event: TestEvent; orderId: string }> {
  const event = await addEvent(t.database.db, 'PARTY', { capacity });
  const orderId = await placeOrderId(t, event, { email: 'holder@example.com', quantity: capacity });
  return { event, orderId };
}

// Each join comes from an address of its own, so the sign-up limit of one test never reaches another.
let host = 0;

export function joinList(t: TestApp, event: Pick<TestEvent, 'id'>, body: object) {
  host += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/waiting-list/${event.id}`,
    payload: body,
    remoteAddress: `10.77.${Math.floor(host / 250)}.${host % 250}`,
  });
}

/** The order's hold runs out now. */
export async function expireHold(t: TestApp, orderId: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, orderId));
}

/** The token of the claim link the event's open offer e-mails, built as the outbox builds it. */
export async function claimOf(t: TestApp, event: TestEvent): Promise<string> {
  const [entry] = await t.database.db.select().from(waitingList).where(eq(waitingList.eventId, event.id));
  const message = await waitingListOfferMessage(t.database.db, entry.id, { brand: 'Evently', publicUrl: 'https://tickets.example' });
  const token = message && /[?&]claim=([\w-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`No open offer for event ${event.id}`);
  return token;
}
