import { InstalmentType, PaidUsers, PaidUsersQuery, Transaction, TransactionQuery } from './transactions';

const PRODUCT_ID = '3f2b8c1e-9d4a-4e6b-8f1c-2a7d5e9b0c31';

const transaction: Transaction = {
  id: 'txn_1',
  payerEmail: 'ada@example.com',
  payerFirstName: 'Ada',
  payerLastName: 'Obi',
  payerPhoneNumber: '447700900123',
  productName: 'Lagos Beach Party',
  productType: 'Party',
  productId: PRODUCT_ID,
  orderId: null,
  paymentMethod: 'Stripe',
  date: '2026-03-14T18:30:00.000Z',
  amountPaid: 5850,
  totalAmount: 19500,
  individualPrice: 4500,
  quantity: 3,
  discount: 0,
  gender: 'FEMALE',
  room: 'SHARED',
  roomCost: 2000,
  installment: 'INSTALLMENT',
  installmentType: 'INSTALLMENT_1',
  refunded: 0,
  balance: 13650,
  status: 'SUCCESS',
};

describe('Transaction', () => {
  it('accepts a transaction as the API sends it', () => {
    expect(Transaction.parse(transaction)).toEqual(transaction);
  });

  it('accepts a date with an offset and a room of NONE', () => {
    const parsed = Transaction.parse({ ...transaction, date: '2026-03-14T19:30:00+01:00', room: 'NONE' });
    expect(parsed.room).toBe('NONE');
  });

  it('keeps an unfamiliar status rather than failing the list', () => {
    expect(Transaction.parse({ ...transaction, status: 'REFUNDED' }).status).toBe('REFUNDED');
  });

  it.each<[keyof Transaction, unknown]>([
    ['amountPaid', 58.5],
    ['totalAmount', -1],
    ['individualPrice', '4500'],
    ['quantity', 0],
    ['room', 'shared'],
    ['installmentType', 'INSTALLMENT_5'],
    ['installment', 'PART'],
    ['productType', 'Tickets'],
    ['paymentMethod', 'Cash'],
    ['gender', 'OTHER'],
    ['date', '14/03/2026'],
    ['status', ''],
    ['id', ''],
  ])('rejects %s = %p', (field, value) => {
    const result = Transaction.safeParse({ ...transaction, [field]: value });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
  });

  it('lists the five payment kinds', () => {
    expect(InstalmentType.options).toEqual(['FULL', 'INSTALLMENT_1', 'INSTALLMENT_2', 'INSTALLMENT_3', 'INSTALLMENT_4']);
  });
});

describe('queries', () => {
  it('the transaction list filters are optional', () => {
    expect(TransactionQuery.parse({})).toEqual({});
    expect(TransactionQuery.parse({ productType: 'Experience', productId: PRODUCT_ID })).toEqual({
      productType: 'Experience',
      productId: PRODUCT_ID,
    });
  });

  it('filters by an event uuid or a merchandise number', () => {
    expect(TransactionQuery.parse({ productType: 'Merchandise', productId: '12' })).toEqual({
      productType: 'Merchandise',
      productId: '12',
    });
  });

  it.each([
    { productType: 'Merch' },
    { productId: '0' },
    { productId: '-1' },
    { productId: '1.5' },
    { productId: "1' or '1'='1" },
    { productId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c1z' },
  ])('rejects %p', (query) => {
    expect(TransactionQuery.safeParse(query).success).toBe(false);
  });

  it('paid-users needs both the product type and id', () => {
    expect(PaidUsersQuery.safeParse({ productType: 'Party', productId: PRODUCT_ID }).success).toBe(true);
    expect(PaidUsersQuery.safeParse({ productType: 'Party' }).success).toBe(false);
    expect(PaidUsersQuery.safeParse({ productId: PRODUCT_ID }).success).toBe(false);
    expect(PaidUsersQuery.safeParse({ productType: 'Merchandise', productId: PRODUCT_ID }).success).toBe(false);
  });

  it('paid-users answers a whole, non-negative count', () => {
    expect(PaidUsers.parse({ count: 3 })).toEqual({ count: 3 });
    expect(PaidUsers.safeParse({ count: -1 }).success).toBe(false);
    expect(PaidUsers.safeParse({ count: 1.5 }).success).toBe(false);
  });
});
