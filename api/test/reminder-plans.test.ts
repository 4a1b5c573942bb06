import { sql } from 'drizzle-orm';
import { ordersDueForReminder, remindInstalments } from '../src/jobs/remind-instalments';
import { addEvent, orderId } from './orders-helpers';
import { copyOrder, type PlanReader, planReader } from './query-plans';
import { createTestApp, describeOnPostgres, type TestApp } from './helpers';

/** Instalment orders on record, each with three instalments over two years; all but the last weeks' paid. */
const ORDERS = 20_000;

/**
 * The reminder job runs every few seconds on every API process: it finds the unpaid instalments
 * coming due from their own index, never by reading every instalment on record (which grows with
 * every instalment ever paid), on PostgreSQL, whose planner is the one production runs.
 */
describeOnPostgres('the plan of the instalment reminders at scale', () => {
  let t: TestApp;
  let plans: PlanReader;

  beforeAll(async () => {
    t = await createTestApp('postgres', { SEED_DEMO: '0' });
    const db = t.database.db;
    await orderId(t, await addEvent(db, 'EXPERIENCE'));
    await copyOrder(t, ORDERS, sql`jsonb_build_object('status', 'PARTIALLY_PAID')`);
    // Each order's instalments a month apart, the orders' due dates spread over two years up to a
    // few months ahead; what fell due before the last fortnight is paid.
    await db.execute(sql`insert into instalments (order_id, number, amount, due_date, paid_at)
      select id, number, 1000, due, case when due < current_date - 14 then now() end
      from (select id, row_number() over (order by id) as n from orders) numbered,
        generate_series(2, 4) number,
        lateral (select current_date - 640 + (n % 720)::int + 30 * number as due) dates`);
    plans = await planReader(t, ['orders', 'instalments']);
  }, 120_000);
  afterAll(async () => {
    await plans.end();
    await t.close();
  });

  it('finds the instalments coming due by instalments_unpaid_due_idx, never a scan of them all', async () => {
    const plan = await plans.plan(ordersDueForReminder(t.database.db));
    expect(plan).toContain('instalments_unpaid_due_idx');
    expect(plan).not.toMatch(/Seq Scan on instalments/);
  });

  it('reminds the orders it finds, a batch at a time', async () => {
    // What the plan found is what the job claims and stamps (the e-mails are orders-mail.test.ts's).
    expect(await remindInstalments(t.database.db)).toBe(200);
  });
});
