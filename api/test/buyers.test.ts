// A buyer's data (docs/product-rules.md#buyer-data): what is held about an e-mail address, its
// export and its erasure, by a member and by the automatic erasure.
import { BuyerExport, ERASED } from '@shared/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { issueBookingToken } from '../src/bookings/tokens';
import { buyerReference, erasedEmail } from '../src/buyers/buyer-reference';
import type { Db } from '../src/db/connect';
import {
  auditLog,
  bookingTokens,
  events,
  merchandiseOrders,
  orders,
  outbox,
  refunds,
  teamSettings,
  tickets,
  transactions,
} from '../src/db/schema';
import { drainOutbox } from '../src/jobs/drain-outbox';
import { eraseExpiredBuyers } from '../src/jobs/erase-buyers';
import { createMailTransport } from '../src/mail/transport';
import { BOOKING_LINK, TICKET_EMAIL } from '../src/mail/outbox-kinds';
import { refundOrder } from '../src/orders/refunds';
import { paymentsFor } from '../src/orders/start-payment';
import { adminToken, bearer, createTestApp, drivers, memberToken, rowsOf, type TestApp, outboxConfig } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';
import { smtpServer } from './smtp';

/** A buyer's contact details as the checkout takes them (the phone already as the API keeps it). */
interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

const zephyrine: Buyer = {
  firstName: 'Zephyrine',
  lastName: 'Quillfeather',
  email: 'Zephyrine.Quillfeather@Example.org',
  phoneNumber: '447700900987',
  address: '17 Larkspur Mews, Bristol',
};
const barnaby: Buyer = {
  firstName: 'Barnaby',
  lastName: 'Thistlewood',
  email: 'barnaby.thistlewood@example.net',
  phoneNumber: '447700900456',
  address: '3 Heron Quay, Leeds',
};

const personalValues = (buyer: Buyer) => Object.values(buyer);

/** Every text, varchar, json(b) and array column of every table of the public schema. */
const searchedColumns = (db: Db) =>
  rowsOf<{ tab: string; col: string }>(
    db,
    sql`select c.table_name as tab, c.column_name as col from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by 1, 2`,
  );

/** 'table.column' wherever one of the values is found, in any letter case. */
async function whereFound(db: Db, values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { tab, col } of await searchedColumns(db)) {
    for (const value of values) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(tab)} where strpos(lower(${sql.identifier(col)}::text), ${value.toLowerCase()}) > 0`,
      );
      if (row.n > 0) found.push(`${tab}.${col} has ${value}`);
    }
  }
  return found;
}

describe.each(drivers)('buyer data on %s', (driver) => {
  let t: TestApp;
  let owner: Record<string, string>;
  const db = () => t.database.db;
  /** A buyer data route: `action` is '', '/export' or '/erase'. */
  const call = (method: 'GET' | 'POST', email: string, action = '', headers = owner) =>
    t.app.inject({ method, url: `/api/admin/buyers/${encodeURIComponent(email)}${action}`, headers });
  const paidOrder = async (event: TestEvent, buyer: Buyer, quantity = 1) => {
    const id = await orderId(t, event, { ...buyer, quantity });
    expect((await completeSandbox(t, await sandboxPath(t, id))).statusCode).toBe(303);
    return id;
  };
  const buyerAudit = () => db().select().from(auditLog).where(eq(auditLog.entity, 'buyer')).orderBy(asc(auditLog.id));
  const ordersOf = (ids: string[]) => db().select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.reference));

  beforeAll(async () => {
    t = await createTestApp(driver);
    owner = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  describe('export and erasure', () => {
    let zOrders: string[];
    let zTransactions: string[];
    let bOrder: string;
    let merchandiseId: number;

    beforeAll(async () => {
      const experience = await addEvent(db(), 'EXPERIENCE');
      const party = await addEvent(db(), 'PARTY');
      const first = await paidOrder(experience, zephyrine, 2);
      // The same buyer in another letter case.
      const second = await paidOrder(party, { ...zephyrine, email: zephyrine.email.toUpperCase() });
      const unpaid = await orderId(t, party, zephyrine);
      bOrder = await paidOrder(experience, barnaby);
      zOrders = [first, second, unpaid];

      // One of her tickets was used at the door.
      const [used] = await db().select().from(tickets).where(eq(tickets.orderId, first)).orderBy(asc(tickets.code));
      const checkIn = await t.app.inject({ method: 'POST', url: '/api/tickets/check-in', headers: owner, payload: { code: used.code } });
      expect(checkIn.json().result).toBe('VALID');
      // Staff quoted her in free text: a refund's reason and a cancellation's.
      await refundOrder(db(), paymentsFor(t.config), {
        orderId: second,
        amount: 500,
        reason: `Goodwill for ${zephyrine.firstName} ${zephyrine.lastName}, who called from ${zephyrine.phoneNumber}`,
        source: 'ADMIN',
        log: t.app.log,
      });
      await db()
        .update(orders)
        .set({ cancelReason: `${zephyrine.email} wrote in` })
        .where(eq(orders.id, unpaid));
      // A link already e-mailed, an e-mail sent, and one of a kind that carries her address.
      await issueBookingToken(db(), first);
      await db()
        .update(outbox)
        .set({ status: 'SENT', sentAt: new Date() })
        .where(and(eq(outbox.kind, TICKET_EMAIL), sql`${outbox.payload}->>'orderId' = ${first}`));
      await db()
        .insert(outbox)
        .values({
          kind: BOOKING_LINK,
          payload: { orderId: first, to: zephyrine.email, greeting: `Dear ${zephyrine.firstName}` },
          status: 'SENT',
          sentAt: new Date(),
          lastError: `550 <${zephyrine.email}>: try again later`,
        });
      // A merchandise order and a payment recorded without an order, under her address.
      const [{ next }] = await rowsOf<{ next: number }>(db(), sql`select coalesce(max(id), 0)::int + 1 as next from merchandise_orders`);
      merchandiseId = next;
      await db().insert(merchandiseOrders).values({
        id: next,
        itemName: 'Tote bag',
        payerEmail: zephyrine.email.toLowerCase(),
        paymentType: 'Stripe',
        date: new Date(),
        status: 'Confirmed',
        quantity: 1,
        amount: 1500,
        deliveryDate: new Date(),
      });
      await db().insert(transactions).values({
        productType: 'Merchandise',
        productId: '1',
        productName: 'Tote bag',
        payerEmail: zephyrine.email,
        payerFirstName: zephyrine.firstName,
        payerLastName: zephyrine.lastName,
        payerPhoneNumber: zephyrine.phoneNumber,
        paymentMethod: 'Stripe',
        date: new Date(),
        amountPaid: 1500,
        totalAmount: 1500,
        individualPrice: 1500,
        quantity: 1,
        gender: 'FEMALE',
        room: 'NONE',
        instalment: 'FULL',
        instalmentType: 'FULL',
        status: 'SUCCESS',
      });
      zTransactions = (
        await db()
          .select({ id: transactions.id })
          .from(transactions)
          .where(sql`lower(${transactions.payerEmail}) = ${zephyrine.email.toLowerCase()}`)
      ).map((row) => row.id);
    });

    it('counts what is held about an address, in any letter case', async () => {
      const response = await call('GET', zephyrine.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        email: zephyrine.email.toLowerCase(),
        orders: 3,
        tickets: 3,
        payments: 3,
        merchandiseOrders: 1,
        lastEventDay: '2099-01-15',
      });
      expect(zTransactions).toHaveLength(3);
    });

    it('answers 404 for an address nothing is held about, and 400 for one that is not an address', async () => {
      const unknown = await call('GET', 'nobody@example.com');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No buyer with that e-mail address');
      expect((await call('GET', 'nobody@example.com', '/export')).statusCode).toBe(404);
      expect((await call('GET', 'not-an-address')).statusCode).toBe(400);
    });

    it('refuses finance and the door: 403', async () => {
      for (const role of ['FINANCE', 'CHECK_IN'] as const) {
        const member = bearer(await memberToken(t, role));
        expect((await call('GET', zephyrine.email, '/export', member)).statusCode).toBe(403);
        expect((await call('POST', zephyrine.email, '/erase', member)).statusCode).toBe(403);
      }
    });

    it('exports everything held about her as a file, with one line in the trail that does not name her', async () => {
      const before = (await buyerAudit()).length;
      const response = await call('GET', zephyrine.email, '/export');
      expect(response.statusCode).toBe(200);
      const reference = buyerReference(zephyrine.email);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="buyer-${reference}.json"`);
      const exported = BuyerExport.parse(response.json());
      expect(exported).toMatchObject({ email: zephyrine.email.toLowerCase(), reference });

      const held = await ordersOf(zOrders);
      expect(exported.orders.map((order) => order.reference).sort()).toEqual(held.map((order) => order.reference));
      const first = exported.orders.find((order) => order.id === zOrders[0])!;
      expect(first).toMatchObject({
        firstName: zephyrine.firstName,
        lastName: zephyrine.lastName,
        phoneNumber: zephyrine.phoneNumber,
        address: zephyrine.address,
        status: 'PAID',
        eventDay: '2099-01-15',
        eventTitle: expect.stringMatching(/^Experience /),
      });
      const codes = await db().select({ code: tickets.code }).from(tickets).where(inArray(tickets.orderId, zOrders));
      expect(exported.orders.flatMap((order) => order.tickets.map((ticket) => ticket.code)).sort()).toEqual(
        codes.map((row) => row.code).sort(),
      );
      expect(first.tickets.map((ticket) => ticket.status).sort()).toEqual(['CHECKED_IN', 'VALID']);
      expect(first.payments).toMatchObject([{ status: 'SUCCEEDED' }]);
      expect(first.emails.map((email) => email.kind)).toEqual(expect.arrayContaining([TICKET_EMAIL, BOOKING_LINK]));
      expect(exported.orders.find((order) => order.id === zOrders[1])!.refunds).toMatchObject([{ amount: 500 }]);
      expect(exported.transactions.map((payment) => payment.id).sort()).toEqual([...zTransactions].sort());
      expect(exported.merchandiseOrders).toMatchObject([{ id: merchandiseId, itemName: 'Tote bag' }]);
      // Barnaby is not in her file.
      expect(JSON.stringify(exported)).not.toContain(barnaby.lastName);

      const written = (await buyerAudit()).slice(before);
      expect(written).toMatchObject([{ action: 'export', entity: 'buyer', entityId: reference, actorEmail: t.config.admin.email }]);
      expect(written[0].changes).toMatchObject({ orders: { from: null, to: 3 }, tickets: { from: null, to: 3 } });
      const line = JSON.stringify(written).toLowerCase();
      for (const value of personalValues(zephyrine)) expect(line).not.toContain(value.toLowerCase());
    });

    it('erases every personal value of hers everywhere, keeps the accounts whole, and leaves other buyers alone', async () => {
      const dashboard = async () => {
        const { totals, sales, sources } = (
          await t.app.inject({ method: 'GET', url: '/api/dashboard/summary?range=12m', headers: owner })
        ).json();
        return { totals, sales, sources };
      };
      // Her rows without their personal fields: what the accounts keep.
      const accounts = async () => ({
        orders: (await ordersOf(zOrders)).map(({ firstName, lastName, email, phoneNumber, address, cancelReason, ...kept }) => kept),
        tickets: (await db().select().from(tickets).where(inArray(tickets.orderId, zOrders)).orderBy(asc(tickets.code))).map(
          ({ attendeeName, ...kept }) => kept,
        ),
        transactions: (
          await db().select().from(transactions).where(inArray(transactions.id, zTransactions)).orderBy(asc(transactions.id))
        ).map(({ payerEmail, payerFirstName, payerLastName, payerPhoneNumber, ...kept }) => kept),
        refunds: (await db().select().from(refunds).where(inArray(refunds.orderId, zOrders))).map(({ reason, ...kept }) => kept),
        merchandise: (await db().select().from(merchandiseOrders).where(eq(merchandiseOrders.id, merchandiseId))).map(
          ({ payerEmail, ...kept }) => kept,
        ),
      });
      const barnabys = async () => ({
        orders: await ordersOf([bOrder]),
        tickets: await db().select().from(tickets).where(eq(tickets.orderId, bOrder)).orderBy(asc(tickets.code)),
        transactions: await db().select().from(transactions).where(eq(transactions.orderId, bOrder)),
        emails: await db()
          .select()
          .from(outbox)
          .where(sql`${outbox.payload}->>'orderId' = ${bOrder}`)
          .orderBy(asc(outbox.id)),
      });
      const dashboardBefore = await dashboard();
      const accountsBefore = await accounts();
      const barnabyBefore = await barnabys();
      expect(await whereFound(db(), personalValues(zephyrine))).not.toEqual([]);
      const auditBefore = (await buyerAudit()).length;

      const response = await call('POST', zephyrine.email.toUpperCase(), '/erase');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ orders: 3, tickets: 3, payments: 3, merchandiseOrders: 1 });

      expect(await whereFound(db(), personalValues(zephyrine))).toEqual([]);
      expect(await dashboard()).toEqual(dashboardBefore);
      expect(await accounts()).toEqual(accountsBefore);
      expect(await barnabys()).toEqual(barnabyBefore);

      const reference = buyerReference(zephyrine.email);
      expect(await ordersOf(zOrders)).toMatchObject(
        zOrders.map(() => ({ firstName: ERASED, lastName: ERASED, email: erasedEmail(reference), phoneNumber: ERASED, address: ERASED })),
      );
      expect((await ordersOf([zOrders[2]]))[0].cancelReason).toBe(`${ERASED} wrote in`);
      expect((await db().select().from(refunds).where(eq(refunds.orderId, zOrders[1])))[0].reason).toBe(
        `Goodwill for ${ERASED}, who called from ${ERASED}`,
      );
      // Erasure is not cancellation: the used ticket stays used, the other still lets its holder in.
      const [used, unused] = await db().select().from(tickets).where(eq(tickets.orderId, zOrders[0])).orderBy(asc(tickets.checkedInAt));
      expect([used.checkedInAt, used.voidedAt, used.attendeeName]).toEqual([expect.any(Date), null, ERASED]);
      const atTheDoor = await t.app.inject({
        method: 'POST',
        url: '/api/tickets/check-in',
        headers: owner,
        payload: { code: unused.code },
      });
      expect(atTheDoor.json()).toMatchObject({ result: 'VALID', attendeeName: ERASED });
      // Old links stop working; unsent e-mails are dropped, sent ones stay without her values.
      expect(await db().select().from(bookingTokens).where(inArray(bookingTokens.orderId, zOrders))).toEqual([]);
      const mails = await db()
        .select()
        .from(outbox)
        .where(inArray(sql`${outbox.payload}->>'orderId'`, zOrders));
      expect(mails.map((mail) => mail.status)).toEqual(['SENT', 'SENT']);
      expect(mails.find((mail) => mail.kind === BOOKING_LINK)).toMatchObject({
        payload: { orderId: zOrders[0], to: ERASED, greeting: `Dear ${ERASED}` },
        lastError: `550 <${ERASED}>: try again later`,
      });

      const written = (await buyerAudit()).slice(auditBefore);
      expect(written).toMatchObject([{ action: 'erase', entity: 'buyer', entityId: reference, actorEmail: t.config.admin.email }]);
      expect(written[0].changes).toEqual({
        orders: { from: null, to: 3 },
        tickets: { from: null, to: 3 },
        payments: { from: null, to: 3 },
        merchandiseOrders: { from: null, to: 1 },
        emails: { from: null, to: response.json().data.emails },
      });
    });

    it('writes to an erased buyer no more: a resend is drained without a message or a new booking link', async () => {
      // Only the resend waits to be sent (the other buyers' e-mails are not this test's).
      await db().update(outbox).set({ status: 'SENT' }).where(eq(outbox.status, 'PENDING'));
      const resent = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${zOrders[0]}/resend`, headers: owner });
      expect(resent.statusCode).toBe(202);
      const smtp = await smtpServer();
      try {
        const transport = createMailTransport({ from: 'Evently <tickets@example.com>', smtpUrl: smtp.url, outboxDir: '/nonexistent' });
        const drained = await drainOutbox({ db: db(), transport, ...outboxConfig(t) });
        expect(drained.failed).toBe(0);
        expect(smtp.received).toEqual([]);
      } finally {
        await smtp.stop();
      }
      expect(await db().select().from(bookingTokens).where(inArray(bookingTokens.orderId, zOrders))).toEqual([]);
      expect(await db().select().from(outbox).where(eq(outbox.status, 'PENDING'))).toEqual([]);
    });

    it('finds nothing the second time: 404, and nothing more in the trail', async () => {
      const before = (await buyerAudit()).length;
      expect((await call('POST', zephyrine.email, '/erase')).statusCode).toBe(404);
      expect((await call('GET', zephyrine.email)).statusCode).toBe(404);
      expect((await call('GET', zephyrine.email, '/export')).statusCode).toBe(404);
      // The address erasure wrote is nobody's.
      expect((await call('GET', erasedEmail(buyerReference(zephyrine.email)))).statusCode).toBe(404);
      expect((await call('POST', erasedEmail(buyerReference(zephyrine.email)), '/erase')).statusCode).toBe(404);
      expect(await buyerAudit()).toHaveLength(before);
    });
  });

  describe('automatic erasure', () => {
    const old: Buyer = {
      firstName: 'Ottoline',
      lastName: 'Pemberton',
      email: 'ottoline.pemberton@example.com',
      phoneNumber: '447700900321',
      address: '8 Wren Court, York',
    };
    const recent: Buyer = {
      firstName: 'Rosalind',
      lastName: 'Fairweather',
      email: 'rosalind.fairweather@example.com',
      phoneNumber: '447700900654',
      address: '5 Sparrow Lane, Bath',
    };
    let oldOrder: string;
    let recentOrders: string[];
    const setMonths = (months: number | null) => db().update(teamSettings).set({ eraseBuyersAfterMonths: months });

    beforeAll(async () => {
      const longAgo = await addEvent(db(), 'EXPERIENCE');
      const endsToday = await addEvent(db(), 'PARTY');
      oldOrder = await paidOrder(longAgo, old);
      // Her last event is the one that ends today, whatever her other one.
      recentOrders = [await paidOrder(longAgo, recent), await paidOrder(endsToday, recent)];
      await db().update(events).set({ day: '2020-01-10', endDay: '2020-01-12', endTime: '12:00' }).where(eq(events.id, longAgo.id));
      const today = new Date().toISOString().slice(0, 10);
      await db().update(events).set({ day: '2020-01-01', endDay: today, endTime: '23:00' }).where(eq(events.id, endsToday.id));
    });
    afterAll(() => setMonths(null));

    it('does nothing while the setting is off', async () => {
      await setMonths(null);
      const before = (await buyerAudit()).length;
      expect(await eraseExpiredBuyers(db())).toBe(0);
      expect((await ordersOf([oldOrder]))[0].email).toBe(old.email);
      expect(await buyerAudit()).toHaveLength(before);
    });

    it('erases, as the system, the buyers whose last event is further back than the setting, and no one else', async () => {
      await setMonths(12);
      const before = (await buyerAudit()).length;
      expect(await eraseExpiredBuyers(db())).toBe(1);

      expect(await whereFound(db(), personalValues(old))).toEqual([]);
      expect((await ordersOf([oldOrder]))[0].email).toBe(erasedEmail(buyerReference(old.email)));
      expect((await ordersOf(recentOrders)).map((order) => order.email)).toEqual([recent.email, recent.email]);
      expect((await buyerAudit()).slice(before)).toMatchObject([
        { action: 'erase', entity: 'buyer', entityId: buyerReference(old.email), actorId: null, actorEmail: null },
      ]);

      // The next run finds no one: the erased are nobody's any more.
      expect(await eraseExpiredBuyers(db())).toBe(0);
      expect(await buyerAudit()).toHaveLength(before + 1);
    });
  });
});
