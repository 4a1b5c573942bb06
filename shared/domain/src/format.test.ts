import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { DiscountFor } from './events';
import {
  boughtCountText,
  dayOfMonth,
  discountBadgeText,
  discountGroupLabel,
  eventStatusLabel,
  formatEventDate,
  formatEventTime,
  genderLabel,
  instalmentLabel,
  monthHeading,
  roomLabel,
  transactionStatusLabel,
  truncateChars,
  truncateWords,
  weekdayShort,
} from './format';

const describeDay = (value: string | Date) => [formatEventDate(value), weekdayShort(value), dayOfMonth(value), monthHeading(value)];

const SATURDAY_14_MARCH = ['Saturday, 14 March 2026', 'Sat', '14', 'March 2026'];

describe('event dates', () => {
  it.each([
    '2026-03-14T00:00:00.000Z',
    '2026-03-14T00:00:00Z',
    '2026-03-14',
    '2026-03-14T00:00:00',
    '2026-03-14T23:59:59.999Z',
    '2026-03-14T23:30:00+01:00',
    new Date(Date.UTC(2026, 2, 14)),
  ])('%p is Saturday 14 March 2026', (value) => {
    expect(describeDay(value)).toEqual(SATURDAY_14_MARCH);
  });

  it.each([
    ['2026-01-01T00:00:00.000Z', 'Thursday, 1 January 2026', 'Thu', '1', 'January 2026'],
    ['2025-12-31T00:00:00.000Z', 'Wednesday, 31 December 2025', 'Wed', '31', 'December 2025'],
    ['2028-02-29', 'Tuesday, 29 February 2028', 'Tue', '29', 'February 2028'],
    ['2026-06-07T00:00:00.000Z', 'Sunday, 7 June 2026', 'Sun', '7', 'June 2026'],
  ])('%s => %s', (iso, ...expected) => {
    expect(describeDay(iso)).toEqual(expected);
  });

  it.each(['', 'not a date', '2026-13-45'])('throws for %p', (value) => {
    expect(() => formatEventDate(value)).toThrow(RangeError);
    expect(() => monthHeading(value)).toThrow(/Invalid date/);
  });

  // The process time zone cannot change inside a jest worker, so a child Node runs the module
  // in zones either side of UTC, where local-time formatting would show the wrong day.
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('shows the same day in %s', (zone) => {
    const inputs = ['2026-03-14T00:00:00.000Z', '2026-03-14', '2026-03-14T00:00:00', '2026-03-14T23:30:00.000Z', '2026-03-14T23:30:00'];
    const script = `
      const f = await import(${JSON.stringify(join(__dirname, 'format.ts'))});
      const inputs = ${JSON.stringify(inputs)};
      console.log(JSON.stringify({
        offsetMinutes: new Date(inputs[0]).getTimezoneOffset(),
        days: inputs.map((v) =>
          [f.formatEventDate(v), f.weekdayShort(v), f.dayOfMonth(v), f.monthHeading(v)]),
      }));`;
    const args = ['--import', 'tsx', '--input-type=module', '-e', script];
    const output = execFileSync(process.execPath, args, {
      cwd: __dirname,
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    const { offsetMinutes, days } = JSON.parse(output);
    expect(Math.abs(offsetMinutes)).toBeGreaterThanOrEqual(7 * 60); // the zone took effect
    expect(days).toEqual(inputs.map(() => SATURDAY_14_MARCH));
  });
});

describe('formatEventTime', () => {
  it.each([
    ['19:30', '7:30 PM (WAT)'],
    ['19:30:00', '7:30 PM (WAT)'],
    ['00:00', '12:00 AM (WAT)'],
    ['00:15', '12:15 AM (WAT)'],
    ['09:05', '9:05 AM (WAT)'],
    ['9:05', '9:05 AM (WAT)'],
    ['11:59', '11:59 AM (WAT)'],
    ['12:00', '12:00 PM (WAT)'],
    ['12:45', '12:45 PM (WAT)'],
    ['23:59', '11:59 PM (WAT)'],
    [' 18:00 ', '6:00 PM (WAT)'],
  ])('%p => %s', (time, text) => {
    expect(formatEventTime(time)).toBe(text);
  });

  it.each([
    ['Late', 'Late (WAT)'],
    ['24:00', '24:00 (WAT)'],
    ['7pm', '7pm (WAT)'],
  ])('shows non-times as given: %p', (time, text) => {
    expect(formatEventTime(time)).toBe(text);
  });
});

describe('truncateWords', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => `w${i + 1}`).join(' ');

  it('cuts to 18 words and adds an ellipsis', () => {
    expect(truncateWords(twenty, 18)).toBe('w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18...');
  });

  it('leaves text of exactly the limit untouched', () => {
    const eighteen = twenty.split(' ').slice(0, 18).join(' ');
    expect(truncateWords(eighteen, 18)).toBe(eighteen);
  });

  it('collapses whitespace only when it cuts', () => {
    expect(truncateWords('one  two\nthree four', 3)).toBe('one two three...');
    expect(truncateWords('one  two', 3)).toBe('one  two');
    expect(truncateWords('', 18)).toBe('');
  });
});

describe('truncateChars', () => {
  it('cuts at 120 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(130);
    expect(truncateChars(long, 120)).toBe(`${'a'.repeat(120)}...`);
  });

  it('leaves short text untouched', () => {
    expect(truncateChars('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(truncateChars('Short text', 120)).toBe('Short text');
  });

  it('drops a trailing space before the ellipsis and never splits an emoji', () => {
    expect(truncateChars('Hello world', 6)).toBe('Hello...');
    expect(truncateChars('ab🎉cd', 3)).toBe('ab🎉...');
  });
});

describe('labels', () => {
  it.each([
    ['FULL', 'Full payment'],
    ['INSTALLMENT_1', 'First Instalment'],
    ['INSTALLMENT_2', 'Second Instalment'],
    ['INSTALLMENT_3', 'Third payment'],
    ['INSTALLMENT_4', 'Fourth payment'],
    ['INSTALLMENT_5', 'Instalment payment'],
    ['', 'Instalment payment'],
  ])('instalmentLabel(%p) => %s', (type, label) => {
    expect(instalmentLabel(type)).toBe(label);
  });

  it.each([
    ['SINGLE', 'Single Room'],
    ['SHARED', 'Shared Room'],
    ['NONE', null],
  ])('roomLabel(%p) => %p', (room, label) => {
    expect(roomLabel(room)).toBe(label);
  });

  it.each([
    ['MALE', 'Male'],
    ['FEMALE', 'Female'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('genderLabel(%p) => %s', (gender, label) => {
    expect(genderLabel(gender)).toBe(label);
  });

  it.each([
    ['SUCCESS', 'Successful'],
    ['PENDING', 'Pending'],
    ['FAILED', 'Failed'],
    ['CANCELLED', 'Failed'],
    ['REFUNDED', 'Refunded'],
    ['PARTIALLY_REFUNDED', 'Partially refunded'],
    ['success', 'Failed'],
  ])('transactionStatusLabel(%p) => %s', (status, label) => {
    expect(transactionStatusLabel(status)).toBe(label);
  });

  it('eventStatusLabel', () => {
    expect(eventStatusLabel('OPEN')).toBe('Open');
    expect(eventStatusLabel('CLOSED')).toBe('Closed');
  });

  it.each<[DiscountFor, string | null]>([
    ['MALE', 'Male'],
    ['FEMALE', 'Female'],
    ['BOTH', 'Everyone'],
    ['', null],
  ])('discountGroupLabel(%p) => %p', (target, label) => {
    expect(discountGroupLabel(target)).toBe(label);
  });

  it.each<[number, DiscountFor, string | null]>([
    [500, 'BOTH', 'Discount of £5.00 for Everyone'],
    [1250, 'FEMALE', 'Discount of £12.50 for Female'],
    [100000, 'MALE', 'Discount of £1,000.00 for Male'],
    [0, 'BOTH', null],
    [500, '', null],
  ])('discountBadgeText(%p, %p) => %p', (discount, target, text) => {
    expect(discountBadgeText(discount, target)).toBe(text);
  });

  it.each([
    [0, '0 people have bought this ticket'],
    [1, '1 person has bought this ticket'],
    [2, '2 people have bought this ticket'],
    [42, '42 people have bought this ticket'],
  ])('boughtCountText(%p) => %s', (count, text) => {
    expect(boughtCountText(count)).toBe(text);
  });
});
