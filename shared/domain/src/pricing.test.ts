import { eventHasRooms, Gender, InstalmentOption, PriceInput, priceOrder, promoOff, ROOM_REQUIRED_MESSAGE, RoomType } from './pricing';
import { inclVatText, priceWithVat } from './vat';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const party: PriceInput = {
  kind: 'party',
  price: 4500,
  accommodationPriceSingle: 3000,
  accommodationPriceShared: 2000,
  discount: 500,
  discountFor: 'BOTH',
  quantity: 1,
  room: 'SHARED',
  gender: 'FEMALE',
  instalment: 'FULL',
};
const experience: PriceInput = { ...party, kind: 'experience', discount: 0, discountFor: '' };

describe('priceOrder: hand-computed examples', () => {
  it('experience, shared room, 3 tickets, instalments', () => {
    expect(priceOrder({ ...experience, quantity: 3, instalment: 'INSTALLMENT' })).toEqual({
      unitPrice: 4500,
      accommodationUnit: 2000,
      quantity: 3,
      base: 19500,
      discount: 0,
      promoDiscount: 0,
      total: 19500,
      dueNow: 4875,
      vat: 975,
      charge: 5850,
      instalments: [4875, 4875, 4875],
      remaining: 14625,
    });
  });

  it('experience, single room, 2 tickets, full payment', () => {
    expect(priceOrder({ ...experience, quantity: 2, room: 'SINGLE' })).toEqual({
      unitPrice: 4500,
      accommodationUnit: 3000,
      quantity: 2,
      base: 15000,
      discount: 0,
      promoDiscount: 0,
      total: 15000,
      dueNow: 15000,
      vat: 3000,
      charge: 18000,
      instalments: [],
      remaining: 0,
    });
  });

  // One experience ticket without accommodation, so the total is the ticket price.
  const priceTotal = (total: number, instalment: InstalmentOption) =>
    priceOrder({ ...experience, price: total, accommodationPriceShared: 0, instalment });

  it.each([
    // total, due now, later instalments, VAT, charge
    [1000, 250, [250, 250, 250], 50, 300],
    [1001, 250, [250, 250, 251], 50, 300], // 250.25 rounds down; the 1p remainder goes last
    [1002, 251, [250, 250, 251], 50, 301], // 250.5 rounds half-up; VAT 50.2 rounds down
    [1003, 251, [250, 250, 252], 50, 301], // 250.75 rounds up; the 2p remainder goes last
    [2, 1, [0, 0, 1], 0, 1], // 0.5 rounds half-up
    [1, 0, [0, 0, 1], 0, 0],
    [0, 0, [0, 0, 0], 0, 0],
  ])('instalments on %i pence: due now %i, then %j, VAT %i, charge %i', (total, dueNow, instalments, vat, charge) => {
    expect(priceTotal(total, 'INSTALLMENT')).toMatchObject({
      total,
      dueNow,
      instalments,
      vat,
      charge,
      remaining: total - dueNow,
    });
  });

  it.each([
    [1, 0, 1], // VAT of 0.2p rounds to 0
    [2, 0, 2], // 0.4p
    [3, 1, 4], // 0.6p rounds to 1
    [7, 1, 8], // 1.4p
    [8, 2, 10], // 1.6p
    [99, 20, 119], // 19.8p
  ])('VAT on a due-now of %i pence is %i (charge %i)', (dueNow, vat, charge) => {
    expect(priceTotal(dueNow, 'FULL')).toMatchObject({ dueNow, vat, charge, instalments: [], remaining: 0 });
  });

  it('party discount for BOTH applies per ticket: 2 x (4500 + 3000) - 2 x 500', () => {
    expect(priceOrder({ ...party, quantity: 2, room: 'SINGLE', gender: 'MALE' })).toEqual({
      unitPrice: 4500,
      accommodationUnit: 3000,
      quantity: 2,
      base: 15000,
      discount: 1000,
      promoDiscount: 0,
      total: 14000,
      dueNow: 14000,
      vat: 2800,
      charge: 16800,
      instalments: [],
      remaining: 0,
    });
  });

  it('party discount for FEMALE, female buyer, 7 tickets by instalments', () => {
    const result = priceOrder({
      ...party,
      discountFor: 'FEMALE',
      gender: 'FEMALE',
      quantity: 7,
      instalment: 'INSTALLMENT',
    });
    // base 7 x 6500 = 45500, discount 3500, total 42000, deposit 10500, rest 31500 = 3 x 10500
    expect(result).toMatchObject({
      base: 45500,
      discount: 3500,
      promoDiscount: 0,
      total: 42000,
      dueNow: 10500,
      vat: 2100,
      charge: 12600,
      instalments: [10500, 10500, 10500],
      remaining: 31500,
    });
  });

  it('party discount for FEMALE does not apply to a male buyer', () => {
    const result = priceOrder({ ...party, discountFor: 'FEMALE', gender: 'MALE', quantity: 2 });
    expect(result.discount).toBe(0);
    expect(result.total).toBe(13000);
  });

  it('never discounts below zero', () => {
    const result = priceOrder({
      ...party,
      price: 300,
      accommodationPriceShared: 100,
      discount: 1000,
      quantity: 3,
    });
    expect(result.base).toBe(1200);
    expect(result.discount).toBe(1200);
    expect(result).toMatchObject({ total: 0, dueNow: 0, vat: 0, charge: 0 });
  });

  it('ignores a discount on an experience', () => {
    const result = priceOrder({ ...experience, discount: 500, discountFor: 'BOTH', quantity: 2 });
    expect(result.discount).toBe(0);
    expect(result.total).toBe(13000);
  });

  it('treats a missing discount or discountFor as no discount', () => {
    const { discount: _d, discountFor: _f, ...bare } = party;
    expect(priceOrder(bare).discount).toBe(0);
    expect(priceOrder({ ...party, discount: undefined }).discount).toBe(0);
    expect(priceOrder({ ...party, discountFor: '' }).discount).toBe(0);
  });
});

describe('priceOrder: invariants over every combination', () => {
  const kinds = ['experience', 'party'] as const;
  const instalmentOptions = InstalmentOption.options;
  // Rooms the event offers; NONE has its own tests below.
  const rooms = RoomType.options.filter((room) => room !== 'NONE');
  const genders = Gender.options;
  const targets = ['', 'MALE', 'FEMALE', 'BOTH'] as const;
  const quantities = [1, 2, 3, 7];
  // Odd amounts so the deposit, VAT and instalment split all hit non-trivial remainders.
  const event = {
    price: 4599,
    accommodationPriceSingle: 3333,
    accommodationPriceShared: 1250,
    discount: 777,
  };

  const cases = kinds.flatMap((kind) =>
    instalmentOptions.flatMap((instalment) =>
      rooms.flatMap((room) =>
        genders.flatMap((gender) =>
          targets.flatMap((discountFor) =>
            quantities.map((quantity) => ({
              ...event,
              kind,
              instalment,
              room,
              gender,
              discountFor,
              quantity,
            })),
          ),
        ),
      ),
    ),
  );

  it('covers 256 combinations', () => {
    expect(cases).toHaveLength(256);
  });

  it.each(cases)('$kind $instalment $room $gender discountFor=$discountFor x$quantity', (input) => {
    const r = priceOrder(input);
    const accommodation = input.room === 'SINGLE' ? 3333 : 1250;
    expect(r.unitPrice).toBe(4599);
    expect(r.accommodationUnit).toBe(accommodation);
    expect(r.quantity).toBe(input.quantity);
    expect(r.base).toBe((4599 + accommodation) * input.quantity);

    const discounted = input.kind === 'party' && (input.discountFor === 'BOTH' || input.discountFor === input.gender);
    expect(r.discount).toBe(discounted ? 777 * input.quantity : 0);
    expect(r.total).toBe(r.base - r.discount);

    if (input.instalment === 'FULL') {
      expect(r.dueNow).toBe(r.total);
      expect(r.instalments).toEqual([]);
      expect(r.remaining).toBe(0);
    } else {
      expect(r.dueNow).toBe(Math.round(r.total / 4));
      expect(r.instalments).toHaveLength(3);
      const [first, second, last] = r.instalments;
      expect(second).toBe(first);
      expect(last - first).toBeGreaterThanOrEqual(0);
      expect(last - first).toBeLessThan(3);
      expect(r.remaining).toBe(r.total - r.dueNow);
    }
    expect(r.dueNow + sum(r.instalments)).toBe(r.total);
    // dueNow / 5 never lands exactly on .5, so Math.round is half-up here.
    expect(r.vat).toBe(Math.round(r.dueNow / 5));
    expect(r.charge).toBe(r.dueNow + r.vat);
    for (const amount of Object.values(r).flat()) {
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('priceOrder: invalid input', () => {
  it.each<[string, Record<string, unknown>]>([
    ['quantity 0', { quantity: 0 }],
    ['negative quantity', { quantity: -1 }],
    ['fractional quantity', { quantity: 1.5 }],
    ['quantity above 100', { quantity: 101 }],
    ['NaN quantity', { quantity: Number.NaN }],
    ['negative price', { price: -1 }],
    ['fractional price', { price: 45.5 }],
    ['price as a string', { price: '4500' }],
    ['negative accommodation', { accommodationPriceShared: -100 }],
    ['fractional accommodation', { accommodationPriceSingle: 0.5 }],
    ['negative discount', { discount: -500 }],
    ['unknown kind', { kind: 'merchandise' }],
    ['unknown room', { room: 'DOUBLE' }],
    ['unknown gender', { gender: 'OTHER' }],
    ['unknown instalment', { instalment: 'MONTHLY' }],
    ['unknown discountFor', { discountFor: 'KIDS' }],
  ])('throws for %s', (_name, override) => {
    expect(() => priceOrder({ ...party, ...override } as PriceInput)).toThrow(/^Invalid pricing input/);
  });

  it('names the offending field in the message', () => {
    expect(() => priceOrder({ ...party, quantity: 0 })).toThrow(/quantity/);
    expect(() => priceOrder({ ...party, room: 'NONE' } as unknown as PriceInput)).toThrow(/Please select a room type\./);
  });

  it('accepts the 100-ticket maximum', () => {
    expect(priceOrder({ ...experience, quantity: 100 }).base).toBe(650000);
  });
});

describe('events without rooms', () => {
  const roomless = {
    kind: 'experience',
    price: 4500,
    accommodationPriceSingle: 0,
    accommodationPriceShared: 0,
    quantity: 2,
    gender: 'MALE',
    instalment: 'FULL',
  } as const;

  it('prices room NONE with no accommodation', () => {
    const r = priceOrder({ ...roomless, room: 'NONE' });
    expect(r.accommodationUnit).toBe(0);
    expect(r.total).toBe(9000);
    expect(r.charge).toBe(10800);
  });

  it('refuses NONE for an event that has rooms, naming the choice to make', () => {
    expect(() => priceOrder({ ...roomless, accommodationPriceShared: 1, room: 'NONE' })).toThrow(ROOM_REQUIRED_MESSAGE);
  });

  it('tells events with rooms from those without', () => {
    expect(eventHasRooms({ accomodationPriceSingle: 0, accomodationPriceShared: 0 })).toBe(false);
    expect(eventHasRooms({ accomodationPriceSingle: 0, accomodationPriceShared: 100 })).toBe(true);
    expect(eventHasRooms({ accomodationPriceSingle: 100, accomodationPriceShared: 0 })).toBe(true);
  });
});

describe('VAT-inclusive prices', () => {
  it('adds VAT as the checkout charges it', () => {
    expect(priceWithVat(4500)).toBe(5400);
    // The same rounding as the order's VAT line: 20% of 4599 is 919.8, so 920.
    expect(priceWithVat(4599)).toBe(
      4599 +
        priceOrder({
          kind: 'experience',
          price: 4599,
          accommodationPriceSingle: 0,
          accommodationPriceShared: 0,
          quantity: 1,
          room: 'NONE',
          gender: 'MALE',
          instalment: 'FULL',
        }).vat,
    );
  });

  it('reads as the figure beside the ticket price', () => {
    expect(inclVatText(4500)).toBe('£54.00 incl. VAT');
    expect(inclVatText(0)).toBe('£0.00 incl. VAT');
  });
});

describe('promo codes (docs/product-rules.md#promo-codes)', () => {
  it('takes a fixed amount off the order before VAT, which is charged on the discounted total', () => {
    // base 2 x (4500 + 2000) = 13000, less £20.00: total 11000, VAT 2200, charge 13200
    expect(priceOrder({ ...experience, quantity: 2, promo: { kind: 'AMOUNT', value: 2000 } })).toMatchObject({
      base: 13000,
      discount: 2000,
      promoDiscount: 2000,
      total: 11000,
      dueNow: 11000,
      vat: 2200,
      charge: 13200,
    });
  });

  it('takes a percentage of what is left after a party discount, rounded half-up', () => {
    // base 3 x 6500 = 19500, party discount 1500, promo 15% of 18000 = 2700
    const result = priceOrder({ ...party, quantity: 3, promo: { kind: 'PERCENT', value: 15 } });
    expect(result).toMatchObject({ base: 19500, discount: 4200, promoDiscount: 2700, total: 15300, vat: 3060, charge: 18360 });
    // 33% of 6500 (ticket and room, no party discount for this gender) is 2145
    expect(priceOrder({ ...party, discountFor: 'MALE', promo: { kind: 'PERCENT', value: 33 } }).promoDiscount).toBe(2145);
    // Half of 1 penny is 0.5: half-up to 1
    expect(priceOrder({ ...experience, price: 1, accommodationPriceShared: 0, promo: { kind: 'PERCENT', value: 50 } }).promoDiscount).toBe(
      1,
    );
  });

  it('never takes more than the order costs', () => {
    const amount = priceOrder({ ...party, promo: { kind: 'AMOUNT', value: 1_000_000 } });
    expect(amount).toMatchObject({ base: 6500, discount: 6500, promoDiscount: 6000, total: 0, vat: 0, charge: 0 });
    const all = priceOrder({ ...experience, promo: { kind: 'PERCENT', value: 100 } });
    expect(all).toMatchObject({ discount: 6500, promoDiscount: 6500, total: 0, charge: 0 });
  });

  it('splits the discounted total into the deposit and the instalments', () => {
    // base 10000 less 10%: 9000, deposit 2250, then 3 x 2250
    const result = priceOrder({
      ...experience,
      price: 10000,
      accommodationPriceShared: 0,
      instalment: 'INSTALLMENT',
      promo: { kind: 'PERCENT', value: 10 },
    });
    expect(result).toMatchObject({ total: 9000, dueNow: 2250, vat: 450, charge: 2700, instalments: [2250, 2250, 2250] });
  });

  it('takes nothing without a code, and refuses a discount that is not a whole positive number', () => {
    expect(priceOrder(experience).promoDiscount).toBe(0);
    expect(promoOff(500, undefined)).toBe(0);
    expect(() => priceOrder({ ...experience, promo: { kind: 'AMOUNT', value: 0 } })).toThrow();
    expect(() => priceOrder({ ...experience, promo: { kind: 'PERCENT', value: 2.5 } })).toThrow();
  });
});
