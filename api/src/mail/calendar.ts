// The calendar file every ticket e-mail carries and the booking page offers (RFC 5545). Times are
// written as UTC instants, so the entry lands at the same moment on any phone whatever its zone;
// the event's own zone only decides which instant its wall-clock time is (eventInstant). The UID is
// the order's, so a resent e-mail updates the entry it made instead of adding a second one, and
// SEQUENCE grows with the time the file is made, so a calendar takes the newest file's time and venue.
import { eventInstant } from '@shared/domain';

export interface CalendarEntry {
  /** Stable per order: 'order-<id>@<site host>'. */
  uid: string;
  /** The site's name, in PRODID. */
  brand: string;
  title: string;
  venue: string;
  day: string;
  time: string;
  timeZone: string;
  endDay: string | null;
  endTime: string | null;
  description: string;
  /** The buyer's booking page, when the entry is the buyer's. */
  url?: string;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const calendarUid = (orderId: string, publicUrl: string) => `order-${orderId}@${new URL(publicUrl).hostname}`;

export function calendarFile(entry: CalendarEntry, now = new Date()): string {
  const start = eventInstant(entry.day, entry.time, entry.timeZone);
  // An end on a day without a time of its own ends at the start's time on that day.
  const endDay = entry.endDay ?? (entry.endTime ? entry.day : null);
  const end = endDay ? eventInstant(endDay, entry.endTime ?? entry.time, entry.timeZone) : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(entry.brand)}//Tickets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${utc(now)}`,
    // Whole minutes since 2020: grows with every file made, and fits the 32-bit integer calendars keep.
    `SEQUENCE:${Math.max(0, Math.floor((now.getTime() - Date.UTC(2020, 0, 1)) / 60_000))}`,
    `DTSTART:${utc(start)}`,
    // RFC 5545 3.6.1: with no DTEND the event ends when it starts, which is how an event without an end is shown.
    ...(end && end > start ? [`DTEND:${utc(end)}`] : []),
    `SUMMARY:${text(entry.title)}`,
    `LOCATION:${text(entry.venue)}`,
    `DESCRIPTION:${text(entry.description)}`,
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 20270211T170000Z */
const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets go on as continuation lines starting with a space (RFC 5545 3.1), never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
