import { allocateRefund, type RefundablePayment, refundableOf } from './refund-allocation';

const at = (day: number) => new Date(Date.UTC(2031, 0, day));
const payment = (id: string, amount: number, refunded: number, day: number): RefundablePayment => ({
  id,
  amount,
  refunded,
  createdAt: at(day),
});

// An instalment order after two of its four payments: the first, then the second instalment.
const first = payment('first', 5000, 0, 1);
const second = payment('second', 3000, 0, 20);

describe('refundableOf', () => {
  it('is what the payments took less what their refund parts hold', () => {
    expect(refundableOf([first, second])).toBe(8000);
    expect(refundableOf([payment('a', 5000, 1200, 1), payment('b', 3000, 3000, 2)])).toBe(3800);
    expect(refundableOf([])).toBe(0);
  });
});

describe('allocateRefund', () => {
  it('takes a refund from the newest payment first, then the older ones', () => {
    expect(allocateRefund([first, second], 2000)).toEqual([{ paymentId: 'second', amount: 2000 }]);
    expect(allocateRefund([first, second], 4500)).toEqual([
      { paymentId: 'second', amount: 3000 },
      { paymentId: 'first', amount: 1500 },
    ]);
    expect(allocateRefund([second, first], 8000)).toEqual([
      { paymentId: 'second', amount: 3000 },
      { paymentId: 'first', amount: 5000 },
    ]);
  });

  it('leaves out what earlier refunds hold, and payments with nothing left', () => {
    const partly = [payment('first', 5000, 500, 1), payment('second', 3000, 3000, 20)];
    expect(allocateRefund(partly, 4500)).toEqual([{ paymentId: 'first', amount: 4500 }]);
  });

  it('splits payments made at the same instant in a stable order', () => {
    const a = payment('a', 100, 0, 5);
    const b = payment('b', 100, 0, 5);
    expect(allocateRefund([b, a], 150)).toEqual(allocateRefund([a, b], 150));
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %p pence', (amount) => {
    expect(() => allocateRefund([first], amount)).toThrow(RangeError);
  });

  it('refuses more than the payments hold', () => {
    expect(() => allocateRefund([first, second], 8001)).toThrow('Only 8000 of 8001 pence can be refunded');
  });
});
