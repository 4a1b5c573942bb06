import { type App, buildApp } from './app';
import { type Config, loadConfig } from './config';
import { connect } from './db/connect';
import { stdoutLog } from './http/log-destination';
import { startBackgroundJobs } from './jobs/background';
import { createMailTransport } from './mail/transport';
import { paymentsFor } from './orders/start-payment';
import { seed } from './seed/seed';
import { ticketSigner } from './tickets/ticket-qr';
import { retireDemoData } from './seed/retire-demo';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let app: App | undefined;
const database = await connect(config, {
  onIdleError: (error) =>
    app ? app.log.warn({ err: error }, 'idle database connection lost') : console.warn('idle database connection lost', error),
});
const seeded = await database.exclusively(async () => {
  await database.migrate();
  return seed(database.db, config);
});

app = buildApp({ config, db: database.db, logger: { level: config.logLevel, stream: stdoutLog() } });
const server = app;
server.log.info({ seeded, dataDir: config.dataDir, database: config.database.driver }, 'database ready');
// Before the first request: the demo admin of a database first started in development must not
// sign in to a live shop.
if (config.production) await retireDemoData(database.db, server.log);

const jobs = startBackgroundJobs({
  db: database.db,
  transport: createMailTransport({ ...config.orders.mail, replyTo: config.supportEmail }),
  brand: config.brandName,
  publicUrl: config.publicUrl,
  wallet: config.wallet,
  signer: ticketSigner(config.ticketSigningKey()),
  payments: paymentsFor(config),
  reconcileAfterMinutes: config.orders.reconcileAfterMinutes,
  waitingListOfferMinutes: config.orders.waitingListOfferMinutes,
  pdfWorkers: config.pdfWorkers,
  log: server.log,
  onError: (error, row) => server.log.warn({ err: error, outbox: row }, 'e-mail not sent; it will be retried'),
});
server.addHook('onClose', () => jobs.stop());

// The first signal closes gracefully (in-flight requests finish); a second one kills as usual.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    server.log.info({ signal }, 'shutting down');
    try {
      await server.close();
      await database.close();
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  });
}

await server.listen({ host: '0.0.0.0', port: config.apiPort });
