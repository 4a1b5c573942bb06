import { calendarFile } from './calendar';

const entry = {
  reference: 'EVT-7K3P9Q',
  host: 'tickets.example.com',
  brand: 'Evently',
  title: 'Summer Night, Rooftop; Live',
  address: '1 High Street, London',
  day: '2027-07-03T00:00:00.000Z',
  time: '19:30',
  timeZone: 'Europe/London',
};
const now = new Date('2027-05-01T10:00:00.000Z');

it('puts the start at the UTC instant of the event’s wall clock in its zone, the address as location', () => {
  const ics = calendarFile(entry, now);
  expect(ics.split('\r\n')).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Evently//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    'UID:EVT-7K3P9Q@tickets.example.com',
    'DTSTAMP:20270501T100000Z',
    // Minutes since 2020: a later file of the same order wins.
    'SEQUENCE:3855480',
    // 7:30 PM BST is 18:30 UTC.
    'DTSTART:20270703T183000Z',
    'SUMMARY:Summer Night\\, Rooftop\\; Live',
    'LOCATION:1 High Street\\, London',
    'DESCRIPTION:Order EVT-7K3P9Q',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]);
});

it('a Lagos evening in winter, with an end the next day', () => {
  const ics = calendarFile(
    { ...entry, day: '2027-01-15', time: '21:00', timeZone: 'Africa/Lagos', endDate: '2027-01-16T00:00:00.000Z', endTime: '02:00' },
    now,
  );
  expect(ics).toContain('DTSTART:20270115T200000Z\r\nDTEND:20270116T010000Z\r\n');
});

it('an end day without a time ends at the end of that day; long lines are folded', () => {
  const ics = calendarFile({ ...entry, endDate: '2027-07-05', endTime: null, title: 'A'.repeat(100) }, now);
  expect(ics).toContain('DTEND:20270705T225900Z');
  const summary = ics.slice(ics.indexOf('SUMMARY:'), ics.indexOf('LOCATION:'));
  expect(summary).toBe(`SUMMARY:${'A'.repeat(67)}\r\n ${'A'.repeat(33)}\r\n`);
});
