import { priceOrder } from '@shared/domain';
import { orderTotalWithVat } from './figures';

const terms = { totalAmount: 10_001, gender: 'FEMALE' as const };

it("adds each payment's own VAT for an order: the first as charged, then every later instalment", () => {
  expect(
    orderTotalWithVat(
      { ...terms, instalment: 'INSTALLMENT' },
      { charge: 3_001, instalment2: 2_500, instalment3: 2_500, instalment4: 2_501 },
    ),
  ).toBe(3_001 + 3_000 + 3_000 + 3_001);
  expect(orderTotalWithVat({ ...terms, instalment: 'FULL' }, { charge: 12_001, instalment2: 0, instalment3: 0, instalment4: 0 })).toBe(
    12_001,
  );
});

it('prices a payment without an order as the checkout would have: VAT on the whole for full payment', () => {
  expect(orderTotalWithVat({ ...terms, instalment: 'FULL' }, null)).toBe(12_001);
});

it('prices an instalment payment without an order as its deposit and three instalments, each with its VAT', () => {
  // £100.01: deposit £25.00 (charged £30.00), then £25.00, £25.00 and £25.01 (charged £30.00, £30.00 and £30.01).
  const price = priceOrder({
    kind: 'experience',
    price: 10_001,
    accommodationPriceSingle: 0,
    accommodationPriceShared: 0,
    quantity: 1,
    room: 'NONE',
    gender: 'MALE',
    instalment: 'INSTALLMENT',
  });
  expect([price.charge, ...price.instalments]).toEqual([3_000, 2_500, 2_500, 2_501]);
  expect(orderTotalWithVat({ ...terms, instalment: 'INSTALLMENT' }, null)).toBe(3_000 + 3_000 + 3_000 + 3_001);
});
