import {
  addVariant,
  MerchandiseId,
  MerchandiseInput,
  MerchandiseItem,
  MerchandiseOrder,
  MerchandiseOrderQuery,
  merchandiseDisplayPrice,
} from './merchandise';

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
    displayPrice: '£45.99',
    description: 'Warm.',
    variants: ['Camo', 'Large'],
  };

  it('accepts an item and shows its price in pounds', () => {
    expect(MerchandiseItem.parse(item)).toEqual(item);
    expect(merchandiseDisplayPrice(item.price)).toBe(item.displayPrice);
    expect(merchandiseDisplayPrice(500)).toBe('£5.00');
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

describe('MerchandiseInput image', () => {
  it.each(['', '/uploads/a1b2.png', 'https://res.cloudinary.com/demo/image/upload/v1/x.png'])('accepts %p', (image) => {
    expect(MerchandiseInput.safeParse({ title: 'Tee', price: 100, image }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://evil.example/x.png', '/uploads/../secret'])(
    'refuses %p',
    (image) => {
      const result = MerchandiseInput.safeParse({ title: 'Tee', price: 100, image });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Images must be uploaded through the site first']);
    },
  );
});

describe('MerchandiseId and MerchandiseOrderQuery', () => {
  it('reads a whole id from the URL', () => {
    expect(MerchandiseId.parse({ id: '8' })).toEqual({ id: 8 });
  });

  it.each(['0', '-1', '1.5', 'abc', '99999999999'])('refuses the id %p', (id) => {
    expect(MerchandiseId.safeParse({ id }).success).toBe(false);
  });

  it('pages 10 at a time from page 1 by default', () => {
    expect(MerchandiseOrderQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(MerchandiseOrderQuery.parse({ status: 'Pending', page: '3' })).toEqual({ status: 'Pending', page: 3, pageSize: 10 });
    expect(MerchandiseOrderQuery.safeParse({ status: 'Shipped' }).success).toBe(false);
  });
});
