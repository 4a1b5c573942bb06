// npm run seed:demo: writes the demo events, merchandise, orders and sales history into the
// database the API's environment names (migrating it first), then exits. Running it again adds
// nothing. Refused with NODE_ENV=production. With the embedded database (no DATABASE_URL), stop the
// API first: one process owns a PGlite folder.
import { loadConfigOrExit } from '../src/config';
import { describeSeed, seedDemoDatabase } from '../src/seed/seed-demo';

if (process.argv.length > 2) {
  console.error(`Unknown argument ${process.argv.slice(2).join(' ')}.\nUsage: npm run seed:demo`);
  process.exit(2);
}

const config = loadConfigOrExit();

try {
  console.log(describeSeed(await seedDemoDatabase(config), config.admin.email));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
