import { type CancellationFacts, cancellationTerms } from './booking-view';

// A paid order for an event on 15 January, cancellable until 14 days before (1 January), no fee.
const facts: CancellationFacts = {
  status: 'PAID',
  eventDay: '2027-01-15',
  cancelUntilDays: 14,
  feePercent: 0,
  paid: 10_000,
  refunded: 0,
  checkedIn: false,
  today: '2026-12-20',
};
const terms = (changes: Partial<CancellationFacts>) => cancellationTerms({ ...facts, ...changes });

describe('cancellationTerms', () => {
  it('lets a paid or part-paid order be cancelled inside the window, giving back all that was paid without a fee', () => {
    expect(terms({})).toEqual({ canCancel: true, refundOnCancel: 10_000, fee: 0, cancelUntil: '2027-01-01' });
    expect(terms({ status: 'PARTIALLY_PAID', paid: 2_400 })).toEqual({
      canCancel: true,
      refundOnCancel: 2_400,
      fee: 0,
      cancelUntil: '2027-01-01',
    });
  });

  it('counts the window in UTC calendar days: open on its last day, closed the day after', () => {
    expect(terms({ today: '2027-01-01' }).canCancel).toBe(true);
    expect(terms({ today: '2027-01-02' })).toEqual({
      canCancel: false,
      refundOnCancel: 0,
      fee: 0,
      cancelUntil: '2027-01-01',
      refusal: 'This booking can no longer be cancelled online: cancellations close 14 days before the event.',
    });
    expect(terms({ cancelUntilDays: 1, eventDay: '2027-03-01', today: '2027-03-01' })).toMatchObject({
      canCancel: false,
      cancelUntil: '2027-02-28',
      refusal: 'This booking can no longer be cancelled online: cancellations close 1 day before the event.',
    });
    // Across a leap day and a year end.
    expect(terms({ cancelUntilDays: 1, eventDay: '2028-03-01', today: '2028-02-29' })).toMatchObject({
      canCancel: true,
      cancelUntil: '2028-02-29',
    });
    expect(terms({ cancelUntilDays: 365, eventDay: '2027-06-30', today: '2026-06-30' })).toMatchObject({
      canCancel: true,
      cancelUntil: '2026-06-30',
    });
  });

  it('keeps the fee back: its percentage of what was paid, rounded down to the penny', () => {
    expect(terms({ feePercent: 10 })).toMatchObject({ refundOnCancel: 9_000, fee: 1_000 });
    // 15% of £33.33 is 499.95p: the fee is 499p, the refund 2834p.
    expect(terms({ feePercent: 15, paid: 3_333 })).toMatchObject({ refundOnCancel: 2_834, fee: 499 });
    expect(terms({ feePercent: 100 })).toMatchObject({ canCancel: true, refundOnCancel: 0 });
  });

  it('gives back only what was not refunded already, and never less than nothing', () => {
    expect(terms({ refunded: 2_500 }).refundOnCancel).toBe(7_500);
    expect(terms({ refunded: 2_500, feePercent: 20 }).refundOnCancel).toBe(5_500);
    expect(terms({ refunded: 9_000, feePercent: 20 }).refundOnCancel).toBe(0);
  });

  it('refuses, with the reason the buyer is told, whatever else holds', () => {
    const refusal = (changes: Partial<CancellationFacts>) => {
      const answer = terms(changes);
      expect(answer).toMatchObject({ canCancel: false, refundOnCancel: 0 });
      return answer.refusal;
    };
    expect(refusal({ status: 'CANCELLED' })).toBe('This booking is already cancelled.');
    expect(refusal({ status: 'PENDING', paid: 0 })).toBe('This booking is not paid, so there is nothing to cancel.');
    expect(refusal({ status: 'EXPIRED', paid: 0 })).toBe('This booking is not paid, so there is nothing to cancel.');
    expect(refusal({ cancelUntilDays: 0 })).toBe('This event does not allow online cancellation.');
    expect(terms({ cancelUntilDays: 0 }).cancelUntil).toBeNull();
    expect(refusal({ checkedIn: true })).toBe(
      'A ticket of this booking has already been used at the door, so it can no longer be cancelled online.',
    );
  });
});
