import type { Db } from '../db/connect';
import { eventsWithWaiting, expireOffers, offerFreedTickets } from '../waiting-list/offers';

/**
 * The waiting lists' tick (docs/product-rules.md#waiting-list): offers that ran out are marked
 * EXPIRED, then every event someone waits for is offered what is free: tickets freed by an
 * expired hold, a cancellation or refund, a raised capacity or a lapsed offer reach the next in
 * line within one tick, without any of those having to know about the waiting list.
 */
export async function offerWaitingLists(db: Db, offerMinutes: number): Promise<number> {
  await expireOffers(db);
  let offered = 0;
  for (const eventId of await eventsWithWaiting(db)) offered += await offerFreedTickets(db, eventId, offerMinutes);
  return offered;
}
