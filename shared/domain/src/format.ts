// Display text for dates, times and enum values. Dates are read in UTC: event dates travel as
// UTC-midnight ISO strings, and formatting them in the browser's zone would show the day before
// to anyone west of Greenwich. Names are spelled out by hand rather than through Intl so the
// text is identical in every browser, Node build and test run.
import type { DiscountFor, EventStatus } from './events';
import type { PaymentType } from './orders';
import { formatPounds } from './money';
import { DEFAULT_TIME_ZONE, eventInstant, timeZoneAbbreviation, wallClockAt } from './timeZones';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// JavaScript reads '2026-03-14T00:00:00' (no zone) as local time; the wire means UTC.
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/;

function toDate(value: string | Date): Date {
  const utc = typeof value === 'string' && ZONELESS_DATE_TIME.test(value) ? `${value}Z` : value;
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/** '2026-03-14T00:00:00.000Z' => 'Saturday, 14 March 2026'. */
export function formatEventDate(value: string | Date): string {
  const date = toDate(value);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${monthHeading(date)}`;
}

/** '2026-03-14' => 'Sat', for the day badge of an event card. */
export function weekdayShort(value: string | Date): string {
  return WEEKDAYS[toDate(value).getUTCDay()].slice(0, 3);
}

/** '2026-03-04' => '4'. */
export function dayOfMonth(value: string | Date): string {
  return String(toDate(value).getUTCDate());
}

/** '2026-03-14' => 'March 2026': the heading events are grouped under, and the group key. */
export function monthHeading(value: string | Date): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Where an event's time is read: its day ('YYYY-MM-DD' or UTC midnight) and its zone. */
export interface EventClock {
  day: string;
  timeZone: string;
}

/**
 * '19:30' (or '19:30:00' as PostgreSQL prints a time) => '7:30 PM (WAT)'. A 12-hour clock
 * because that is how the audience reads event times; the suffix is the event's zone at that date
 * (docs/product-rules.md#event-times): '(BST)' for a London summer evening, '(GMT)' in winter.
 * Without a clock the zone is the default one, Africa/Lagos. Text that is not a time of day is
 * shown as given, so an odd value never blanks a card.
 */
export function formatEventTime(time: string, clock?: EventClock): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time.trim());
  const zone = clock ? clock.timeZone : DEFAULT_TIME_ZONE;
  if (!match) return `${time.trim()} (${timeZoneAbbreviation(zone, new Date())})`;
  const day = clock ? clock.day.slice(0, 10) : '2000-01-01';
  const abbreviation = timeZoneAbbreviation(zone, eventInstant(day, `${match[1]}:${match[2]}`, zone));
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'} (${abbreviation})`;
}

/** An event's start and optional end as the wire carries them. */
export interface EventSpan extends EventClock {
  time: string;
  endDate?: string | null;
  endTime?: string | null;
}

/**
 * The optional end of an event: 'Monday, 6 July 2026, 11:00 AM (BST)', only the time ('11:00 PM
 * (BST)') when it ends on the day it starts, and null when it has no end (or ends that day with no
 * time given, which says nothing).
 */
export function formatEventEnd({ day, timeZone, endDate, endTime }: Omit<EventSpan, 'time'>): string | null {
  if (!endDate) return null;
  const endDay = endDate.slice(0, 10);
  const clock = endTime ? formatEventTime(endTime, { day: endDay, timeZone }) : null;
  if (endDay === day.slice(0, 10)) return clock;
  return `${formatEventDate(endDay)}${clock ? `, ${clock}` : ''}`;
}

/** 'Saturday, 14 March 2026, 7:30 PM (WAT)', and ' – ' its end when it has one. */
export function formatEventSpan(span: EventSpan): string {
  const start = `${formatEventDate(span.day)}, ${formatEventTime(span.time, span)}`;
  const end = formatEventEnd(span);
  return end ? `${start} – ${end}` : start;
}

/**
 * When an event's tickets go on sale, as its other times are shown: 'On sale Saturday, 14 March
 * 2026, 9:00 AM (WAT)', the day and time of the event's own zone (docs/product-rules.md#sale-rush).
 */
export function onSaleText(onSaleAt: string, timeZone: string): string {
  const { day, time } = wallClockAt(toDate(onSaleAt), timeZone);
  return `On sale ${formatEventDate(day)}, ${formatEventTime(time, { day, timeZone })}`;
}

/** The first `count` words, plus '...' only when something was cut. */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : text;
}

/** The first `count` characters (an emoji counts as one), plus '...' only when something was cut. */
export function truncateChars(text: string, count: number): string {
  const chars = Array.from(text);
  return chars.length > count ? `${chars.slice(0, count).join('').trimEnd()}...` : text;
}

const INSTALMENT_LABELS: Record<string, string> = {
  FULL: 'Full payment',
  INSTALLMENT_1: 'First Instalment',
  INSTALLMENT_2: 'Second Instalment',
  INSTALLMENT_3: 'Third payment',
  INSTALLMENT_4: 'Fourth payment',
};

/** A payment's instalment type as people read it; the mixed wording is the product's (docs/product-rules.md#texts). */
export function instalmentLabel(instalmentType: string): string {
  return INSTALMENT_LABELS[instalmentType] ?? 'Instalment payment';
}

/** 'Single Room' / 'Shared Room'; null when no room was booked, so callers show nothing. */
export function roomLabel(room: string): string | null {
  if (room === 'SINGLE') return 'Single Room';
  if (room === 'SHARED') return 'Shared Room';
  return null;
}

export function genderLabel(gender: string | null | undefined): string {
  if (gender === 'MALE') return 'Male';
  if (gender === 'FEMALE') return 'Female';
  return 'N/A';
}

/** '2026-03-14T18:30:00Z' => '14 Mar 2026' (UTC, like every date on the site). */
export function paymentDate(value: string): string {
  const [month, year] = monthHeading(value).split(' ');
  return `${dayOfMonth(value)} ${month.slice(0, 3)} ${year}`;
}

// The wire keeps 'Paypal' (the order payload's spelling); people read the brand name.
const METHOD_LABELS: Record<PaymentType, string> = { Stripe: 'Stripe', Paypal: 'PayPal' };

export function paymentMethodLabel(method: PaymentType): string {
  return METHOD_LABELS[method];
}

/** Any status other than SUCCESS or PENDING is a failed payment. */
export function transactionStatusLabel(status: string): 'Successful' | 'Pending' | 'Failed' | 'Refunded' | 'Partially refunded' {
  if (status === 'SUCCESS') return 'Successful';
  if (status === 'PENDING') return 'Pending';
  // Money taken, then given back in whole or in part (docs/product-rules.md#refunds).
  if (status === 'REFUNDED') return 'Refunded';
  if (status === 'PARTIALLY_REFUNDED') return 'Partially refunded';
  return 'Failed';
}

export function eventStatusLabel(status: EventStatus): 'Open' | 'Closed' {
  return status === 'OPEN' ? 'Open' : 'Closed';
}

export type DiscountGroup = 'Male' | 'Female' | 'Everyone';

/**
 * Who a party discount is for: 'Male', 'Female', or 'Everyone' for BOTH (reads naturally in
 * 'Discount of £5.00 for Everyone'); null when the party has no discount target.
 */
export function discountGroupLabel(discountFor: DiscountFor): DiscountGroup | null {
  if (discountFor === 'BOTH') return 'Everyone';
  if (discountFor === 'MALE') return 'Male';
  if (discountFor === 'FEMALE') return 'Female';
  return null;
}

/** The party badge 'Discount of £5.00 for Everyone', or null when there is no discount to show. */
export function discountBadgeText(discount: number, discountFor: DiscountFor): string | null {
  const group = discountGroupLabel(discountFor);
  return discount > 0 && group ? `Discount of ${formatPounds(discount)} for ${group}` : null;
}

export function boughtCountText(count: number): string {
  return count === 1 ? '1 person has bought this ticket' : `${count} people have bought this ticket`;
}
