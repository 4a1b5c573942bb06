// npm run seed:demo: writes the demo events, merchandise, orders and sales history into the
// database the API's environment names (migrating it first), then exits. Running it again adds
// nothing. Refused with NODE_ENV=production. With the embedded database (no DATABASE_URL), stop the
// API first: one process owns a PGlite folder.
import { loadConfig } from '../src/config';
import { describeSeed, seedDemoDatabase } from '../src/seed/seed-demo';

/** The exit code: 0 seeded (or seeded before), 1 refused or failed, 2 a wrong command line. */
async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(`Unknown argument ${args.join(' ')}.\nUsage: npm run seed:demo`);
    return 2;
  }
  try {
    const config = loadConfig();
    console.log(describeSeed(await seedDemoDatabase(config), config.admin.email));
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
