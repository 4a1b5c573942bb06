import { formatEventSpan } from '@shared/domain';

/**
 * When an event is, as the e-mails and the ticket PDF take it: its day (UTC midnight, as the wire
 * carries it), its start, the zone both are read in, and its optional end (docs/product-rules.md#event-times).
 */
export interface EventWhen {
  eventDate: string;
  eventTime: string;
  eventTimeZone: string;
  eventEndDate: string | null;
  eventEndTime: string | null;
}

/** An event row's own fields for when it is (its day as 'YYYY-MM-DD'). */
interface EventRowWhen {
  day: string;
  time: string;
  timeZone: string;
  endDay: string | null;
  endTime: string | null;
}

export function eventWhenOf(event: EventRowWhen): EventWhen {
  return {
    eventDate: `${event.day}T00:00:00.000Z`,
    eventTime: event.time,
    eventTimeZone: event.timeZone,
    eventEndDate: event.endDay,
    eventEndTime: event.endTime,
  };
}

/** 'Thursday, 11 February 2027, 6:00 PM (GMT)', with its end when it has one: what every message writes. */
export function eventWhenText(when: EventWhen): string {
  return formatEventSpan({
    day: when.eventDate,
    time: when.eventTime,
    timeZone: when.eventTimeZone,
    endDate: when.eventEndDate,
    endTime: when.eventEndTime,
  });
}
