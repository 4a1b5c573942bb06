import { AdminEventPageQuery, EVENT_KINDS, type AdminEventFilter } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { eventCountsQuery, pageSlices, sliceQuery } from '../src/events/admin-page';
import { createTestApp, describeOnPostgres, rowsOf, type TestApp } from './helpers';
import { type PlanReader, planReader } from './query-plans';

/** Events on record: years of a busy company's events, each kind half open and half closed. */
const EVENTS = 4_000;

/**
 * Every page of the Event Hub table reads events by index, never the whole table: the plans of a
 * page's statements (its count and the slices of the parts it covers) at scale, on PostgreSQL, whose
 * planner is the one production runs.
 */
describeOnPostgres('the plans of GET /api/admin/events at scale', () => {
  let t: TestApp;
  let plans: PlanReader;

  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
    await t.database.db.execute(sql`insert into events (kind, title, description, address, price, status, images, poster_image,
        instalment_deadline, day, time, event_package, discount, discount_for)
      select case when g % 2 = 0 then 'EXPERIENCE' else 'PARTY' end, 'Event ' || g, repeat('A long description. ', 50),
        '1 Test Street, London', 2500, case when g % 4 < 2 then 'OPEN' else 'CLOSED' end,
        array['/uploads/a.png', '/uploads/b.png'], '/uploads/poster.png', date '2020-01-01' + g / 2, date '2020-01-15' + g / 2,
        lpad((g % 24)::text, 2, '0') || ':00',
        case when g % 2 = 0 then array['Dinner'] end, case when g % 2 = 1 then 0 end, case when g % 2 = 1 then '' end
      from generate_series(1, ${EVENTS}) g`);
    plans = await planReader(t, ['events']);
  }, 120_000);

  afterAll(async () => {
    await plans?.end();
    await t?.close();
  });

  it('counts every tab and filter by index', async () => {
    expect(await plans.plan(eventCountsQuery(t.database.db))).not.toMatch(/Seq Scan on events\b/);
  });

  const perPart = EVENTS / 4;
  const counts = { all: 2 * perPart, upcoming: perPart, past: perPart };
  const pages: [string, AdminEventFilter, number, number][] = [
    ['the first page', 'all', 1, 10],
    ['a deep page of upcoming events', 'all', 50, 10],
    ['the page where the upcoming events give way to the past ones', 'all', 67, 15],
    ['a deep page of past events', 'all', 150, 10],
    ['the last page', 'all', (2 * perPart) / 10, 10],
    ['the first upcoming page', 'upcoming', 1, 10],
    ['a deep upcoming page', 'upcoming', 80, 10],
    ['the first past page', 'past', 1, 10],
    ['a deep past page', 'past', 80, 10],
  ];

  it.each(pages)('reads %s by index', async (_, filter, page, pageSize) => {
    const query = AdminEventPageQuery.parse({ kind: 'parties', filter, page, pageSize });
    const slices = pageSlices(query.filter, counts, query.page, query.pageSize);
    expect(slices.length).toBeGreaterThan(0);
    for (const slice of slices) {
      const text = await plans.plan(sliceQuery(t.database.db, EVENT_KINDS.PARTY.kind, slice));
      expect(text).not.toMatch(/Seq Scan on events\b/);
      expect(text).toMatch(/Index (Only )?Scan( Backward)? using events_kind_status_day_time_id_idx/);
    }
  });

  it('has the events it set out to have', async () => {
    const [{ parties, open }] = await rowsOf<{ parties: number; open: number }>(
      t.database.db,
      sql`select count(*) filter (where kind = 'PARTY')::int as parties, count(*) filter (where kind = 'PARTY' and status = 'OPEN')::int as open from events`,
    );
    expect({ parties, open }).toEqual({ parties: counts.all, open: counts.upcoming });
  });
});
