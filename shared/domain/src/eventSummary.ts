// Kept apart from events.ts, which builds zod schemas when loaded: the public pages use this
// without downloading zod.
import type { EventFields, Experience, Party } from './events';
import type { EventKind } from './routes';

/**
 * An event of either kind as the screens show it: the experience's arrival day and time and the
 * party's date and time under one name, and the kind it is.
 */
export type EventSummary = EventFields & {
  kind: EventKind;
  /** UTC midnight, as the API sends it. */
  date: string;
  time: string;
};

export function summarizeEvent(kind: EventKind, event: Experience | Party): EventSummary {
  const {
    id,
    title,
    description,
    address,
    price,
    status,
    accomodationPriceSingle,
    accomodationPriceShared,
    images,
    posterImage,
    capacity,
    ticketsSold,
    ticketsLeft,
    instalmentDeadline,
  } = event;
  const [date, time] = 'arrivalDate' in event ? [event.arrivalDate, event.arrivalTime] : [event.date, event.time];
  return {
    kind,
    id,
    title,
    description,
    address,
    date,
    time,
    price,
    status,
    accomodationPriceSingle,
    accomodationPriceShared,
    images,
    posterImage,
    capacity,
    ticketsSold,
    ticketsLeft,
    instalmentDeadline,
  };
}
