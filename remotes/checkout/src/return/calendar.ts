// "Add to calendar": the booked event as an iCalendar file (RFC 5545) built in the browser
// (docs/product-rules.md#payment-return). Times are UTC instants computed from the event's day,
// wall-clock time and time zone, the same instant the e-mail and tickets show, so a calendar in
// any zone puts it at the right hour.
import { eventInstant } from '@shared/domain';

export interface CalendarEntry {
  /** The order reference: with the site's host, the entry's stable UID (adding it twice updates it). */
  reference: string;
  host: string;
  brand: string;
  title: string;
  address: string;
  /** 'YYYY-MM-DD' or UTC midnight ISO, as the wire carries it. */
  day: string;
  time: string;
  timeZone: string;
  endDate?: string | null;
  endTime?: string | null;
}

/** 2027-07-03T18:30:00.000Z => '20270703T183000Z'. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets: a continuation starts with one space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The .ics text of one event: its start, its end when it has one (a day without a time ends at
 * the end of that day in the event's zone), its address as the location.
 */
export function calendarFile(entry: CalendarEntry, now: Date = new Date()): string {
  const start = eventInstant(entry.day.slice(0, 10), entry.time.slice(0, 5), entry.timeZone);
  const end = entry.endDate ? eventInstant(entry.endDate.slice(0, 10), (entry.endTime ?? '23:59').slice(0, 5), entry.timeZone) : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(entry.brand)}//Tickets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.reference}@${entry.host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    ...(end ? [`DTEND:${utcStamp(end)}`] : []),
    `SUMMARY:${text(entry.title)}`,
    `LOCATION:${text(entry.address)}`,
    `DESCRIPTION:${text(`Order ${entry.reference}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link target the browser downloads. */
export const calendarHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
