import { formatEventSpan, formatEventTime, onSaleText } from './format';
import { EventTimeZoneSchema } from './timeZoneSchema';
import { EVENT_TIME_ZONES, eventInstant, timeZoneAbbreviation, timeZoneLabel, wallClockAt } from './timeZones';

describe('event time zones', () => {
  it('reads a wall-clock time in the event zone as its UTC instant', () => {
    expect(eventInstant('2026-07-04', '19:30', 'Europe/London').toISOString()).toBe('2026-07-04T18:30:00.000Z');
    expect(eventInstant('2026-01-10', '19:30', 'Europe/London').toISOString()).toBe('2026-01-10T19:30:00.000Z');
    expect(eventInstant('2026-01-10', '19:30', 'Africa/Lagos').toISOString()).toBe('2026-01-10T18:30:00.000Z');
    expect(eventInstant('2026-07-04', '09:00', 'America/New_York').toISOString()).toBe('2026-07-04T13:00:00.000Z');
  });

  it('lands a time inside the spring-forward gap just after it', () => {
    // 01:30 does not exist in London on 29 March 2026: the clocks go from 01:00 GMT to 02:00 BST.
    expect(eventInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('names the zone as people there read it, summer time included', () => {
    expect(timeZoneAbbreviation('Africa/Lagos', new Date('2026-07-04T18:30:00Z'))).toBe('WAT');
    expect(timeZoneAbbreviation('Europe/London', new Date('2026-07-04T18:30:00Z'))).toBe('BST');
    expect(timeZoneAbbreviation('Europe/London', new Date('2026-12-04T18:30:00Z'))).toBe('GMT');
    expect(timeZoneAbbreviation('Europe/Dublin', new Date('2026-07-04T18:30:00Z'))).toBe('IST');
    expect(timeZoneAbbreviation('Europe/Dublin', new Date('2026-12-04T18:30:00Z'))).toBe('GMT');
    expect(timeZoneAbbreviation('America/New_York', new Date('2026-12-04T18:30:00Z'))).toBe('EST');
  });

  it("reads an instant back as the zone's wall clock", () => {
    expect(wallClockAt(new Date('2026-07-04T18:30:00Z'), 'Europe/London')).toEqual({ day: '2026-07-04', time: '19:30' });
    expect(wallClockAt(new Date('2026-01-10T23:30:45Z'), 'Africa/Lagos')).toEqual({ day: '2026-01-11', time: '00:30' });
    expect(wallClockAt(new Date('2026-07-04T02:00:00Z'), 'America/New_York')).toEqual({ day: '2026-07-03', time: '22:00' });
    for (const zone of EVENT_TIME_ZONES) {
      const { day, time } = wallClockAt(new Date('2026-10-25T08:15:00Z'), zone);
      expect(eventInstant(day, time, zone).toISOString()).toBe('2026-10-25T08:15:00.000Z');
    }
  });

  it('accepts only the zones it can name', () => {
    expect(EventTimeZoneSchema.safeParse('Europe/London').success).toBe(true);
    expect(EventTimeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
    expect(EVENT_TIME_ZONES).toContain('Africa/Lagos');
  });

  it('offers each zone with the abbreviations its events show', () => {
    expect(timeZoneLabel('Africa/Lagos')).toBe('Africa/Lagos (WAT)');
    expect(timeZoneLabel('Europe/London')).toBe('Europe/London (GMT/BST)');
    expect(timeZoneLabel('America/New_York')).toBe('America/New York (EST/EDT)');
  });
});

describe('event times on screen', () => {
  it("says when tickets go on sale in the event's zone, like its other times", () => {
    expect(onSaleText('2026-07-04T08:00:00.000Z', 'Europe/London')).toBe('On sale Saturday, 4 July 2026, 9:00 AM (BST)');
    expect(onSaleText('2026-12-31T23:30:00Z', 'Africa/Lagos')).toBe('On sale Friday, 1 January 2027, 12:30 AM (WAT)');
  });

  it('keeps WAT for the default zone, as the spec shows it', () => {
    expect(formatEventTime('19:30')).toBe('7:30 PM (WAT)');
    expect(formatEventTime('19:30', { day: '2026-07-04', timeZone: 'Africa/Lagos' })).toBe('7:30 PM (WAT)');
  });

  it("shows London's abbreviation of that date", () => {
    expect(formatEventTime('19:30', { day: '2026-07-04T00:00:00.000Z', timeZone: 'Europe/London' })).toBe('7:30 PM (BST)');
    expect(formatEventTime('09:05', { day: '2026-12-04', timeZone: 'Europe/London' })).toBe('9:05 AM (GMT)');
  });

  it('adds the end of a multi-day event, and only the time when it ends the same day', () => {
    const start = { day: '2026-07-04T00:00:00.000Z', time: '15:00', timeZone: 'Europe/London' };
    expect(formatEventSpan(start)).toBe('Saturday, 4 July 2026, 3:00 PM (BST)');
    expect(formatEventSpan({ ...start, endDate: '2026-07-06T00:00:00.000Z', endTime: '11:00' })).toBe(
      'Saturday, 4 July 2026, 3:00 PM (BST) – Monday, 6 July 2026, 11:00 AM (BST)',
    );
    expect(formatEventSpan({ ...start, endDate: '2026-07-06T00:00:00.000Z', endTime: null })).toBe(
      'Saturday, 4 July 2026, 3:00 PM (BST) – Monday, 6 July 2026',
    );
    expect(formatEventSpan({ ...start, endDate: '2026-07-04T00:00:00.000Z', endTime: '23:00' })).toBe(
      'Saturday, 4 July 2026, 3:00 PM (BST) – 11:00 PM (BST)',
    );
  });
});
