import { EventTicketList, EventTicketPage, type EventTicket } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { orders, tickets } from '../src/db/orders-schema';
import { EVENT_NOT_FOUND } from '../src/orders/event-tickets';
import { adminSuite, drivers } from './helpers';
import { addEvent, completeSandbox, orderId, orderPayload, placeOrder, sandboxPath, type TestEvent } from './orders-helpers';

const GHOST = '00000000-0000-4000-8000-000000000000';

describe.each(drivers)('GET /api/admin/events/{id}/tickets, a page at a time, on %s', (driver) => {
  const suite = adminSuite(driver);
  let event: TestEvent;
  /** The unpaged answer: every ticket, newest order first. */
  let all: EventTicket[];

  const get = (query: string, id = event.id, headers = suite.auth) =>
    suite.t.app.inject({ method: 'GET', url: `/api/admin/events/${id}/tickets${query}`, headers });
  const page = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return EventTicketPage.parse(response.json());
  };
  const codes = (rows: EventTicket[]) => rows.map((row) => row.code);

  beforeAll(async () => {
    const db = suite.t.database.db;
    event = await addEvent(db, 'PARTY', { price: 5000 });
    const buyers = [
      { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com', phoneNumber: '447700900301', quantity: 2 },
      { firstName: 'bola', lastName: 'Ade', email: 'bola@mail.test', phoneNumber: '447700900101', quantity: 1 },
      { firstName: 'Chi', lastName: 'eze', email: 'chi_eze@example.com', phoneNumber: '447700900301', quantity: 3 },
      { firstName: 'Dan', lastName: 'Kalu', email: 'Dan@Example.com', phoneNumber: '447700900201', quantity: 1 },
      { firstName: 'Eve', lastName: 'Musa', email: 'eve@example.com', phoneNumber: '447700900101', quantity: 2 },
    ];
    for (const buyer of buyers) {
      const id = await orderId(suite.t, event, buyer);
      expect((await completeSandbox(suite.t, await sandboxPath(suite.t, id))).statusCode).toBe(303);
    }
    // Tickets of another event and an order never paid are not the event's list.
    const other = await addEvent(db, 'PARTY');
    await completeSandbox(suite.t, await sandboxPath(suite.t, await orderId(suite.t, other, { firstName: 'Ada' })));
    await placeOrder(suite.t, orderPayload(event, { firstName: 'Ada', email: 'unpaid@example.com' }));
    // Attendees of every case and each door state, so each sort has something to order.
    const issued = await db
      .select({ id: tickets.id })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.eventId, event.id))
      .orderBy(tickets.code);
    const names = ['Ife Ojo', 'gbenga Ali', 'Halima Bako', 'Kemi Ola', 'femi Eko', 'Joy Uche', 'Nneka Ibe', 'lara Osi', 'Musa Dike'];
    for (const [index, { id }] of issued.entries()) {
      await db
        .update(tickets)
        .set({
          attendeeName: names[index],
          checkedInAt: index % 3 === 1 ? new Date() : null,
          voidedAt: index === 2 ? sql`now()` : null,
        })
        .where(eq(tickets.id, id));
    }
    all = EventTicketList.parse((await get('')).json()).data;
  });

  it('answers every ticket without a page, as before: only its data, newest order first', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['data']);
    expect(all).toHaveLength(9);
    expect(all.map((row) => row.firstName)).toEqual(['Eve', 'Eve', 'Dan', 'Chi', 'Chi', 'Chi', 'bola', 'Ada', 'Ada']);
  });

  it('pages the same rows, 10 a page unless told, with how many there are', async () => {
    expect(await page('?page=1')).toEqual({ data: all, page: 1, pageSize: 10, total: 9 });
    const pages = [await page('?page=1&pageSize=4'), await page('?page=2&pageSize=4'), await page('?page=3&pageSize=4')];
    expect(pages.map((answer) => answer.data.length)).toEqual([4, 4, 1]);
    expect(pages.flatMap((answer) => answer.data)).toEqual(all);
    expect(pages.map((answer) => answer.total)).toEqual([9, 9, 9]);
    expect(await page('?page=4&pageSize=4')).toEqual({ data: [], page: 4, pageSize: 4, total: 9 });
    // The sort the list opens with is its own order.
    expect((await page('?page=1&sort=date&dir=desc')).data).toEqual(all);
  });

  it("searches every word in the ticket's code and attendee, the buyer's names and e-mail and the order's reference", async () => {
    const found = async (search: string) => {
      const answer = await page(`?page=1&pageSize=100&search=${encodeURIComponent(search)}`);
      expect(answer.total).toBe(answer.data.length);
      return codes(answer.data);
    };
    const where = (keep: (row: EventTicket) => boolean) => codes(all.filter(keep));
    expect(await found(all[4].code.slice(5, 14).toLowerCase())).toEqual([all[4].code]);
    expect(await found('HALIMA')).toEqual(where((row) => row.attendeeName === 'Halima Bako'));
    expect(await found('chi')).toEqual(where((row) => row.firstName === 'Chi'));
    expect(await found('EZE')).toEqual(where((row) => row.lastName === 'eze'));
    expect(await found('mail.test')).toEqual(where((row) => row.firstName === 'bola'));
    expect(await found(all[2].reference.toLowerCase())).toEqual(where((row) => row.reference === all[2].reference));
    expect(await found(' eve   example ')).toEqual(where((row) => row.firstName === 'Eve'));
    expect(await found('eve dan')).toEqual([]);
    // LIKE's wildcards are searched as themselves.
    expect(await found('_eze')).toEqual(where((row) => row.firstName === 'Chi'));
    expect(await found('%')).toEqual([]);
    expect(await found('')).toEqual(codes(all));
    expect(await page('?page=1&pageSize=2&search=example')).toMatchObject({ total: 8, data: all.slice(0, 2) });
  });

  it('sorts by each sortable column either way, ties in the list order', async () => {
    const CHECK_IN_LABEL = { CHECKED_IN: 'Checked in', VALID: 'Not checked in', VOID: 'Void' };
    const placed = (row: EventTicket) => -all.findIndex((first) => first.orderId === row.orderId);
    const keys: Record<string, (row: EventTicket) => string | number> = {
      date: placed,
      code: (row) => row.code,
      status: (row) => CHECK_IN_LABEL[row.status],
      attendeeName: (row) => row.attendeeName.toLowerCase(),
      firstName: (row) => row.firstName.toLowerCase(),
      lastName: (row) => row.lastName.toLowerCase(),
      email: (row) => row.email.toLowerCase(),
      phoneNumber: (row) => row.phoneNumber,
      quantity: (row) => row.quantity,
      reference: (row) => row.reference,
    };
    const listed = (row: EventTicket) => all.indexOf(row);
    for (const [sort, key] of Object.entries(keys)) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...all].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : listed(a) - listed(b)));
        const answer = await page(`?page=1&pageSize=100&sort=${sort}&dir=${dir}`);
        expect([sort, dir, codes(answer.data)]).toEqual([sort, dir, codes(expected)]);
      }
    }
    // A sort without a direction is newest first, like the list.
    expect(codes((await page('?page=1&sort=quantity')).data)).toEqual(codes((await page('?page=1&sort=quantity&dir=desc')).data));
  });

  it('pages a sort with ties without repeating or missing a ticket', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => page(`?page=${n}&pageSize=4&sort=phoneNumber&dir=asc`)));
    expect(new Set(pages.flatMap((answer) => codes(answer.data))).size).toBe(9);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1&pageSize=0', 'pageSize'],
    ['?page=1&pageSize=101', 'pageSize'],
    ['?page=1&sort=paid', 'sort'],
    ['?page=1&sort=payment', 'sort'],
    ['?page=1&dir=sideways', 'dir'],
    [`?page=1&search=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['?page=1&search=ada%00obi', 'Search contains a character that is not allowed'],
    ['?search=ada', 'page'],
    ['?sort=code', 'page'],
  ])('answers 400 naming what is wrong for %s', async (query, named) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(named);
  });

  it('says an unknown event is not found and is for admins only, a page as the list', async () => {
    const unknown = await get('?page=1', GHOST);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_NOT_FOUND);
    expect((await get('?page=1', event.id, {})).statusCode).toBe(401);
  });
});
