// The booked event as an iCalendar file (RFC 5545), the same in the browser (the confirmation's
// "Add to calendar") and in the API (the ticket e-mails' event.ics and the booking page's). Times
// are UTC instants computed from the event's day, wall-clock time and time zone, the same instant
// the e-mail and tickets show, so a calendar in any zone puts it at the right hour. The UID is the
// order's reference at the site's host, so the entry added from the confirmation, the e-mail or a
// resend is one entry, updated; SEQUENCE grows with the time the file is made, so the newest
// file's time and venue win (docs/product-rules.md#the-ticket-e-mail).
import { eventInstant } from './timeZones';

export interface CalendarEntry {
  /** The order reference: with the site's host, the entry's stable UID. */
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
  /** What the entry says; 'Order {reference}' when left out. */
  description?: string;
  /** The buyer's booking page, when the entry is the buyer's. */
  url?: string;
}

/** 2027-07-03T18:30:00.000Z => '20270703T183000Z'. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines are folded at 75 octets, never inside a character: a continuation starts with one space. */
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

/** Whole minutes since 2020: grows with every file made, and fits the 32-bit integer calendars keep. */
const sequenceAt = (now: Date) => Math.max(0, Math.floor((now.getTime() - Date.UTC(2020, 0, 1)) / 60_000));

/**
 * The .ics text of one event: its start, its end when it has one (a day without a time ends at
 * the end of that day in the event's zone; a time without a day, on the event's own day), its
 * address as the location. RFC 5545 3.6.1: with no DTEND the event ends when it starts.
 */
export function calendarFile(entry: CalendarEntry, now: Date = new Date()): string {
  const day = entry.day.slice(0, 10);
  const start = eventInstant(day, entry.time.slice(0, 5), entry.timeZone);
  const endDay = entry.endDate ? entry.endDate.slice(0, 10) : entry.endTime ? day : undefined;
  const end = endDay ? eventInstant(endDay, (entry.endTime ?? '23:59').slice(0, 5), entry.timeZone) : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(entry.brand)}//Tickets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.reference}@${entry.host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `SEQUENCE:${sequenceAt(now)}`,
    `DTSTART:${utcStamp(start)}`,
    ...(end && end > start ? [`DTEND:${utcStamp(end)}`] : []),
    `SUMMARY:${text(entry.title)}`,
    `LOCATION:${text(entry.address)}`,
    `DESCRIPTION:${text(entry.description ?? `Order ${entry.reference}`)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
