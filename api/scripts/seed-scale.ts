// npm run seed:scale: fills the database the API's environment names (DATABASE_URL, else the
// embedded PGlite in DATA_DIR) with a company's two years of sales (README.md, "Scale data"), migrating it
// first. The same options on the same day write the same rows; a second run replaces the first.
// Refused with NODE_ENV=production, and on a database with orders of its own unless --force. With
// the embedded database, stop the API first: one process owns a PGlite folder.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { seed } from '../src/seed/seed';
import { RealOrdersError, seedScale } from '../src/seed/scale';
import { FULL_SCALE, type ScaleOptions, scaleFor, startOfDay } from '../src/seed/scale-rows';

const USAGE = `Usage: npm run seed:scale -- [--orders N] [--events N] [--merchandise N] [--today YYYY-MM-DD] [--force]
  --orders       orders to write (default ${FULL_SCALE.orders}); events and merchandise orders scale with it
  --events       events, instead of the scaled number (default ${FULL_SCALE.events} for ${FULL_SCALE.orders} orders)
  --merchandise  merchandise orders, instead of the scaled number (default ${FULL_SCALE.merchandiseOrders})
  --today        the day the data is built around (default today, UTC)
  --force        write even when the database holds orders the scale seed did not write`;

function options(args: string[]): { scale: ScaleOptions; force: boolean } | string {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        orders: { type: 'string' },
        events: { type: 'string' },
        merchandise: { type: 'string' },
        today: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return (error as Error).message;
  }
  const count = (text: string | undefined, name: string, min: number) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}.`);
    return value;
  };
  try {
    const today = parsed.today === undefined ? startOfDay(new Date()) : new Date(`${parsed.today}T00:00:00.000Z`);
    if (Number.isNaN(today.getTime())) return '--today must be a day, YYYY-MM-DD.';
    const scale = scaleFor(count(parsed.orders, 'orders', 0) ?? FULL_SCALE.orders, today);
    scale.events = count(parsed.events, 'events', 1) ?? scale.events;
    scale.merchandiseOrders = count(parsed.merchandise, 'merchandise', 0) ?? scale.merchandiseOrders;
    return { scale, force: parsed.force ?? false };
  } catch (error) {
    return (error as Error).message;
  }
}

/** The exit code: 0 written, 1 refused or failed, 2 a wrong command line. */
async function main(args: string[]): Promise<number> {
  const chosen = options(args);
  if (typeof chosen === 'string') {
    console.error(`${chosen}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.production) {
    console.error('The scale data is not written when NODE_ENV=production.');
    return 1;
  }
  const started = performance.now();
  const database = await connect(config);
  try {
    const result = await database.exclusively(async () => {
      await database.migrate();
      // The configured admin, so the data can be looked at straight away.
      await seed(database.db, { ...config, seedDemo: false });
      return seedScale(database.db, chosen.scale, chosen);
    });
    const where = config.database.driver === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir ?? 'in memory'})`;
    const { written } = result;
    console.log(
      [
        `${result.replaced ? 'Replaced the earlier scale data with' : 'Wrote'} the scale data for ${chosen.scale.today.toISOString().slice(0, 10)} into ${where}:`,
        `  ${written.events} events, ${written.orders} orders, ${written.tickets} tickets, ${written.payments} payments,`,
        `  ${written.instalments} instalments, ${written.transactions} transactions, ${written.refunds} refunds (${written.refundParts} parts),`,
        `  ${written.outbox} e-mails, ${written.merchandiseOrders} merchandise orders.`,
        `Built in ${(result.buildMs / 1000).toFixed(1)} s, written in ${(result.writeMs / 1000).toFixed(1)} s; ${((performance.now() - started) / 1000).toFixed(1)} s in all.`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(error instanceof RealOrdersError ? error.message : (error as Error).stack);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
