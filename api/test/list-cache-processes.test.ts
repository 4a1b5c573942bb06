// The per-process copies of the public lists, the dashboard's figures, the Event Hub's table and
// Payment Tracking's totals with several API processes (README, "Running more than one API
// process"): a write made through one process is seen through every other within the copies'
// lifetime, LIST_CACHE_MS, and at once through the process that made it.
import { AdminEventPage, DashboardSummary, TransactionPage } from '@shared/domain';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { transactions } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath } from './orders-helpers';

const LIST_CACHE_MS = 400;

/** The dashboard's revenue and the number of parties in the Event Hub's table, as `app` answers them. */
async function adminFigures(t: TestApp, app: ReturnType<typeof buildApp>) {
  const headers = bearer(await adminToken(t));
  const [dashboard, table] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/dashboard/summary', headers }),
    app.inject({ method: 'GET', url: '/api/admin/events?kind=parties', headers }),
  ]);
  return { revenue: DashboardSummary.parse(dashboard.json()).totals.revenue, parties: AdminEventPage.parse(table.json()).total };
}

describe.each(drivers)('the kept copies on two API processes on %s', (driver) => {
  let t: TestApp;
  let other: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    t = await createTestApp(driver, { LIST_CACHE_MS: String(LIST_CACHE_MS) });
    // A second process on the same database, as behind a load balancer.
    other = buildApp({ config: t.config, db: t.database.db });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const titleOnList = async (app: typeof other, id: string) => {
    const answer = await app.inject({ method: 'GET', url: '/api/party/get?status=OPEN' });
    return (answer.json().data as { id: string; title: string }[]).find((event) => event.id === id)?.title;
  };

  it('shows an edit made on one process through the other within LIST_CACHE_MS', async () => {
    const event = await addEvent(t.database.db, 'PARTY');
    const before = await titleOnList(other, event.id);
    expect(before).toEqual(expect.any(String));
    // Both processes now hold a copy of the list.
    expect(await titleOnList(t.app, event.id)).toBe(before);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/party/edit/${event.id}`,
      headers: bearer(await adminToken(t)),
      payload: { updateData: { title: 'Renamed on process one' } },
    });
    expect(edited.statusCode).toBe(200);
    // The process that wrote cleared its copy; the other may answer its own until it lapses, and no
    // longer. (Whether it still does in between depends on this machine's speed, so is not asked.)
    expect(await titleOnList(t.app, event.id)).toBe('Renamed on process one');
    await new Promise((resolve) => setTimeout(resolve, LIST_CACHE_MS + 50));
    expect(await titleOnList(other, event.id)).toBe('Renamed on process one');
  });

  const total = async (app: typeof other) => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/transactions', headers: bearer(await adminToken(t)) });
    return TransactionPage.parse(answer.json()).total;
  };

  it("shows a payment made on one process in Payment Tracking's total through the other within LIST_CACHE_MS", async () => {
    // Both processes now hold a copy of the total.
    const before = await total(other);
    expect(await total(t.app)).toBe(before);

    await completeSandbox(t, await sandboxPath(t, await orderId(t, await addEvent(t.database.db, 'EXPERIENCE'))));
    const [{ payments }] = await t.database.db.select({ payments: count() }).from(transactions);
    expect(payments).toBeGreaterThan(before);
    expect(await total(t.app)).toBe(payments);
    await new Promise((resolve) => setTimeout(resolve, LIST_CACHE_MS + 50));
    expect(await total(other)).toBe(payments);
  });

  it('shows a new party and its payment through the process that took it at once, through the other within LIST_CACHE_MS', async () => {
    const before = await adminFigures(t, other);
    // Both processes now hold a copy of each.
    expect(await adminFigures(t, t.app)).toEqual(before);

    const party = await addEvent(t.database.db, 'PARTY');
    await completeSandbox(t, await sandboxPath(t, await orderId(t, party)));
    const after = await adminFigures(t, t.app);
    expect(after.parties).toBe(before.parties + 1);
    expect(after.revenue).toBeGreaterThan(before.revenue);
    await new Promise((resolve) => setTimeout(resolve, LIST_CACHE_MS + 50));
    expect(await adminFigures(t, other)).toEqual(after);
  });
});

describe.each(drivers)("the dashboard's figures and the Event Hub's table kept for LIST_CACHE_MS on %s", (driver) => {
  let t: TestApp;
  // Long enough that the copies cannot lapse during the test.
  beforeAll(async () => (t = await createTestApp(driver, { LIST_CACHE_MS: '60000' })));
  afterAll(() => t.close());

  it('answer their copy until a write through the API clears it', async () => {
    const before = await adminFigures(t, t.app);
    // Written past the API, as another process or a background job would: the copy stands.
    const party = await addEvent(t.database.db, 'PARTY');
    expect(await adminFigures(t, t.app)).toEqual(before);
    // The order and its payment are writes through the API: they clear the copies.
    await completeSandbox(t, await sandboxPath(t, await orderId(t, party)));
    const after = await adminFigures(t, t.app);
    expect(after.parties).toBe(before.parties + 1);
    expect(after.revenue).toBeGreaterThan(before.revenue);
  });
});
