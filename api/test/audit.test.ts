import { AuditList } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { adminSuite, bearer, drivers, memberToken, rowsOf } from './helpers';
import { addEvent, orderId, sandboxPath, completeSandbox } from './orders-helpers';

// The audit trail (docs/product-rules.md#audit-trail): every change a member makes, with its
// fields before and after, written in the change's transaction, and never rewritten.

const images = ['/uploads/a1.png', '/uploads/b2.png', '/uploads/c3.png'];
const experience = {
  title: 'Audited Coast Walk',
  price: 15000,
  arrivalDate: '2031-05-17T00:00:00.000Z',
  arrivalTime: '06:30',
  address: 'The Cobb, Lyme Regis',
  description: 'A walk along the Jurassic Coast.',
  eventPackage: ['Guide'],
  accomodationPriceSingle: 9000,
  accomodationPriceShared: 6000,
  experienceImages: images,
  posterImage: '/uploads/poster.png',
};

describe.each(drivers)('the audit trail on %s', (driver) => {
  const suite = adminSuite(driver);
  const db = () => suite.t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = suite.auth) =>
    suite.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const trail = async (query = '') => {
    const response = await call('GET', `/api/admin/audit${query}`);
    expect(response.statusCode).toBe(200);
    return AuditList.parse(response.json()).data;
  };

  it("shows an edit of an event's price with the old and the new price, by whom and when", async () => {
    const created = await call('POST', '/api/experience/create', experience);
    expect(created.statusCode).toBe(201);
    const { id, capacity } = created.json().data as { id: string; capacity: number };
    expect((await call('PUT', `/api/experience/edit/${id}`, { updateData: { price: 16500, capacity: 60 } })).statusCode).toBe(200);

    const [edit, create] = await trail(`?entity=event`);
    expect(edit).toMatchObject({
      actorEmail: 'admin@example.com',
      action: 'update',
      entity: 'event',
      entityId: id,
      changes: { price: { from: 15000, to: 16500 }, capacity: { from: capacity, to: 60 } },
    });
    expect(Object.keys(edit.changes).sort()).toEqual(['capacity', 'price']);
    expect(Date.now() - Date.parse(edit.at)).toBeLessThan(60_000);
    expect(create).toMatchObject({ action: 'create', entityId: id, changes: { title: { from: null, to: 'Audited Coast Walk' } } });
  });

  it('writes nothing for a change that is refused, nor for an edit that changes nothing', async () => {
    const event = await addEvent(db(), 'EXPERIENCE', { capacity: 5 });
    await completeSandbox(suite.t, await sandboxPath(suite.t, await orderId(suite.t, event, { quantity: 3 })));
    const before = (await trail()).length;
    const refused = await call('PUT', `/api/experience/edit/${event.id}`, { updateData: { capacity: 2 } });
    expect(refused.statusCode).toBe(400);
    expect((await call('PUT', `/api/experience/edit/${event.id}`, { updateData: { capacity: 5 } })).statusCode).toBe(200);
    expect((await trail()).length).toBe(before);
  });

  it("records merchandise, a merchandise order's step and a member's sign-in and rename", async () => {
    const item = await call('POST', '/api/merchandise', {
      title: 'Audit Tee',
      price: 1999,
      description: 'A tee.',
      image: '',
      variants: ['M'],
    });
    expect(item.statusCode).toBe(201);
    const itemId = item.json().id as number;
    await call('PUT', `/api/merchandise/${itemId}`, { title: 'Audit Tee', price: 2499, description: 'A tee.', image: '', variants: ['M'] });
    expect((await trail('?entity=merchandise'))[0]).toMatchObject({
      action: 'update',
      entityId: String(itemId),
      changes: { price: { from: 1999, to: 2499 } },
    });

    const pending = (await call('GET', '/api/merchandise-orders?status=Pending')).json().data[0];
    expect((await call('POST', `/api/merchandise-orders/${pending.id}/confirm`)).statusCode).toBe(200);
    expect((await trail('?entity=merchandise-order'))[0]).toMatchObject({
      action: 'confirm',
      entityId: String(pending.id),
      changes: { status: { from: 'Pending', to: 'Confirmed' } },
    });

    expect((await call('PUT', '/api/admin/me', { name: 'Ada Audited' })).statusCode).toBe(200);
    expect((await trail('?entity=member'))[0]).toMatchObject({
      action: 'update',
      changes: { name: { from: 'Site Admin', to: 'Ada Audited' } },
    });
  });

  it('filters by member (id or e-mail), entity and days, and refuses a filter it cannot read', async () => {
    const finance = await memberToken(suite.t, 'FINANCE');
    // A finance member's change: an order refund is theirs to make, and the trail names them.
    const event = await addEvent(db(), 'PARTY');
    const paid = await orderId(suite.t, event);
    await completeSandbox(suite.t, await sandboxPath(suite.t, paid));
    const refund = await call('POST', `/api/admin/orders/${paid}/refunds`, { amount: 100, reason: 'Goodwill' }, bearer(finance));
    expect(refund.statusCode).toBe(201);

    const theirs = await trail('?actor=FINANCE@team.example');
    expect(theirs.map((row) => [row.action, row.entity, row.entityId])).toEqual([['refund', 'order', paid]]);
    expect(theirs[0].changes).toMatchObject({ amount: { from: null, to: 100 }, reason: { from: null, to: 'Goodwill' } });
    const [member] = await rowsOf<{ id: string }>(db(), sql`select id from admins where email = 'finance@team.example'`);
    expect(await trail(`?actor=${member.id}`)).toEqual(theirs);

    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}&entity=order`)).map((row) => row.entityId)).toContain(paid);
    expect(await trail('?from=2020-01-01&to=2020-01-31')).toEqual([]);
    // Filters left empty are none.
    expect((await trail('?entity=&actor=&from=&to=')).length).toBe((await trail()).length);
    for (const bad of ['?entity=spaceship', '?from=yesterday', '?from=2031-02-01&to=2031-01-01']) {
      expect([bad, (await call('GET', `/api/admin/audit${bad}`)).statusCode]).toEqual([bad, 400]);
    }
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused, whoever asks', async () => {
    const [{ n }] = await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from ${auditLog}`);
    expect(n).toBeGreaterThan(0);
    // The database's own words, under the driver's wrapping.
    const refusal = (statement: ReturnType<typeof sql>) =>
      db()
        .execute(statement)
        .then(
          () => 'done',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        );
    expect(await refusal(sql`update ${auditLog} set action = 'nothing happened'`)).toBe('audit_log is append-only: UPDATE is not allowed');
    expect(await refusal(sql`delete from ${auditLog}`)).toBe('audit_log is append-only: DELETE is not allowed');
    expect(await refusal(sql`truncate ${auditLog}`)).toBe('audit_log is append-only: TRUNCATE is not allowed');
    const [{ after }] = await rowsOf<{ after: number }>(db(), sql`select count(*)::int as after from ${auditLog}`);
    expect(after).toBe(n);
  });
});
