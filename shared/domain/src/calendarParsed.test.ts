import ICAL from 'ical.js';
import { calendarFile, type CalendarEntry } from './calendar';

const entry = (changes: Partial<CalendarEntry> = {}): CalendarEntry => ({
  reference: 'EVT-7K3P9Q',
  host: 'tickets.example.com',
  brand: 'Lagos Events',
  title: 'Sunset Party, Lekki; bring friends',
  address: '12 Admiralty Way, Lekki, Lagos',
  day: '2027-02-11',
  time: '18:00',
  timeZone: 'Africa/Lagos',
  endDate: null,
  endTime: null,
  description: 'Order EVT-7K3P9Q: 3 tickets.',
  url: 'https://tickets.example.com/bookings/abc',
  ...changes,
});

/** The one VEVENT of a file, read by a real iCalendar parser. */
function parsed(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]);
}

describe('calendarFile', () => {
  it('starts at the event’s instant: 18:00 in Lagos (WAT) is 17:00 UTC', () => {
    const event = parsed(calendarFile(entry()));
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-11T17:00:00.000Z');
    expect(event.summary).toBe('Sunset Party, Lekki; bring friends');
    expect(event.location).toBe('12 Admiralty Way, Lekki, Lagos');
    expect(event.description).toBe('Order EVT-7K3P9Q: 3 tickets.');
    expect(event.component.getFirstPropertyValue('url')).toBe('https://tickets.example.com/bookings/abc');
  });

  it('lands at the right instant on either side of a clock change', () => {
    // London: GMT until 28 March 2027 01:00 UTC, then BST (UTC+1).
    const before = parsed(calendarFile(entry({ day: '2027-03-27', time: '19:30', timeZone: 'Europe/London' })));
    const after = parsed(calendarFile(entry({ day: '2027-03-28', time: '19:30', timeZone: 'Europe/London' })));
    expect(before.startDate.toJSDate().toISOString()).toBe('2027-03-27T19:30:00.000Z');
    expect(after.startDate.toJSDate().toISOString()).toBe('2027-03-28T18:30:00.000Z');
  });

  it('ends at the event’s end when it has one, and has no end otherwise', () => {
    const withEnd = parsed(calendarFile(entry({ endDate: '2027-02-12', endTime: '02:00' })));
    expect(withEnd.endDate.toJSDate().toISOString()).toBe('2027-02-12T01:00:00.000Z');
    const file = calendarFile(entry());
    expect(file).not.toMatch(/DTEND/);
  });

  it('keeps the same UID for the same order, so a resend updates the entry, with a higher SEQUENCE', () => {
    const first = parsed(calendarFile(entry(), new Date('2026-11-21T00:00:00Z')));
    const resent = parsed(calendarFile(entry({ day: '2027-02-12' }), new Date('2026-11-26T00:00:00Z')));
    expect(resent.uid).toBe(first.uid);
    expect(first.uid).toBe('EVT-7K3P9Q@tickets.example.com');
    expect(resent.sequence).toBeGreaterThan(first.sequence);
  });

  it('writes CRLF lines of at most 75 octets, folding long non-ASCII text without breaking a character', () => {
    const venue = 'Île de la Cité — Salle des fêtes, '.repeat(6);
    const file = calendarFile(entry({ address: venue }));
    const lines = file.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file).not.toMatch(/\uFFFD/);
    expect(parsed(file).location).toBe(venue);
  });
});
