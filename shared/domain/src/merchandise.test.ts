import { addVariant, MerchandiseInput, MerchandiseItem, MerchandiseOrder } from './merchandise';
import { formatPounds } from './money';

describe('addVariant', () => {
  it('appends a trimmed new variant without touching the original list', () => {
    const sizes = ['Small'];
    expect(addVariant(sizes, '  Large ')).toEqual(['Small', 'Large']);
    expect(sizes).toEqual(['Small']);
  });

  it.each(['', '   ', 'Small', 'small', ' SMALL '])('ignores %p', (typed) => {
    expect(addVariant(['Small'], typed)).toEqual(['Small']);
  });
});

describe('MerchandiseItem', () => {
  const item: MerchandiseItem = {
    id: 9,
    image: 'data:image/png;base64,iVBORw0KGgo=',
    title: 'Camo Hoodie',
    price: 4599,
    description: 'Warm.',
    variants: ['Camo', 'Large'],
  };

  it('accepts an item and shows its price in pounds', () => {
    expect(MerchandiseItem.parse(item)).toEqual(item);
    expect(formatPounds(item.price)).toBe('£45.99');
  });

  it.each<[keyof MerchandiseItem, unknown]>([
    ['id', 0],
    ['id', '9'],
    ['price', '£45.99'],
    ['price', 45.99],
    ['title', ''],
  ])('rejects %s = %p', (field, value) => {
    expect(MerchandiseItem.safeParse({ ...item, [field]: value }).success).toBe(false);
  });
});

describe('MerchandiseInput', () => {
  it('trims, fills defaults and de-duplicates variants', () => {
    expect(
      MerchandiseInput.parse({
        title: '  Orange Tee ',
        price: 1999,
        variants: [' Orange', 'orange', '', 'Large', 'Large '],
      }),
    ).toEqual({
      title: 'Orange Tee',
      price: 1999,
      description: '',
      image: '',
      variants: ['Orange', 'Large'],
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ title: '   ', price: 100 }, 'Please enter a title'],
    [{ price: 100 }, 'Please enter a title'],
    [{ title: 'Tee', price: 0 }, 'Price must be at least £0.01'],
  ])('rejects %p with %p', (input, message) => {
    const result = MerchandiseInput.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes the price in whole pence', () => {
    const result = MerchandiseInput.safeParse({ title: 'Tee', price: 19.99 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['price']]);
  });

  it('accepts the minimum price of one penny', () => {
    expect(MerchandiseInput.parse({ title: 'Sticker', price: 1 }).price).toBe(1);
  });
});

describe('MerchandiseOrder', () => {
  const order: MerchandiseOrder = {
    id: 1,
    itemName: 'Camo Hoodie',
    payerEmail: 'ada@example.com',
    paymentType: 'Bank Transfer',
    date: '2026-03-01T10:00:00.000Z',
    status: 'Pending',
    quantity: 2,
    amount: 9198,
    deliveryDate: '2026-03-08T10:00:00.000Z',
    image: '/uploads/hoodie.png',
  };

  it('accepts a demo order', () => {
    expect(MerchandiseOrder.parse(order)).toEqual(order);
  });

  it.each<[keyof MerchandiseOrder, unknown]>([
    ['status', 'Shipped'],
    ['paymentType', 'Cash'],
    ['amount', 91.98],
    ['quantity', 0],
    ['deliveryDate', 'next week'],
  ])('rejects %s = %p', (field, value) => {
    const result = MerchandiseOrder.safeParse({ ...order, [field]: value });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
  });
});
