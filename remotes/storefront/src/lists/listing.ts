import { type EventKind, type EventSummary, type Experience, type Party, summarizeEvent } from '@shared/domain';

/** What the public pages show of an event, whichever kind it is. */
export interface Listing extends EventSummary {
  soldOut: boolean;
  /** The event as the API sent it: the check-out page reads its packages, prices and discount. */
  event: Experience | Party;
}

export function toListing(kind: EventKind, event: Experience | Party): Listing {
  return { ...summarizeEvent(kind, event), soldOut: event.ticketsLeft === 0, event };
}

/** Date ascending, then time, so the list and "upcoming" agree on what comes first. */
export function byDate(a: Listing, b: Listing): number {
  return a.date.localeCompare(b.date) || a.time.localeCompare(b.time);
}
