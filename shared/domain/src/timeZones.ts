// Event time zones (docs/product-rules.md#event-times). Each event happens in one zone, and every
// time shown for it (cards, event page, e-mails, tickets, calendar entries) is that zone's wall
// clock with that zone's abbreviation on that date. The abbreviations are written here rather than
// read from Intl: ICU names Africa/Lagos "GMT+1" in English, not the "WAT" people there read.
interface ZoneNames {
  /** The abbreviation outside summer time... */
  standard: string;
  /** ...and during it, for zones that have one. */
  summer?: string;
}

const ZONES = {
  'Africa/Lagos': { standard: 'WAT' },
  'Europe/London': { standard: 'GMT', summer: 'BST' },
  'Europe/Dublin': { standard: 'GMT', summer: 'IST' },
  'Africa/Accra': { standard: 'GMT' },
  'Europe/Paris': { standard: 'CET', summer: 'CEST' },
  'Africa/Johannesburg': { standard: 'SAST' },
  'Africa/Nairobi': { standard: 'EAT' },
  'Asia/Dubai': { standard: 'GST' },
  'America/New_York': { standard: 'EST', summer: 'EDT' },
} as const satisfies Record<string, ZoneNames>;

export type EventTimeZone = keyof typeof ZONES;
export const EVENT_TIME_ZONES = Object.keys(ZONES) as EventTimeZone[];
/** The zone of the product's original audience, whose abbreviation (WAT) the spec's texts show. */
export const DEFAULT_TIME_ZONE: EventTimeZone = 'Africa/Lagos';

/** How a form offers the zone: 'Europe/London (GMT/BST)', 'Africa/Lagos (WAT)'. */
export function timeZoneLabel(zone: EventTimeZone): string {
  const names: ZoneNames = ZONES[zone];
  return `${zone.replace('_', ' ')} (${[names.standard, names.summer].filter(Boolean).join('/')})`;
}

export const TIME_ZONE_MESSAGE = `Time zone must be one of ${EVENT_TIME_ZONES.join(', ')}`;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's wall clock is ahead of UTC at an instant. */
function offsetMinutes(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute);
  return Math.round((wall - (instant - (instant % 60_000))) / 60_000);
}

/**
 * The UTC instant of a wall-clock time in a zone: '2026-07-04', '19:30', 'Europe/London' =>
 * 2026-07-04T18:30:00Z. A time skipped by a clock change resolves to the instant after the gap.
 */
export function eventInstant(day: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hours, minutes);
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return new Date(wall - offsetMinutes(timeZone, first) * 60_000);
}

/** A zone's calendar day and time of day. */
export interface WallClock {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:mm' */
  time: string;
}

/**
 * The wall clock of a zone at an instant, the inverse of eventInstant: 2026-07-04T18:30:00Z in
 * 'Europe/London' => { day: '2026-07-04', time: '19:30' }. Seconds are dropped.
 */
export function wallClockAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const wall = new Date(instant.getTime() + offsetMinutes(timeZone, instant.getTime()) * 60_000).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** 'WAT', or 'GMT' / 'BST' for London depending on the date: the abbreviation at that instant. */
export function timeZoneAbbreviation(timeZone: string, instant: Date): string {
  const names: ZoneNames | undefined = (ZONES as Record<string, ZoneNames>)[timeZone];
  if (!names) return timeZone;
  if (!names.summer) return names.standard;
  const year = instant.getUTCFullYear();
  // Summer time is whatever runs ahead of the year's smaller offset (January's in the north).
  const standardOffset = Math.min(offsetMinutes(timeZone, Date.UTC(year, 0, 15)), offsetMinutes(timeZone, Date.UTC(year, 6, 15)));
  return offsetMinutes(timeZone, instant.getTime()) > standardOffset ? names.summer : names.standard;
}
