// `npm run bench:orders` (and the orders part of `npm run bench`): concurrent buyers (budgets.json,
// or BENCH_BUYERS) try to order one ticket each of a party with a small quota, over HTTP, against
// an API on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a server where a scratch database
// may be created). Prints orders per second, p99 latency, the tickets held and oversold, which
// must be 0, no answer other than 201 or 409, and the API process's peak memory.
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { onServer } from '../api/test/scratch-database';
import { scratchApi } from './scratch-api';
import { atLeast, atMost, budgets, isMain, type Row, runAlone } from './table';

const CAPACITY = budgets.orders.capacity;
const buyers = Number(process.env.BENCH_BUYERS ?? budgets.orders.buyers);

// node:http rather than fetch: on this 2-core machine fetch's own cost per request was as large as
// the API's, and the buyers' machines are not the server's. Connections stay open from the
// warm-up, as a browser keeps its own.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function post(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response
          .on('end', () => resolve(response.statusCode ?? 0))
          .on('error', reject)
          .resume();
      },
    );
    sent.on('error', reject).end(body);
  });
}

/** The most memory a process has held resident since it started (the kernel's high-water mark), in MiB. */
async function peakResidentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

export async function benchOrders(): Promise<Row[]> {
  // Every buyer comes from the bench's one address: the per-address order limit, there against one
  // client holding stock, would measure itself instead of the selling path.
  const api = await scratchApi({ env: { ORDER_RATE_LIMIT_PER_MINUTE: String(Math.max(1000, buyers * 4)) } });
  try {
    const [party] = await onServer(
      api.databaseUrl,
      `insert into events (kind, title, description, address, price, poster_image, images, capacity, instalment_deadline, day, time, discount, discount_for)
       values ('PARTY', 'Bench party', 'Oversell check', 'London', 2500, '/uploads/p.png', '{}', $1, '2099-01-01', '2099-01-15', '21:00', 0, '') returning id`,
      [CAPACITY],
    );
    // One e-mail per buyer, as real buyers have: one e-mail would meet the cap on tickets held per buyer.
    const EMAIL = 'bench-buyer@example.com';
    const body = JSON.stringify({
      type: 'PARTY',
      items: [{ partyId: party.id, quantity: 1 }],
      firstName: 'Bench',
      lastName: 'Buyer',
      email: EMAIL,
      phoneNumber: '447700900123',
      address: '1 Bench Road',
      installment: 'FULL',
      paymentType: 'Stripe',
      room: 'SHARED',
      gender: 'MALE',
    });

    // Warm-up, not measured: the same number of orders for an event with room for all of them, so
    // the measured burst sees a process past its JIT warm-up, as a running API is.
    const [roomy] = await onServer(
      api.databaseUrl,
      `insert into events (kind, title, description, address, price, poster_image, images, capacity, instalment_deadline, day, time, discount, discount_for)
       values ('PARTY', 'Warm-up party', 'Warm-up', 'London', 2500, '/uploads/p.png', '{}', $1, '2099-01-01', '2099-01-15', '21:00', 0, '') returning id`,
      [buyers],
    );
    const bodies = Array.from({ length: buyers }, (_, i) => body.replace(EMAIL, `bench-buyer-${i}@example.com`));
    await Promise.all(
      bodies.map(async (one) => {
        await post(`${api.base}/api/order/create`, one.replace(party.id, roomy.id));
      }),
    );

    const started = performance.now();
    const results = await Promise.all(
      bodies.map(async (one) => {
        const sent = performance.now();
        const status = await post(`${api.base}/api/order/create`, one);
        return { status, ms: performance.now() - sent };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const [held] = await onServer(api.databaseUrl, `select coalesce(sum(quantity), 0)::int as n from orders where event_id = $1`, [
      party.id,
    ]);
    const unexpected = results.filter((result) => result.status !== 201 && result.status !== 409).length;
    const oversold = Math.max(0, held.n - CAPACITY);
    const rate = Math.round(buyers / seconds);
    const p99 = latencies[Math.floor(latencies.length * 0.99) - 1];
    const memory = await peakResidentMiB(api.pid);
    console.log(
      `\nOrders: buyers=${buyers} capacity=${CAPACITY} orders/s=${rate} p99=${p99.toFixed(1)}ms held=${held.n} accepted=${results.filter((result) => result.status === 201).length} errors=${unexpected} oversold=${oversold} peak memory=${memory.toFixed(0)} MiB`,
    );
    return [
      atLeast(`Orders per second (${buyers} buyers, ${CAPACITY} tickets, PostgreSQL)`, rate, budgets.orders.minOrdersPerSecond),
      atMost('Orders: p99 latency', Math.round(p99), budgets.orders.maxP99Ms, ' ms'),
      atMost('Orders: tickets oversold', oversold, 0),
      atMost('Orders: answers other than 201/409', unexpected, 0),
      { figure: 'Orders: tickets held', measured: String(held.n), budget: `= ${CAPACITY}`, pass: held.n === CAPACITY },
      atMost('Orders: peak memory of the API process', Math.round(memory), budgets.orders.maxMemoryMiB, ' MiB'),
    ];
  } finally {
    agent.destroy();
    await api.close();
  }
}

if (isMain(import.meta.url)) runAlone(benchOrders);
