import { TRANSACTION_SORT_FIELDS, TransactionExportQuery, TransactionPage } from '@shared/domain';
import { transactions } from '../src/db/schema';
import { transactionBatches } from '../src/transactions/queries';
import { adminSuite, bearer, drivers, memberToken } from './helpers';
import { demoPayments } from './demo-payments';
import { BAD_PAYMENT_FILTERS } from './payment-filters';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

const HEADER = 'Name,Email,Event,Type,Method,Date,Paid,Order total,Balance,Refunded,Status';

/** The cells of a CSV file, line by line: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (quoted && character === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (!quoted && character === ',') {
      cells.push(cell);
      cell = '';
    } else if (!quoted && character === '\r' && text[i + 1] === '\n') {
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i += 1;
    } else {
      cell += character;
    }
  }
  return lines;
}

describe.each(drivers)('GET /api/admin/transactions.csv on %s', (driver) => {
  // No demo history: the suite's own payments are every payment on record.
  const suite = adminSuite(driver, { SEED_DEMO: '0' });

  const get = (url: string, headers = suite.auth) => suite.t.app.inject({ method: 'GET', url, headers });

  /** The export's lines for a query (after the header), each a list of cells. */
  const exported = async (query = '') => {
    const response = await get(`/api/admin/transactions.csv${query}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header.join(',')).toBe(HEADER);
    return rows;
  };

  /** Every row of the paged endpoint for a query, as Payment Tracking's grid shows them. */
  const paged = async (query = '') => {
    const response = await get(`/api/admin/transactions?pageSize=100${query && `&${query.slice(1)}`}`);
    return TransactionPage.parse(response.json()).data;
  };

  const pay = demoPayments();

  beforeAll(async () => {
    const party = await addEvent(suite.t.database.db, 'PARTY');
    await suite.t.database.db.insert(transactions).values([
      pay({ payerFirstName: 'Ada', payerLastName: 'Obi', amountPaid: 123456, totalAmount: 102880 }),
      pay({ payerFirstName: 'Bola', status: 'PENDING', paymentMethod: 'Paypal' }),
      pay({ payerFirstName: 'Chi', status: 'FAILED', productType: 'Party', productId: party.id, productName: 'Rooftop Brunch' }),
      pay({ payerFirstName: 'Fay', status: 'PARTIALLY_REFUNDED', refunded: 200, paymentMethod: 'Paypal' }),
      // What a spreadsheet would run as a formula, and what CSV has to quote.
      pay({ payerFirstName: '=HYPERLINK("http://evil.example")', payerLastName: 'Smith' }),
      pay({ payerFirstName: '+44', payerLastName: 'Plus', payerEmail: '@handle@example.com' }),
      pay({ payerFirstName: 'Quote', payerLastName: 'O"Brien', productName: 'Cap, "Camo"\nEdition' }),
      pay({ payerFirstName: '-1', payerLastName: 'Minus', productName: '\tTabbed' }),
      ...Array.from({ length: 25 }, () => pay({})),
    ]);
    // A real order's payment too, whose figures come from its order.
    const experience = await addEvent(suite.t.database.db, 'EXPERIENCE');
    const id = await orderId(suite.t, experience, { firstName: 'Hal', lastName: 'Order', email: 'hal@example.com' });
    await completeSandbox(suite.t, await sandboxPath(suite.t, id));
  });

  it('answers a CSV download of every payment, not one page, marked not to be kept', async () => {
    const response = await get('/api/admin/transactions.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-tracking.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    // A byte order mark, so Excel reads the pound sign as UTF-8; then the header line, ended by CRLF.
    expect(response.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(await exported()).toHaveLength(34);
  });

  it('writes the grid text of each column, amounts in pounds with VAT, newest first', async () => {
    const rows = await exported('?status=Successful&sort=amountPaid&dir=desc');
    expect(rows[0]).toEqual([
      'Ada Obi',
      'buyer1@example.com',
      'Camo Cap',
      'Merchandise',
      'Stripe',
      '1 Jan 2026',
      '£1,234.56',
      '£1,234.56',
      '£0.00',
      '£0.00',
      'Successful',
    ]);
    const [fay] = await exported('?status=Partially%20refunded');
    expect(fay).toEqual([
      'Fay Test',
      'buyer4@example.com',
      'Camo Cap',
      'Merchandise',
      'PayPal',
      '1 Jan 2026',
      '£12.00',
      '£12.00',
      '£0.00',
      '£2.00',
      'Partially refunded',
    ]);
  });

  it('quotes what CSV must and starts a would-be formula with an apostrophe', async () => {
    const response = await get('/api/admin/transactions.csv?search=smith');
    expect(response.body.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\) Smith",/);
    const cells = (search: string) => exported(`?search=${encodeURIComponent(search)}`).then(([row]) => row);
    expect((await cells('smith'))[0]).toBe(`'=HYPERLINK("http://evil.example") Smith`);
    expect((await cells('plus')).slice(0, 2)).toEqual(["'+44 Plus", "'@handle@example.com"]);
    expect((await cells('brien')).slice(0, 3)).toEqual(['Quote O"Brien', 'buyer7@example.com', 'Cap, "Camo"\nEdition']);
    expect((await cells('minus')).slice(0, 3)).toEqual(["'-1 Minus", 'buyer8@example.com', "'\tTabbed"]);
  });

  it.each([
    ['filter (none)', ''],
    ['status', '?status=Successful'],
    ['method', '?method=Paypal'],
    ['product type', '?productType=Party'],
    ['search', '?search=test'],
    ['sort', '?sort=payer&dir=asc'],
    ['filters, search and sort together', '?status=Successful&method=Stripe&search=buyer&sort=amountPaid&dir=asc'],
  ])('holds the rows the paged list has for the same %s, in its order, as the grid shows them', async (_, query) => {
    const rows = await exported(query);
    const page = await paged(query);
    // One e-mail starts with @, which the export neutralises.
    expect(rows.map((row) => row[1])).toEqual(page.map((payment) => payment.payerEmail.replace(/^@/, "'@")));
    expect(rows.map((row) => row.slice(6, 10))).toEqual(
      page.map(({ amountPaid, totalAmount, balance, refunded }) =>
        [amountPaid, totalAmount, balance, refunded].map((pence) => `£${(pence / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+\.)/, ',')),
      ),
    );
  });

  it('exports more than a page: all 31 successful payments where a page holds 10', async () => {
    expect(await exported('?status=Successful')).toHaveLength(31);
    expect((await paged('?status=Successful')).length).toBe(31);
    expect(await exported('?productType=Party')).toEqual([expect.arrayContaining(['Chi Test', 'Rooftop Brunch', 'Failed'])]);
    // Paging asked for is ignored: the export is the whole filter.
    expect(await exported('?page=3&pageSize=1&status=Successful')).toHaveLength(31);
  });

  it.each(TRANSACTION_SORT_FIELDS.flatMap((sort) => [`sort=${sort}&dir=asc`, `sort=${sort}&dir=desc`]))(
    'reads batch after batch without repeating or missing a payment, in the order of a page, for %s',
    async (sort) => {
      const query = TransactionExportQuery.parse(Object.fromEntries(new URLSearchParams(sort)));
      const batches: string[][] = [];
      for await (const batch of transactionBatches(suite.t.database.db, query, 4)) batches.push(batch.map((t) => t.id));
      expect(batches.slice(0, -1).every((batch) => batch.length === 4)).toBe(true);
      expect(batches.flat()).toEqual((await paged(`?${sort}`)).map((t) => t.id));
    },
  );

  it.each(BAD_PAYMENT_FILTERS)('answers 400 naming what is wrong for %s, and no file', async (query, named) => {
    const response = await get(`/api/admin/transactions.csv${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().message).toContain(named);
  });

  it('is for those who may see the payments, as the paged list is', async () => {
    const url = '/api/admin/transactions.csv';
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, bearer(await memberToken(suite.t, 'CHECK_IN')))).statusCode).toBe(403);
    expect((await get(url, bearer(await memberToken(suite.t, 'FINANCE')))).statusCode).toBe(200);
  });
});
