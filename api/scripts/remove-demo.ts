// npm run db:remove-demo -w api [-- --force]: removes the demo events, payments, merchandise and
// admin that a development start seeded, from the database the API's environment points at. With
// the embedded database (no DATABASE_URL), stop the API first: one process owns a PGlite folder.
import { type Config, loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { describeRemoval, removeDemoData } from '../src/seed/remove-demo';

/** The exit code: 0 removed (or nothing to remove), 1 a bad configuration or a failure, 2 a wrong command line. */
async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--force');
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown.join(' ')}.\nUsage: npm run db:remove-demo -w api [-- --force]`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const database = await connect(config);
  try {
    const removal = await removeDemoData(database.db, { force: args.includes('--force'), configuredAdminEmail: config.admin.email });
    for (const line of describeRemoval(removal)) console.log(line);
    return 0;
  } catch (error) {
    console.error(`Nothing was removed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
