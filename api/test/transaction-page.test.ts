import { TransactionList, TransactionPage } from '@shared/domain';
import { transactions } from '../src/db/schema';
import { adminSuite, drivers, memberToken, bearer } from './helpers';
import { demoPayments } from './demo-payments';
import { BAD_PAYMENT_FILTERS } from './payment-filters';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

describe.each(drivers)('GET /api/admin/transactions on %s', (driver) => {
  // No demo history: the suite's own payments are every payment on record.
  const suite = adminSuite(driver, { SEED_DEMO: '0' });

  const get = (query: string, headers = suite.auth) =>
    suite.t.app.inject({ method: 'GET', url: `/api/admin/transactions${query}`, headers });

  const page = async (query = '') => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return TransactionPage.parse(response.json());
  };

  /** The payers' first names of a page, in its order. */
  const names = async (query = '') => (await page(query)).data.map((transaction) => transaction.payerFirstName);

  const pay = demoPayments();

  beforeAll(async () => {
    const party = await addEvent(suite.t.database.db, 'PARTY');
    const experience = await addEvent(suite.t.database.db, 'EXPERIENCE');
    await suite.t.database.db
      .insert(transactions)
      .values([
        pay({ payerFirstName: 'Ada', payerLastName: 'Obi', payerEmail: 'ada.obi@example.com', amountPaid: 5000 }),
        pay({ payerFirstName: 'Bola', payerLastName: 'Ade', payerEmail: 'bola@mail.test', status: 'PENDING', paymentMethod: 'Paypal' }),
        pay({ payerFirstName: 'Chi', status: 'FAILED', productType: 'Party', productId: party.id, productName: 'Rooftop Brunch' }),
        pay({ payerFirstName: 'Dan', status: 'DECLINED', productType: 'Party', productId: party.id, productName: 'Rooftop Brunch' }),
        pay({ payerFirstName: 'Eve', status: 'REFUNDED', refunded: 1200, productType: 'Experience', productId: experience.id }),
        pay({ payerFirstName: 'Fay', status: 'PARTIALLY_REFUNDED', refunded: 200, paymentMethod: 'Paypal', productName: 'Zebra Tee' }),
        pay({ payerFirstName: 'gus', payerLastName: 'Percent%', payerEmail: 'gus_under@example.com', amountPaid: 100 }),
        ...Array.from({ length: 18 }, () => pay({ amountPaid: 1200 })),
      ]);
    // A real order's payment too, whose figures come from its order.
    const id = await orderId(suite.t, experience, { firstName: 'Hal', lastName: 'Order', email: 'hal@example.com' });
    await completeSandbox(suite.t, await sandboxPath(suite.t, id));
  });

  it('answers the first 10 payments, newest first, with the paging figures', async () => {
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 26 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].payerFirstName).toBe('Hal');
    const dates = first.data.map((transaction) => transaction.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers every payment exactly as GET /transaction/get does, page after page', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/api/transaction/get', headers: suite.auth });
    const all = TransactionList.parse(response.json()).data;
    const pages = [await page('?page=1'), await page('?page=2'), await page('?page=3')];
    expect(pages.flatMap((answer) => answer.data)).toEqual(all);
    expect(pages.map((answer) => answer.data.length)).toEqual([10, 10, 6]);
    expect(await page('?page=4')).toMatchObject({ data: [], total: 26 });
  });

  it('answers the page size asked for, up to 100', async () => {
    expect((await page('?pageSize=25')).data).toHaveLength(25);
    expect((await page('?pageSize=25&page=2')).data).toHaveLength(1);
  });

  it('filters by each status label, any status it does not name counting as Failed', async () => {
    const status = (label: string) => names(`?status=${encodeURIComponent(label)}&pageSize=100`);
    expect(await status('Pending')).toEqual(['Bola']);
    expect(await status('Failed')).toEqual(['Dan', 'Chi']);
    expect(await status('Refunded')).toEqual(['Eve']);
    expect(await status('Partially refunded')).toEqual(['Fay']);
    expect(await status('Successful')).toHaveLength(21);
    expect((await page('?status=Failed')).total).toBe(2);
  });

  it('filters by payment method and by product type, and combines the filters', async () => {
    expect(await names('?method=Paypal')).toEqual(['Fay', 'Bola']);
    expect((await page('?method=Stripe')).total).toBe(24);
    expect(await names('?productType=Party')).toEqual(['Dan', 'Chi']);
    expect(await names('?productType=Experience')).toEqual(['Hal', 'Eve']);
    expect((await page('?productType=Merchandise')).total).toBe(22);
    expect(await names('?productType=Party&status=Failed&method=Stripe')).toEqual(['Dan', 'Chi']);
    expect(await page('?productType=Party&method=Paypal')).toMatchObject({ data: [], total: 0 });
  });

  it("searches every word in the payer's name and e-mail, in any case", async () => {
    expect(await names('?search=ADE')).toEqual(['Bola']);
    expect(await names('?search=ada%20obi')).toEqual(['Ada']);
    expect(await names('?search=%20mail.test%20')).toEqual(['Bola']);
    expect(await names('?search=ada%20carol')).toEqual([]);
    expect(await names('?search=hal%40example')).toEqual(['Hal']);
    // A whole address: the index is asked for its part up to the '@', the domain checked on the rows found.
    expect(await names('?search=ADA.OBI%40EXAMPLE.COM')).toEqual(['Ada']);
    expect(await names('?search=obi%40example.com')).toEqual(['Ada']);
    expect(await names('?search=ada.obi%40example.org')).toEqual([]);
    expect(await names('?search=gus_under%40example.com')).toEqual(['gus']);
    expect(await names('?search=a%40mail.test')).toEqual(['Bola']);
    expect(await names('?search=ada%20obi%40example.com')).toEqual(['Ada']);
    expect((await page('?search=test')).total).toBe(23);
    // LIKE's wildcards are searched as themselves.
    expect(await names('?search=%25')).toEqual(['gus']);
    expect(await names('?search=_under')).toEqual(['gus']);
    expect(await names('?search=e_t')).toEqual([]);
    expect(await page('?search=')).toMatchObject({ total: 26 });
  });

  it('sorts by each column either way, ties by payment id in the same direction', async () => {
    const sorted = async (sort: string, dir: 'asc' | 'desc') => (await page(`?sort=${sort}&dir=${dir}&pageSize=100`)).data;
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const key: Record<string, (t: TransactionPage['data'][number]) => string | number> = {
      payer: (t) => `${t.payerFirstName} ${t.payerLastName}`.toLowerCase(),
      payerEmail: (t) => t.payerEmail.toLowerCase(),
      productName: (t) => t.productName.toLowerCase(),
      productType: (t) => t.productType,
      paymentMethod: (t) => t.paymentMethod,
      date: (t) => t.date,
      amountPaid: (t) => t.amountPaid,
      refunded: (t) => t.refunded,
      status: (t) =>
        ['FAILED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'SUCCESS'].indexOf(t.status === 'DECLINED' ? 'FAILED' : t.status),
    };
    for (const [sort, of] of Object.entries(key)) {
      const ascending = await sorted(sort, 'asc');
      const expected = [...ascending].sort((a, b) => (of(a) < of(b) ? -1 : of(a) > of(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      expect([sort, ids(ascending)]).toEqual([sort, ids(expected)]);
      expect([sort, ids(await sorted(sort, 'desc'))]).toEqual([sort, ids(expected).reverse()]);
    }
    expect((await sorted('amountPaid', 'asc'))[0].payerFirstName).toBe('gus');
    expect((await sorted('status', 'asc')).slice(0, 3).map((t) => t.payerFirstName)).toEqual(expect.arrayContaining(['Chi', 'Dan']));
  });

  it('pages a sort with ties without repeating or missing a payment', async () => {
    const pages = [
      await page('?sort=amountPaid&dir=desc'),
      await page('?sort=amountPaid&dir=desc&page=2'),
      await page('?sort=amountPaid&dir=desc&page=3'),
    ];
    const seen = pages.flatMap((answer) => answer.data.map((t) => t.id));
    expect(new Set(seen).size).toBe(26);
  });

  it.each([['?page=0', 'page'], ['?page=abc', 'page'], ['?pageSize=101', 'pageSize'], ...BAD_PAYMENT_FILTERS])(
    'answers 400 naming what is wrong for %s',
    async (query, named) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(named);
    },
  );

  it('is for those who may see the payments, as GET /transaction/get is', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    expect((await get('', bearer(await memberToken(suite.t, 'CHECK_IN')))).statusCode).toBe(403);
    expect((await get('', bearer(await memberToken(suite.t, 'FINANCE')))).statusCode).toBe(200);
  });
});
