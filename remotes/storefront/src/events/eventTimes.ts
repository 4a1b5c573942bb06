import { formatEventEnd, formatEventTime } from '@shared/domain';
import type { Listing } from '../lists/listing';

type Times = Pick<Listing, 'date' | 'time' | 'timeZone' | 'endDate' | 'endTime'>;

/** '7:30 PM (BST)': the start in the event's own zone, with that zone's abbreviation on that date. */
export function startTimeText({ date, time, timeZone }: Times): string {
  return formatEventTime(time, { day: date, timeZone });
}

/**
 * The optional end of a multi-day event, for a card's second line: 'Ends Sunday, 15 March 2026,
 * 2:00 AM (WAT)', or 'Ends 11:30 PM (WAT)' on the day it starts; null when there is no end.
 */
export function endTimeText({ date, timeZone, endDate, endTime }: Times): string | null {
  const end = formatEventEnd({ day: date, timeZone, endDate, endTime });
  return end && `Ends ${end}`;
}
