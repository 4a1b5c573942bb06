import { sql } from 'drizzle-orm';
import { connect } from '../src/db/connect';
import { describeOnPostgres } from './helpers';

describeOnPostgres('the API’s server connections', () => {
  // Over a year of sales the planner's estimates pass jit_above_cost, and compiling each
  // statement cost more than running it (docs/architecture.md#speed-at-scale).
  it('run their statements without JIT compilation, whatever the server’s default', async () => {
    const database = await connect({ database: { driver: 'postgres', url: process.env.TEST_DATABASE_URL as string } });
    try {
      const [setting] = await database.db.select({ jit: sql<string>`current_setting('jit')` }).from(sql`(values (1)) as one`);
      expect(setting.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
