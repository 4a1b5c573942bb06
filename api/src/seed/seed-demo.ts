import { type Config, DEMO_DATA_REFUSED } from '../config';
import { connect } from '../db/connect';
import { type SeedResult, seed } from './seed';
import { describeDemoData } from './retire-demo';

/**
 * What `npm run seed:demo` does: brings the database the config names up to date and writes the
 * configured admin and the demo catalogue, as a start with SEED_DEMO=1 would. A second run adds
 * nothing. Refused in production, like SEED_DEMO=1 (config.ts). With the embedded database the API
 * must not be running: one process owns a PGlite folder.
 */
export async function seedDemoDatabase(config: Config): Promise<SeedResult> {
  if (config.production) throw new Error(`The demo data is not written when NODE_ENV=production: ${DEMO_DATA_REFUSED}.`);
  const database = await connect(config);
  try {
    return await database.exclusively(async () => {
      await database.migrate();
      return seed(database.db, { ...config, seedDemo: true });
    });
  } finally {
    await database.close();
  }
}

/** What a run wrote, for the person who ran it. */
export function describeSeed(result: SeedResult, adminEmail: string): string {
  const demo = describeDemoData({
    admin: 'absent',
    experiences: result.experiences,
    parties: result.parties,
    transactions: result.transactions,
    merchandiseItems: result.merchandise,
    merchandiseOrders: result.merchandiseOrders,
  });
  const admin = result.admins > 0 ? ` Created the admin ${adminEmail}.` : '';
  return (demo === 'nothing' ? 'The demo data was seeded before: nothing written.' : `Wrote the demo data: ${demo}.`) + admin;
}
