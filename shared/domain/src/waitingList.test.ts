import { WaitingListJoin } from './waitingList';
import { formatInstantIn } from './waitingListText';

describe('formatInstantIn', () => {
  it("reads an instant on the event's own clock, with that zone's abbreviation on that date", () => {
    expect(formatInstantIn('2026-07-04T09:05:00.000Z', 'Europe/London')).toBe('Saturday, 4 July 2026, 10:05 AM (BST)');
    expect(formatInstantIn('2026-12-04T09:05:00.000Z', 'Europe/London')).toBe('Friday, 4 December 2026, 9:05 AM (GMT)');
    // Past midnight there: the day is the zone's, not UTC's.
    expect(formatInstantIn('2026-11-27T23:30:00.000Z', 'Africa/Lagos')).toBe('Saturday, 28 November 2026, 12:30 AM (WAT)');
  });
});

describe('WaitingListJoin', () => {
  it('takes a trimmed e-mail and a whole quantity from 1 to 100', () => {
    expect(WaitingListJoin.parse({ email: ' ada@example.com ', quantity: 2 })).toEqual({ email: 'ada@example.com', quantity: 2 });
    for (const bad of [
      { email: 'ada', quantity: 1 },
      { email: 'ada@example.com', quantity: 0 },
      { email: 'ada@example.com', quantity: 101 },
      {},
    ]) {
      expect(WaitingListJoin.safeParse(bad).success).toBe(false);
    }
  });
});
