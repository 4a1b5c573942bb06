import { AdminEventPage, AdminEventRow, type EventKind, ExperienceList, PartyList } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema';
import { adminSuite, bearer, drivers, memberToken } from './helpers';
import { addEvent, completeSandbox, orderId, sandboxPath, type TestEvent } from './orders-helpers';

type Row = AdminEventRow;

describe.each(drivers)('GET /api/admin/events on %s', (driver) => {
  // No demo events: the suite's own are every event on record.
  const suite = adminSuite(driver, { SEED_DEMO: '0' });

  const get = (query: string, headers = suite.auth) => suite.t.app.inject({ method: 'GET', url: `/api/admin/events${query}`, headers });

  const page = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return AdminEventPage.parse(response.json());
  };

  /** An event of the kind on `day` at `time`. */
  const add = async (type: 'EXPERIENCE' | 'PARTY', status: 'OPEN' | 'CLOSED', day: string, time = '18:30'): Promise<TestEvent> => {
    const event = await addEvent(suite.t.database.db, type, { status });
    await suite.t.database.db.update(events).set({ day, time }).where(eq(events.id, event.id));
    return event;
  };

  /** The table's rows of a kind as the public lists answer its events, in the table's order. */
  const expected = async (kind: EventKind, filter: 'all' | 'upcoming' | 'past' = 'all'): Promise<Row[]> => {
    const word = kind === 'experiences' ? 'experience' : 'party';
    const response = await suite.t.app.inject({ method: 'GET', url: `/api/${word}/get` });
    const wire = kind === 'experiences' ? ExperienceList.parse(response.json()).data : PartyList.parse(response.json()).data;
    const rows = wire.map((event): Row => {
      const [date, time] = 'arrivalDate' in event ? [event.arrivalDate, event.arrivalTime] : [event.date, event.time];
      const { id, title, status, timeZone, price, capacity, ticketsSold } = event;
      return { kind, id, title, status, date, time, timeZone, price, capacity, ticketsSold };
    });
    const key = (row: Row) => `${row.date}|${row.time}|${row.id}`;
    const upcoming = rows.filter((row) => row.status === 'OPEN').sort((a, b) => key(a).localeCompare(key(b)));
    const past = rows.filter((row) => row.status === 'CLOSED').sort((a, b) => key(b).localeCompare(key(a)));
    return filter === 'upcoming' ? upcoming : filter === 'past' ? past : [...upcoming, ...past];
  };

  let sold: TestEvent;

  beforeAll(async () => {
    // Experiences: 7 upcoming, two of them at the same day and time (their ids decide), and 5 past.
    sold = await add('EXPERIENCE', 'OPEN', '2031-03-01');
    for (const day of ['2031-01-10', '2030-12-01', '2031-06-30', '2030-12-01', '2031-02-14']) await add('EXPERIENCE', 'OPEN', day);
    await add('EXPERIENCE', 'OPEN', '2030-12-01', '09:00');
    for (const day of ['2024-05-01', '2025-01-01', '2023-09-09', '2025-01-01', '2024-12-31']) await add('EXPERIENCE', 'CLOSED', day);
    // Parties: 2 upcoming and 3 past.
    for (const day of ['2031-04-01', '2030-11-11']) await add('PARTY', 'OPEN', day, '21:00');
    for (const day of ['2022-01-01', '2025-03-03', '2024-07-07']) await add('PARTY', 'CLOSED', day, '21:00');
    // Tickets sold, as the lists count them: a paid order of two.
    await completeSandbox(suite.t, await sandboxPath(suite.t, await orderId(suite.t, sold, { quantity: 2 })));
  });

  it("answers the first 10 of a kind's events, upcoming soonest first then past most recent first, with the counts", async () => {
    const first = await page('?kind=experiences');
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.counts).toEqual({ experiences: { all: 12, upcoming: 7, past: 5 }, parties: { all: 5, upcoming: 2, past: 3 } });
    expect(first.data).toEqual((await expected('experiences')).slice(0, 10));
    // The early start of the three on 1 December comes first; the other two follow in id order.
    expect(first.data.slice(0, 3).map((row) => [row.date, row.time])).toEqual([
      ['2030-12-01T00:00:00.000Z', '09:00'],
      ['2030-12-01T00:00:00.000Z', '18:30'],
      ['2030-12-01T00:00:00.000Z', '18:30'],
    ]);
    expect(first.data[1].id < first.data[2].id).toBe(true);
  });

  it("shows the tickets sold as the event lists count them, and only the table's fields", async () => {
    const all = await page('?kind=experiences&pageSize=100');
    expect(all.data.find((row) => row.id === sold.id)?.ticketsSold).toBe(2);
    expect(Object.keys(all.data[0]).sort()).toEqual(Object.keys(AdminEventRow.shape).sort());
  });

  it.each([
    ['experiences', 'all'],
    ['experiences', 'upcoming'],
    ['experiences', 'past'],
    ['parties', 'all'],
    ['parties', 'upcoming'],
    ['parties', 'past'],
  ] as const)('keeps %s of the %s filter in order, its pages making up the whole list', async (kind, filter) => {
    const whole = await expected(kind, filter);
    const pages = [];
    for (let n = 1; n <= 4; n += 1) pages.push(await page(`?kind=${kind}&filter=${filter}&page=${n}&pageSize=4`));
    expect(pages.flatMap((answer) => answer.data)).toEqual(whole);
    expect(pages.map((answer) => answer.data.length)).toEqual([0, 1, 2, 3].map((n) => Math.max(0, Math.min(4, whole.length - n * 4))));
    expect(new Set(pages.map((answer) => answer.total))).toEqual(new Set([whole.length]));
    expect((await page(`?kind=${kind}&filter=${filter}&pageSize=100`)).data).toEqual(whole);
  });

  it('keeps upcoming as the open events and past as the closed ones', async () => {
    expect(new Set((await page('?kind=experiences&filter=upcoming&pageSize=100')).data.map((row) => row.status))).toEqual(
      new Set(['OPEN']),
    );
    expect(new Set((await page('?kind=parties&filter=past&pageSize=100')).data.map((row) => row.status))).toEqual(new Set(['CLOSED']));
  });

  it('answers the page size asked for, up to 100, and no rows past the last page', async () => {
    expect((await page('?kind=experiences&pageSize=3')).data).toHaveLength(3);
    expect((await page('?kind=experiences&pageSize=100')).data).toHaveLength(12);
    expect((await page('?kind=experiences&page=2')).data).toHaveLength(2);
    expect(await page('?kind=experiences&page=3')).toMatchObject({ data: [], total: 12, page: 3 });
  });

  it('answers an event written since at once', async () => {
    const added = await add('PARTY', 'OPEN', '2030-01-01');
    const answer = await page('?kind=parties&filter=upcoming');
    expect(answer.data[0].id).toBe(added.id);
    expect(answer.counts.parties).toEqual({ all: 6, upcoming: 3, past: 3 });
    await suite.t.database.db.delete(events).where(eq(events.id, added.id));
  });

  it.each([
    ['', 'kind'],
    ['?kind=merchandise', 'kind'],
    ['?kind=experiences&filter=soon', 'filter'],
    ['?kind=experiences&page=0', 'page'],
    ['?kind=experiences&page=abc', 'page'],
    ['?kind=experiences&pageSize=0', 'pageSize'],
    ['?kind=experiences&pageSize=101', 'pageSize'],
  ])('answers 400 naming what is wrong for %s', async (query, named) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(named);
  });

  it('is for those who may read the events, as their ticket lists are', async () => {
    expect((await get('?kind=parties', {})).statusCode).toBe(401);
    expect((await get('?kind=parties', bearer(await memberToken(suite.t, 'CHECK_IN')))).statusCode).toBe(403);
    expect((await get('?kind=parties', bearer(await memberToken(suite.t, 'FINANCE')))).statusCode).toBe(200);
  });
});
