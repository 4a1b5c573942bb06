// Promo codes (docs/product-rules.md#promo-codes): the back office's codes, the checkout's check,
// and order create pricing a code, refusing one that cannot be used with a 400 and writing nothing.
import { PROMO_MESSAGES, type PromoCodeCreateInput } from '@shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../src/db/orders-schema';
import { auditLog } from '../src/db/schema';
import { adminToken, bearer, createTestApp, drivers, memberToken, tableCounts, type TestApp } from './helpers';
import { addEvent, completeSandbox, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';

const HOUR = 3_600_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

describe.each(drivers)('promo codes on %s', (driver) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let party: TestEvent;
  let experience: TestEvent;
  beforeAll(async () => {
    t = await createTestApp(driver, { ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
    auth = bearer(await adminToken(t));
    // Ticket £25.00, shared room £15.00: one ticket with a shared room is £40.00 before VAT.
    party = await addEvent(t.database.db, 'PARTY');
    experience = await addEvent(t.database.db, 'EXPERIENCE');
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  let serial = 0;
  /** A code of its own for each test: its text and what the test gives it. */
  const newCode = async (fields: Partial<PromoCodeCreateInput> = {}) => {
    const body = { code: `SAVE${++serial}X`, kind: 'AMOUNT', value: 500, ...fields };
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: auth, payload: body });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; code: string };
  };
  // Each check from an address of its own: the check's rate limit has its own test.
  let host = 1;
  const check = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/promo-codes/check', remoteAddress: `10.7.0.${host++}`, payload: body });
  const order = (event: TestEvent, promoCode: string, overrides: Parameters<typeof orderPayload>[1] = {}) =>
    placeOrder(t, { ...orderPayload(event, overrides), promoCode });

  describe('the back office', () => {
    it('creates a code upper-cased, records it in the audit trail, and lists it with its event and uses', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: auth,
        payload: { code: ' summer-25 ', kind: 'PERCENT', value: 25, eventId: party.id, maxUses: 10, validUntil: at(24 * HOUR) },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json().data;
      expect(created).toMatchObject({
        code: 'SUMMER-25',
        kind: 'PERCENT',
        value: 25,
        eventId: party.id,
        maxUses: 10,
        uses: 0,
        active: true,
      });
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'promo-code'), eq(auditLog.entityId, created.id)));
      expect(audit).toMatchObject({ action: 'create', actorEmail: t.config.admin.email });
      expect(audit.changes).toMatchObject({ code: { from: null, to: 'SUMMER-25' }, value: { from: null, to: 25 } });

      const list = await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: auth });
      expect(list.statusCode).toBe(200);
      const listed = list.json().data.find((code: { id: string }) => code.id === created.id);
      expect(listed.eventTitle).toMatch(/^Party /);
      expect(listed.uses).toBe(0);
    });

    it('refuses a code that exists, whatever its letter case, with 409 and writes nothing', async () => {
      const { code } = await newCode();
      const before = await tableCounts(db());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: auth,
        payload: { code: code.toLowerCase(), kind: 'AMOUNT', value: 100 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`The promo code ${code} already exists.`);
      expect(await tableCounts(db())).toEqual(before);
    });

    it.each<[string, object, string]>([
      ['a percentage above 100', { kind: 'PERCENT', value: 101 }, 'A percentage is at most 100'],
      ['a value of 0', { value: 0 }, 'The value must be more than 0'],
      ['pounds with pence as a fraction', { value: 12.5 }, 'The value must be a whole number'],
      ['an unknown kind', { kind: 'HALF' }, "The kind must be 'AMOUNT' or 'PERCENT'"],
      ['a code with spaces inside', { code: 'TWO WORDS' }, 'A promo code has only letters, digits, - and _'],
      ['an empty code', { code: '  ' }, 'Please enter a promo code'],
      ['an end before its start', { validFrom: at(2 * HOUR), validUntil: at(HOUR) }, 'The code must start before it ends'],
      ['0 uses', { maxUses: 0 }, 'Maximum uses must be at least 1'],
      ['an event that does not exist', { eventId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11' }, 'That event does not exist.'],
    ])('refuses %s with 400 and a readable message, writing nothing', async (_, fields, message) => {
      const before = await tableCounts(db());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: auth,
        payload: { code: 'REFUSED', kind: 'AMOUNT', value: 500, ...fields },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await tableCounts(db())).toEqual(before);
    });

    it('switches a code off and on, auditing each change and nothing for a switch that changes nothing', async () => {
      const { id } = await newCode();
      const patch = (active: boolean, target = id) =>
        t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${target}`, headers: auth, payload: { active } });
      const trail = () =>
        db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'promo-code'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
      expect((await patch(false)).json().data).toMatchObject({ id, active: false });
      expect((await patch(false)).statusCode).toBe(200);
      expect(await trail()).toHaveLength(1);
      expect((await trail())[0].changes).toEqual({ active: { from: true, to: false } });
      expect((await patch(true)).json().data.active).toBe(true);
      expect(await trail()).toHaveLength(2);
      const unknown = await patch(false, '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Promo code not found');
    });

    it('lets finance read the codes but not create or switch them', async () => {
      const finance = bearer(await memberToken(t, 'FINANCE'));
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: finance })).statusCode).toBe(200);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promo-codes',
        headers: finance,
        payload: { code: 'FINANCE', kind: 'AMOUNT', value: 100 },
      });
      expect(create.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/promo-codes/check', () => {
    it('answers what a valid code takes off before VAT, in pence, tickets only until a room is chosen', async () => {
      const { code } = await newCode({ kind: 'PERCENT', value: 10 });
      const tickets = await check({ code: code.toLowerCase(), eventId: party.id, quantity: 2 });
      expect(tickets.statusCode).toBe(200);
      expect(tickets.json()).toEqual({ data: { valid: true, discount: 500 } });
      const withRoom = await check({ code, eventId: party.id, quantity: 2, room: 'SINGLE', gender: 'MALE' });
      expect(withRoom.json()).toEqual({ data: { valid: true, discount: 1300 } });
      const fixed = await newCode({ kind: 'AMOUNT', value: 100_000 });
      // Never more than the order costs.
      expect((await check({ code: fixed.code, eventId: experience.id, quantity: 1 })).json().data).toEqual({ valid: true, discount: 2500 });
    });

    it('says why a code cannot be used', async () => {
      const cases: [Partial<PromoCodeCreateInput>, string][] = [
        [{ active: false }, PROMO_MESSAGES.inactive],
        [{ validFrom: at(HOUR) }, PROMO_MESSAGES.notYet],
        [{ validFrom: at(-2 * HOUR), validUntil: at(-HOUR) }, PROMO_MESSAGES.expired],
        [{ eventId: experience.id }, PROMO_MESSAGES.otherEvent],
        [{ eventKind: 'EXPERIENCE' }, PROMO_MESSAGES.otherEvent],
      ];
      for (const [fields, message] of cases) {
        const { code } = await newCode(fields);
        expect([fields, (await check({ code, eventId: party.id, quantity: 1 })).json()]).toEqual([
          fields,
          { data: { valid: false, discount: 0, message } },
        ]);
      }
      expect((await check({ code: 'NO-SUCH-CODE', eventId: party.id, quantity: 1 })).json()).toEqual({
        data: { valid: false, discount: 0, message: PROMO_MESSAGES.unknown },
      });
    });

    it('answers 400 for a bad body and 404 for an unknown event', async () => {
      const bad = await check({ code: 'SAVE', eventId: party.id, quantity: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Quantity must be at least 1');
      expect((await check({ eventId: party.id, quantity: 1 })).json().message).toContain('Please enter a promo code');
      const unknown = await check({ code: 'SAVE', eventId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11', quantity: 1 });
      expect(unknown.statusCode).toBe(404);
    });

    it('is limited per address with a readable 429', async () => {
      const answers = [];
      for (let i = 0; i < 31; i++) {
        answers.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/promo-codes/check',
            remoteAddress: '10.8.8.8',
            payload: { code: 'GUESS', eventId: party.id, quantity: 1 },
          }),
        );
      }
      expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers[30].statusCode).toBe(429);
      expect(answers[30].json().message).toMatch(/^Too many promo code checks from your network\./);
    });
  });

  describe('POST /api/order/create with a promoCode', () => {
    it('prices the code before VAT and stores it with its discount on the order', async () => {
      const { id, code } = await newCode({ kind: 'AMOUNT', value: 1000 });
      const response = await order(party, code.toLowerCase(), { quantity: 2 });
      expect(response.statusCode).toBe(201);
      const [row] = await db().select().from(orders).where(eq(orders.id, response.json().id));
      // 2 x (2500 + 1500) = 8000, less £10.00: 7000, VAT 1400
      expect(row).toMatchObject({ promoCodeId: id, promoDiscount: 1000, discount: 1000, total: 7000, vat: 1400, charge: 8400 });
      // The check answered the same.
      const checked = await check({ code, eventId: party.id, quantity: 2, room: 'SHARED', gender: 'FEMALE' });
      expect(checked.json().data.discount).toBe(row.promoDiscount);
    });

    it('refuses a code that cannot be used with 400 and its reason, writing nothing', async () => {
      const cases: [Partial<PromoCodeCreateInput>, string][] = [
        [{ active: false }, PROMO_MESSAGES.inactive],
        [{ validFrom: at(HOUR) }, PROMO_MESSAGES.notYet],
        [{ validFrom: at(-2 * HOUR), validUntil: at(-HOUR) }, PROMO_MESSAGES.expired],
        [{ eventId: experience.id }, PROMO_MESSAGES.otherEvent],
        [{ eventKind: 'EXPERIENCE' }, PROMO_MESSAGES.otherEvent],
      ];
      const codes = await Promise.all(cases.map(async ([fields, message]) => [(await newCode(fields)).code, message]));
      codes.push(['NO-SUCH-CODE', PROMO_MESSAGES.unknown]);
      const before = await tableCounts(db());
      for (const [code, message] of codes) {
        const response = await order(party, code);
        expect([code, response.statusCode, response.json().message]).toEqual([code, 400, message]);
      }
      const malformed = await order(party, 'not a code!');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('A promo code has only letters, digits, - and _');
      expect(await tableCounts(db())).toEqual(before);
    });

    it('counts uses: paid and held orders take one, an expired hold gives its use back', async () => {
      const { code } = await newCode({ maxUses: 2 });
      const first = await order(party, code, { email: 'one@example.com' });
      expect(first.statusCode).toBe(201);
      expect((await completeSandbox(t, await sandboxPath(t, first.json().id))).statusCode).toBeLessThan(400);
      const second = await order(party, code, { email: 'two@example.com' });
      expect(second.statusCode).toBe(201);

      const before = await tableCounts(db());
      const third = await order(party, code, { email: 'three@example.com' });
      expect([third.statusCode, third.json().message]).toEqual([400, PROMO_MESSAGES.usedUp]);
      expect(await tableCounts(db())).toEqual(before);
      expect((await check({ code, eventId: party.id, quantity: 1 })).json().data).toMatchObject({
        valid: false,
        message: PROMO_MESSAGES.usedUp,
      });

      // The held order's hold runs out: its use is free again, with no job run.
      await db()
        .update(orders)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(orders.id, second.json().id));
      expect((await order(party, code, { email: 'three@example.com' })).statusCode).toBe(201);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: auth })).json().data;
      expect(listed.find((row: { code: string }) => row.code === code).uses).toBe(2);
    });

    it('refuses a late payment whose hold gave its use back and whose code was used up by others meanwhile', async () => {
      const { code, id } = await newCode({ maxUses: 1 });
      const late = await order(party, code, { email: 'late@example.com' });
      expect(late.statusCode).toBe(201);
      const page = await sandboxPath(t, late.json().id);
      await db()
        .update(orders)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(orders.id, late.json().id));
      expect((await order(party, code, { email: 'prompt@example.com' })).statusCode).toBe(201);

      expect((await completeSandbox(t, page)).statusCode).toBe(409);
      const [row] = await db().select().from(orders).where(eq(orders.id, late.json().id));
      expect(row.status).toBe('EXPIRED');
      const carrying = await db().select().from(orders).where(eq(orders.promoCodeId, id));
      expect(carrying.filter((one) => one.status === 'PAID')).toHaveLength(0);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers: auth })).json().data;
      expect(listed.find((one: { code: string }) => one.code === code).uses).toBe(1);
    });

    it('orders without a code as before', async () => {
      const response = await placeOrder(t, orderPayload(experience));
      expect(response.statusCode).toBe(201);
      const [row] = await db().select().from(orders).where(eq(orders.id, response.json().id));
      expect(row).toMatchObject({ promoCodeId: null, promoDiscount: 0 });
    });
  });
});
