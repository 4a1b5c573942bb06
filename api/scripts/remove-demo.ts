// npm run db:remove-demo -w api [-- --force]: removes the demo events, payments, merchandise and
// admin that a development start seeded, from the database the API's environment points at. With
// the embedded database (no DATABASE_URL), stop the API first: one process owns a PGlite folder.
import { loadConfigOrExit } from '../src/config';
import { connect } from '../src/db/connect';
import { describeRemoval, removeDemoData } from '../src/seed/remove-demo';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}.\nUsage: npm run db:remove-demo -w api [-- --force]`);
  process.exit(2);
}

const config = loadConfigOrExit();

const database = await connect(config);
try {
  const removal = await removeDemoData(database.db, { force: args.includes('--force'), configuredAdminEmail: config.admin.email });
  for (const line of describeRemoval(removal)) console.log(line);
} catch (error) {
  console.error(`Nothing was removed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
