import { createTokens } from '../src/auth/tokens';
import { admins } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, type TestApp } from './helpers';
import { type Operation, operations, sample, urlOf } from './openapi';

// The routes anyone may call (docs/product-rules.md#authentication). Everything else in the OpenAPI
// document must be ADMIN only; a route added later is covered without touching this file, and can
// only become public by being added here.
const PUBLIC = [
  'GET /api/health',
  'GET /api/site',
  'POST /api/admin/login',
  'GET /api/experience/get',
  'GET /api/experience/get/{id}',
  'GET /api/party/get',
  'GET /api/party/get/{id}',
  'GET /api/transaction/paid-users',
  'GET /api/merchandise',
  'GET /api/merchandise/{id}',
  // Buying: checkout, payment start, the instalment link of the ticket e-mail (a page that only
  // reads, and its button), and the sandbox payment page (PAYMENTS_MODE=sandbox, the default the
  // tests run in).
  'POST /api/order/create',
  'POST /api/stripe/checkout/{orderId}',
  'POST /api/pay/{orderId}',
  'GET /api/order/{orderId}/pay',
  'POST /api/order/{orderId}/pay',
  'GET /api/sandbox/{paymentId}',
  'POST /api/sandbox/{paymentId}/complete',
  'POST /api/sandbox/{paymentId}/cancel',
  // Back from the provider: whether the unpaid order still holds its tickets, and, within an hour of
  // its payment, a link to its booking page (docs/product-rules.md#payment-return).
  'GET /api/order/{orderId}/return',
  'POST /api/order/{orderId}/return/booking-link',
  // The buyer's booking page: the e-mailed link's token is what lets them in (stored only as its
  // hash), and Find my booking answers the same whether or not the order exists.
  'GET /api/bookings/{token}',
  'GET /api/bookings/{token}/tickets/{code}.pdf',
  'GET /api/bookings/{token}/tickets/{code}/qr.svg',
  'POST /api/bookings/{token}/cancel',
  'POST /api/bookings/{token}/resend',
  'POST /api/bookings/{token}/pay/{instalment}',
  'POST /api/bookings/lookup',
  // An event page counts its view: no body, nothing about the visitor (docs/product-rules.md#event-views).
  'POST /api/events/{id}/views',
];

const name = (operation: Operation) => `${operation.method} ${operation.path}`;

describe.each(drivers)('authorisation on %s', (driver) => {
  let t: TestApp;
  let all: Operation[];
  const tokens: Record<'forged' | 'expired' | 'staff' | 'admin', string> = { forged: '', expired: '', staff: '', admin: '' };

  beforeAll(async () => {
    t = await createTestApp(driver);
    all = await operations(t.app);
    const [staff] = await t.database.db
      .insert(admins)
      .values({ email: 'staff@example.com', name: 'Staff', role: 'STAFF', passwordHash: 'not-used' })
      .returning();
    tokens.admin = await adminToken(t);
    const { adminId } = await createTokens(t.config.jwt).verify(tokens.admin);
    tokens.forged = await createTokens({ secret: 'someone-elses-secret-someone-elses-secret', ttlSeconds: 3600 }).issue({
      id: adminId,
      role: 'ADMIN',
      tokenVersion: 0,
    });
    tokens.expired = await createTokens({ secret: t.config.jwt.secret, ttlSeconds: -60 }).issue({
      id: adminId,
      role: 'ADMIN',
      tokenVersion: 0,
    });
    tokens.staff = await createTokens(t.config.jwt).issue(staff);
  });
  afterAll(() => t.close());

  const call = (operation: Operation, headers: Record<string, string>) =>
    t.app.inject({
      method: operation.method as 'GET',
      url: urlOf(operation),
      headers,
      ...(operation.body ? { payload: sample(operation.body) as object } : {}),
    });

  it('documents every route, and only the public list is without security', () => {
    expect(all.length).toBeGreaterThanOrEqual(PUBLIC.length + 10);
    expect(
      all
        .filter((operation) => !operation.admin)
        .map(name)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });

  it('refuses every ADMIN route without a token, with a forged or expired one (401) and for a non-admin (403)', async () => {
    const answers: Record<string, number[]> = {};
    for (const operation of all.filter((candidate) => candidate.admin)) {
      answers[name(operation)] = [
        (await call(operation, {})).statusCode,
        (await call(operation, { authorization: 'Bearer not-a-jwt' })).statusCode,
        (await call(operation, bearer(tokens.forged))).statusCode,
        (await call(operation, bearer(tokens.expired))).statusCode,
        (await call(operation, bearer(tokens.staff))).statusCode,
      ];
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, [401, 401, 401, 401, 403]]));
    expect(answers).toEqual(expected);
  });

  it('lets the admin through every ADMIN route (no 401 or 403)', async () => {
    const refused: string[] = [];
    for (const operation of all.filter((candidate) => candidate.admin && candidate.path !== '/api/admin/logout')) {
      const { statusCode } = await call(operation, bearer(tokens.admin));
      if (statusCode === 401 || statusCode === 403) refused.push(`${name(operation)} => ${statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers public routes without a token', async () => {
    for (const operation of all.filter((candidate) => !candidate.admin)) {
      expect([name(operation), (await call(operation, {})).statusCode]).not.toEqual([name(operation), 401]);
    }
  });
});
