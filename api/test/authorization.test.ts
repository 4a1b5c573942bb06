import { type AdminRole, PERMISSIONS, ROLES } from '@shared/domain';
import { createTokens } from '../src/auth/tokens';
import { admins } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, memberToken, type TestApp } from './helpers';
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
  // Whether a promo code takes something off an order: only reads, limited per address.
  'POST /api/promo-codes/check',
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
  'GET /api/bookings/{token}/calendar.ics',
  'GET /api/bookings/{token}/tickets/{code}.pdf',
  'GET /api/bookings/{token}/tickets/{code}/qr.svg',
  'POST /api/bookings/{token}/cancel',
  'POST /api/bookings/{token}/resend',
  'POST /api/bookings/{token}/pay/{instalment}',
  'POST /api/bookings/lookup',
  // The on-sale queue: a visitor's place in line is theirs to ask (docs/product-rules.md#on-sale-queue).
  'POST /api/queue/{eventId}/join',
  'GET /api/queue/{eventId}/status',
  // An event page counts its view: no body, nothing about the visitor (docs/product-rules.md#event-views).
  'POST /api/events/{id}/views',
  // Signing in's second step: the challenge the password step answered is what lets a caller try a code.
  'POST /api/admin/login/2fa',
  // The invitation's own page: the e-mailed link's token is what lets the invitee in (stored only as
  // its hash); accepting it makes them a member (docs/product-rules.md#roles).
  'GET /api/admin/invitations/{token}',
  'POST /api/admin/invitations/{token}/accept',
  // A sold-out event's waiting list: anyone may join it, and the e-mailed claim link's token
  // (stored only as its hash) is what shows the offer it holds (docs/product-rules.md#waiting-list).
  'POST /api/waiting-list/{eventId}',
  'GET /api/waiting-list/claims/{token}',
  // Wallet passes: a ticket's pass is asked for by its unguessable code, and Apple's devices prove
  // they hold a pass with its own token (docs/product-rules.md#wallet-passes).
  'GET /api/tickets/{code}/pkpass',
  'POST /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
  'DELETE /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
  'GET /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}',
  'GET /api/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}',
  'POST /api/wallet/apple/v1/log',
  // The front-end apps' error reports: a browser reports what failed before anyone signed in, and
  // what is kept names nobody (docs/architecture.md#client-error-reports).
  'POST /api/client-errors',
];

const name = (operation: Operation) => `${operation.method} ${operation.path}`;

/** Callers with no valid session: none, garbage, another key's signature, expired, a removed member. */
type Stranger = 'none' | 'garbage' | 'forged' | 'expired' | 'removed';

describe.each(drivers)('authorisation on %s', (driver) => {
  let t: TestApp;
  let all: Operation[];
  let guarded: Operation[];
  const strangers: Record<Stranger, Record<string, string>> = { none: {}, garbage: {}, forged: {}, expired: {}, removed: {} };
  const members = {} as Record<AdminRole, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(driver);
    all = await operations(t.app);
    guarded = all.filter((operation) => operation.guard);
    const owner = await adminToken(t);
    const { adminId } = await createTokens(t.config.jwt).verify(owner);
    const seeded = { id: adminId, role: 'OWNER', tokenVersion: 0 };
    strangers.garbage = { authorization: 'Bearer not-a-jwt' };
    strangers.forged = bearer(await createTokens({ secret: 'someone-elses-secret-someone-elses-secret', ttlSeconds: 3600 }).issue(seeded));
    strangers.expired = bearer(await createTokens({ secret: t.config.jwt.secret, ttlSeconds: -60 }).issue(seeded));
    const [gone] = await t.database.db
      .insert(admins)
      .values({ email: 'gone@team.example', name: 'Gone', role: 'ADMIN', passwordHash: 'not-used', removedAt: new Date() })
      .returning();
    strangers.removed = bearer(await createTokens(t.config.jwt).issue(gone));
    members.OWNER = bearer(owner);
    for (const role of ROLES.filter((role) => role !== 'OWNER')) members[role] = bearer(await memberToken(t, role));
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
        .filter((operation) => !operation.guard)
        .map(name)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });

  it('documents the permission of every guarded route and exactly the roles that hold it', () => {
    const wrong = guarded.filter(({ guard }) => JSON.stringify(guard!.roles) !== JSON.stringify(PERMISSIONS[guard!.permission]));
    expect(wrong.map(name)).toEqual([]);
  });

  // Generated from the document: a route added later is in the matrix without touching this file.
  it('answers every guarded route x every caller as its permission says: 401 without a session, 403 for a role without it', async () => {
    const answers: Record<string, Record<string, string>> = {};
    const expected: Record<string, Record<string, string>> = {};
    // Signing out ends the caller's session, so it comes last.
    const ordered = [...guarded].sort((x, y) => Number(x.path === '/api/admin/logout') - Number(y.path === '/api/admin/logout'));
    for (const operation of ordered) {
      const row: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const [stranger, headers] of Object.entries(strangers)) {
        row[stranger] = String((await call(operation, headers)).statusCode);
        want[stranger] = '401';
      }
      for (const role of ROLES) {
        const status = (await call(operation, members[role])).statusCode;
        row[role] = status === 401 || status === 403 ? String(status) : 'let through';
        want[role] = operation.guard!.roles.includes(role) ? 'let through' : '403';
      }
      answers[name(operation)] = row;
      expected[name(operation)] = want;
    }
    expect(answers).toEqual(expected);
  });

  it('answers public routes without a token', async () => {
    // Signing in's second step answers the sample's challenge, which is not one, with its own 401
    // (sign in again), not a guard's; two-factor.test.ts calls it with real ones.
    const ownAnswer401 = ['POST /api/admin/login/2fa'];
    for (const operation of all.filter((candidate) => !candidate.guard && !ownAnswer401.includes(name(candidate)))) {
      expect([name(operation), (await call(operation, {})).statusCode]).not.toEqual([name(operation), 401]);
    }
  });
});
