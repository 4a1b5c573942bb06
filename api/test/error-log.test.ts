import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { safeError } from '../src/http/log-redaction';
import { createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, orderPayload } from './orders-helpers';

// A failed query's error spells out its parameters (drizzle puts them in its message and stack)
// and the database's says which row failed (its detail): neither may reach the log.

const buyer = {
  firstName: 'Zebedee',
  lastName: 'Quarterman',
  email: 'zebedee.quarterman@example.com',
  phoneNumber: '447700900987',
  address: '17 Marmalade Mews, Bristol',
};

describe.each(drivers)('error log on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('logs a 500 whose database error carries the buyer, without any of the buyer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = buildApp({ config: t.config, db: t.database.db, logger: { level: 'info', stream } });
    const party = await addEvent(t.database.db, 'PARTY');
    // Every new order now fails inside the database, with the order's values in the error.
    await t.database.db.execute(sql`alter table orders add constraint orders_refused_for_test check (false) not valid`);
    try {
      const response = await app.inject({ method: 'POST', url: '/api/order/create', payload: orderPayload(party, buyer) });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Something went wrong. Please try again.');
    } finally {
      await t.database.db.execute(sql`alter table orders drop constraint orders_refused_for_test`);
      await app.close();
    }
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    // Still says what failed, and where.
    expect(failure.err).toMatchObject({
      message: expect.stringContaining('insert into "orders"'),
      stack: expect.stringContaining('    at '),
    });
    expect(JSON.stringify(failure.err)).toContain('orders_refused_for_test');
    const everything = lines.join('\n');
    for (const value of [...Object.values(buyer), 'Zebedee Quarterman', 'Quarterman', '900987', 'Marmalade']) {
      expect(everything).not.toContain(value);
    }
  });
});

describe('safeError', () => {
  it('keeps what failed and drops every value it failed with, in the error and its causes', () => {
    const cause = Object.assign(new Error('new row for relation "orders" violates check constraint "orders_check"'), {
      code: '23514',
      severity: 'ERROR',
      table: 'orders',
      constraint: 'orders_check',
      detail: 'Failing row contains (Zebedee, zeb@example.com).',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "orders" values ($1, $2)\nparams: Zebedee,zeb@example.com', { cause }),
      {
        query: 'insert into "orders" values ($1, $2)',
        params: ['Zebedee', 'zeb@example.com'],
        config: { data: { email: 'zeb@example.com' } },
      },
    );
    const logged = safeError(failed);
    expect(JSON.stringify(logged)).not.toMatch(/Zebedee|zeb@example/);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "orders" values ($1, $2)',
      query: 'insert into "orders" values ($1, $2)',
      cause: { code: '23514', table: 'orders', constraint: 'orders_check', message: expect.stringContaining('violates check constraint') },
    });
    expect(safeError('zeb@example.com')).toEqual({ type: 'string', message: 'a value that is not an Error was thrown', stack: '' });
  });
});
