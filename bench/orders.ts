// `npm run bench:orders`: N concurrent buyers (BENCH_BUYERS, default 500) try to order one ticket
// each of a party with 10 tickets, over HTTP, against an API on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, a server where a scratch database may be created). Prints orders per second,
// p99 latency, the tickets held and oversold, which must be 0.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { connect } from '../api/src/db/connect';

const CAPACITY = 10;
const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('bench:orders needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}

async function onServer(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

const name = `bench_orders_${randomBytes(4).toString('hex')}`;
await onServer(serverUrl, `create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-orders-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
const database = await connect(config);
const app = buildApp({ config, db: database.db });
try {
  await database.migrate();
  const [party] = await onServer(
    url.toString(),
    `insert into parties (title, description, address, price, poster_image, images, capacity, instalment_deadline, date, time)
     values ('Bench party', 'Oversell check', 'London', 2500, '/uploads/p.png', '{}', $1, '2099-01-01', '2099-01-15', '21:00') returning id`,
    [CAPACITY],
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const body = JSON.stringify({
    type: 'PARTY',
    items: [{ partyId: party.id, quantity: 1 }],
    firstName: 'Bench',
    lastName: 'Buyer',
    email: 'bench@example.com',
    phoneNumber: '447700900123',
    address: '1 Bench Road',
    installment: 'FULL',
    paymentType: 'Stripe',
    room: 'SHARED',
    gender: 'MALE',
  });

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: buyers }, async () => {
      const sent = performance.now();
      const response = await fetch(`${base}/api/order/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const [held] = await onServer(url.toString(), `select coalesce(sum(quantity), 0)::int as n from orders where event_id = $1`, [party.id]);
  const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409).length;
  const oversold = Math.max(0, held.n - CAPACITY);
  console.log(`buyers=${buyers} capacity=${CAPACITY}`);
  console.log(`orders/s=${(buyers / seconds).toFixed(0)} p99=${latencies[Math.floor(latencies.length * 0.99) - 1].toFixed(1)}ms`);
  console.log(`held=${held.n} accepted=${results.filter((result) => result.status === 201).length} errors=${unexpected}`);
  console.log(`oversold=${oversold}`);
  process.exitCode = oversold > 0 || unexpected > 0 || held.n !== CAPACITY ? 1 : 0;
} finally {
  await app.close();
  await database.close();
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
