import { instalmentDueDates, spreadDueDates } from './instalment-due-dates';

describe('instalmentDueDates', () => {
  const bought = new Date('2027-01-01T18:30:00.000Z');

  it('spreads three instalments evenly from the purchase to the deadline, the last on the deadline', () => {
    expect(instalmentDueDates(bought, '2027-03-02', 3)).toEqual(['2027-01-21', '2027-02-10', '2027-03-02']);
    expect(instalmentDueDates(bought, '2027-01-11', 3)).toEqual(['2027-01-04', '2027-01-08', '2027-01-11']);
  });

  it('gives distinct days, none the day of purchase, as soon as the deadline is as many days away', () => {
    expect(instalmentDueDates(bought, '2027-01-04', 3)).toEqual(['2027-01-02', '2027-01-03', '2027-01-04']);
    for (let days = 3; days < 400; days += 1) {
      const deadline = new Date(Date.UTC(2027, 0, 1 + days)).toISOString().slice(0, 10);
      const dates = instalmentDueDates(bought, deadline, 3);
      expect(new Set(dates).size).toBe(3);
      expect(dates[0] > '2027-01-01').toBe(true);
      expect(dates.at(-1)).toBe(deadline);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('never sets a day past the deadline, however close or late the purchase', () => {
    expect(instalmentDueDates(bought, '2027-01-02', 3)).toEqual(['2027-01-02', '2027-01-02', '2027-01-02']);
    expect(instalmentDueDates(bought, '2027-01-01', 3)).toEqual(['2027-01-01', '2027-01-01', '2027-01-01']);
    expect(instalmentDueDates(bought, '2026-12-20', 3)).toEqual(['2026-12-20', '2026-12-20', '2026-12-20']);
  });

  it('counts days by the UTC calendar, whatever the hour of the purchase', () => {
    expect(instalmentDueDates(new Date('2027-01-01T00:00:00.000Z'), '2027-01-31', 3)).toEqual(
      instalmentDueDates(new Date('2027-01-01T23:59:59.999Z'), '2027-01-31', 3),
    );
  });
});

describe('spreadDueDates', () => {
  it('gives the rows due by the deadline their own dates in the order of their numbers', () => {
    const rows = [4, 2, 3].map((number) => ({ orderId: 'o', number, amount: 100, dueDate: '2027-03-02' }));
    expect(spreadDueDates(rows, new Date('2027-01-01T12:00:00.000Z')).map(({ number, dueDate }) => [number, dueDate])).toEqual([
      [2, '2027-01-21'],
      [3, '2027-02-10'],
      [4, '2027-03-02'],
    ]);
    expect(spreadDueDates([], new Date())).toEqual([]);
  });
});
