// What the plan tests (*-plans.test.ts) share: many copies of one real order, and the plans
// PostgreSQL makes for a statement once the tables have settled.
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './helpers';

/**
 * The one order on record copied into `count` orders in all, each with a reference of its own (its
 * number written in the references' 30 letters and digits); `changes` (a jsonb expression of `g`, the
 * copy's number) sets other columns of a copy.
 */
export async function copyOrder(t: TestApp, count: number, changes: SQL = sql`'{}'::jsonb`): Promise<void> {
  await t.database.db.execute(sql`insert into orders
    select (jsonb_populate_record(o, jsonb_build_object('id', gen_random_uuid(), 'reference', 'EVT-' || (
      select string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (g / (30 ^ k)::int) % 30 + 1, 1), '' order by k)
      from generate_series(0, 5) k)) || ${changes})).*
    from orders o, generate_series(1, ${count - 1}) g`);
}

export interface PlanReader {
  /** The plan PostgreSQL makes for a statement, as text. */
  plan(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string>;
  /** The same, run (EXPLAIN ANALYZE): each step with the rows it read and how many times it ran. */
  run(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string>;
  end(): Promise<void>;
}

/**
 * A connection of its own that reads plans, after `vacuum analyze` of `tables`: statistics, and the
 * visibility map index-only scans need, as autovacuum leaves a table that has settled.
 */
export async function planReader(t: TestApp, tables: string[]): Promise<PlanReader> {
  const client = new pg.Client({ connectionString: t.config.database.driver === 'postgres' ? t.config.database.url : '' });
  await client.connect();
  await client.query(`vacuum analyze ${tables.join(', ')}`);
  const explain = async (how: string, statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = statement.toSQL();
    const { rows } = await client.query(`explain ${how} ${text}`, params);
    return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
  };
  return {
    plan: (statement) => explain('', statement),
    run: (statement) => explain('(analyze, timing off)', statement),
    end: () => client.end(),
  };
}
