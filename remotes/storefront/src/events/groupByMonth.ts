import { monthHeading } from '@shared/domain';
import type { Listing } from '../lists/listing';

export interface MonthGroup {
  heading: string;
  events: Listing[];
}

/** Groups date-sorted listings under month headings, keeping their order. */
export function groupByMonth(events: Listing[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const event of events) {
    const heading = monthHeading(event.date);
    const last = groups.at(-1);
    if (last?.heading === heading) last.events.push(event);
    else groups.push({ heading, events: [event] });
  }
  return groups;
}
