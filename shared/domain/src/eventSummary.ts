// Kept apart from events.ts, which builds zod schemas when loaded: the public pages use this
// without downloading zod.
import type { EventFields, Experience, Party } from './events';
import type { EventKind } from './routes';

/**
 * An event of either kind as the screens show it: the experience's arrival day and time and the
 * party's date and time under one name, the kind it is, and the room prices under their own
 * spelling. summarizeEvent is where the front end reads the wire's event fields.
 */
export type EventSummary = Omit<EventFields, 'accomodationPriceSingle' | 'accomodationPriceShared'> & {
  kind: EventKind;
  accommodationPriceSingle: number;
  accommodationPriceShared: number;
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
    cancelUntilDays,
    cancellationFeePercent,
    timeZone,
    endDate,
    endTime,
    onSaleAt,
    useQueue,
    admitPerMinute,
    maxPerOrder,
    maxPerEmail,
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
    accommodationPriceSingle: accomodationPriceSingle,
    accommodationPriceShared: accomodationPriceShared,
    images,
    posterImage,
    capacity,
    ticketsSold,
    ticketsLeft,
    instalmentDeadline,
    cancelUntilDays,
    cancellationFeePercent,
    timeZone,
    endDate,
    endTime,
    onSaleAt,
    useQueue,
    admitPerMinute,
    maxPerOrder,
    maxPerEmail,
  };
}
