// `npm run bench:rush`: an on-sale rush on the whole selling path, several API processes deep.
// Three production API processes (api/src/server.ts) share one PostgreSQL database and one Redis,
// behind Debian's nginx balancing by least connections. Visitors (budgets.json rush.visitors) join
// the queue of an event with rush.capacity tickets in the minute before its on-sale time, ask their
// place again when the queue says as the waiting room does, and order one ticket the moment they are through
// (some with a promo code of limited uses). Mid-rush one API process is killed with SIGKILL. After
// the sell-out every order is paid in the sandbox and each buyer's ticket e-mail is awaited.
//
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where a scratch database may be
// created); Redis: BENCH_REDIS_URL, else the machine's redis://127.0.0.1:6379 (a key prefix of the
// run's own, deleted after). See README, "Running more than one API process".
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { PROMO_MESSAGES } from '@shared/domain';
import { onServer } from '../api/test/scratch-database';
import { createScratchDatabase } from '../api/test/scratch-database';
import { type ApiProcess, benchServerUrl, freePort, newTicketSigningKey, startApiProcess, stop } from './scratch-api';
import { atLeast, atMost, budgets, isMain, type Row, runAlone } from './table';

const { visitors: VISITORS, capacity: CAPACITY, admitPerMinute: RATE, processes: PROCESSES, promoUses: PROMO_USES } = budgets.rush;
const visitors = Number(process.env.BENCH_RUSH_VISITORS ?? VISITORS);
/** Visitors arrive over this many seconds before the on-sale time. */
const ARRIVALS_SECONDS = 60;
/** Until the queue says when (checkAgainSeconds), as the waiting room does. */
const FIRST_POLL_MS = 3000;
/** One API process is killed this long after the on-sale time. */
const KILL_AFTER_MS = 20_000;
const PROMO = 'RUSH25';

// node:http with keep-alive: a browser keeps its connection; the generator's own cost stays small.
const agent = new Agent({ keepAlive: true, maxSockets: 1024 });

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function call(method: 'GET' | 'POST', url: string, body?: string, type = 'application/json'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) };
    const sent = request(url, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        )
        .on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    });
    // A connection that failed outright counts as an answer of 0, never as a crash of the bench.
    sent.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    sent.end(body);
  });
}

interface QueueData {
  ticket: string;
  position: number;
  admitted: boolean;
  admissionToken?: string;
  soldOut: boolean;
  checkAgainSeconds: number;
}

interface Visitor {
  arrival: number;
  ticket?: string;
  /** Places seen after the on-sale time, in order: they may only go down. */
  places: number[];
  admittedAt?: number;
  order?: { id: string; status: number; ms: number; promo: boolean };
  soldOut: boolean;
}

/** Spearman's rank correlation of two orderings of the same items (no ties). */
function spearman(a: readonly number[], b: readonly number[]): number {
  const rank = (values: readonly number[]) => {
    const order = values.map((value, index) => [value, index] as const).sort((x, y) => x[0] - y[0]);
    const ranks = new Array<number>(values.length);
    order.forEach(([, index], position) => (ranks[index] = position));
    return ranks;
  };
  const [ra, rb] = [rank(a), rank(b)];
  const n = a.length;
  const d2 = ra.reduce((sum, value, i) => sum + (value - rb[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** nginx in front of the API processes, least connections, passing a refused connection on to the next. */
async function startBalancer(dir: string, port: number, upstreams: string[]): Promise<ChildProcess> {
  const conf = join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} error;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
    least_conn;
${upstreams.map((base) => `    server ${base.replace('http://', '')} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      # A process that died mid-request: reads go to the next one; an order create that never
      # reached one (connection refused) does too, as nginx never passes on a request it sent.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  if (!existsSync('/usr/sbin/nginx') && !existsSync('/usr/bin/nginx')) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const nginx = spawn('nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 50; i++) {
    if ((await call('GET', `http://127.0.0.1:${port}/api/health`)).status === 200) return nginx;
    await sleep(100);
  }
  throw new Error('nginx did not start');
}

/** Resident memory of a process, in MiB, from /proc. */
async function residentMiB(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchRush(): Promise<Row[]> {
  const database = await createScratchDatabase(benchServerUrl(), 'rush');
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bench-rush-${randomBytes(4).toString('hex')}:`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-rush-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    // One secret for every process: an admission or session signed by one is good on the others.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // And one ticket signing key: a ticket signed by one is good at the door of the others.
    TICKET_SIGNING_KEY: newTicketSigningKey(),
    TRUST_PROXY: '127.0.0.1',
    // Every visitor comes from the bench's one address: per-address limits would measure themselves.
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
    QUEUE_RATE_LIMIT_PER_MINUTE: '10000000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    PDF_WORKERS: '1',
  };
  const apis: ApiProcess[] = [];
  let nginx: ChildProcess | undefined;
  const memoryPeak = new Map<number, number>();
  try {
    // The first process migrates the database; the others then find it ready.
    for (let i = 0; i < PROCESSES; i++) apis.push(await startApiProcess({ env }));
    const port = await freePort();
    nginx = await startBalancer(
      dataDir,
      port,
      apis.map((api) => api.base),
    );
    const site = `http://127.0.0.1:${port}/api`;

    const onSaleAt = new Date(Date.now() + (ARRIVALS_SECONDS + 5) * 1000);
    const [event] = await onServer(
      database.url,
      `insert into events (kind, title, description, address, price, poster_image, images, capacity, instalment_deadline, day, time,
         discount, discount_for, accommodation_price_single, accommodation_price_shared, on_sale_at, use_queue, admit_per_minute, max_per_order)
       values ('PARTY', 'Rush party', 'On-sale rush', 'London', 2500, '/uploads/p.png', '{}', $1, '2099-01-01', '2099-01-15', '21:00',
         0, '', 0, 0, $2, true, $3, 4) returning id`,
      [CAPACITY, onSaleAt.toISOString(), RATE],
    );
    await onServer(database.url, `insert into promo_codes (code, kind, value, max_uses) values ($1, 'PERCENT', 25, $2)`, [
      PROMO,
      PROMO_USES,
    ]);

    const sampler = setInterval(() => {
      for (const api of apis) {
        void residentMiB(api.child.pid).then((mib) => memoryPeak.set(api.child.pid!, Math.max(memoryPeak.get(api.child.pid!) ?? 0, mib)));
      }
    }, 1000);

    const answers: Answer[] = [];
    let promoRefused = 0;
    const visit = async (visitor: Visitor, index: number) => {
      await sleep(Math.max(0, visitor.arrival - Date.now()));
      let state: QueueData | undefined;
      for (;;) {
        const answer = visitor.ticket
          ? await call('GET', `${site}/queue/${event.id}/status?ticket=${visitor.ticket}`)
          : await call('POST', `${site}/queue/${event.id}/join`, '{}');
        answers.push(answer);
        if (answer.status === 200) {
          state = (JSON.parse(answer.body) as { data: QueueData }).data;
          visitor.ticket = state.ticket;
          if (Date.now() > onSaleAt.getTime() && !state.admitted) visitor.places.push(state.position);
          if (state.admitted || state.soldOut) break;
        }
        await sleep((state ? state.checkAgainSeconds * 1000 : FIRST_POLL_MS) * (0.9 + Math.random() * 0.2));
      }
      if (state.soldOut && !state.admitted) {
        visitor.soldOut = true;
        return;
      }
      visitor.admittedAt = Date.now();
      const promo = index % 4 === 0;
      const body = JSON.stringify({
        type: 'PARTY',
        items: [{ partyId: event.id, quantity: 1 }],
        firstName: 'Rush',
        lastName: `Buyer ${index}`,
        email: `rush-${index}@example.com`,
        phoneNumber: '447700900123',
        address: '1 Rush Road',
        installment: 'FULL',
        paymentType: 'Stripe',
        room: 'NONE',
        gender: 'MALE',
        admissionToken: state.admissionToken,
        ...(promo ? { promoCode: PROMO } : {}),
      });
      let order = await call('POST', `${site}/order/create`, body);
      answers.push(order);
      // A code used up by others is a 400 that says so: the buyer goes on without it.
      if (promo && order.status === 400 && order.body.includes(PROMO_MESSAGES.usedUp)) {
        promoRefused += 1;
        order = await call('POST', `${site}/order/create`, body.replace(`,"promoCode":"${PROMO}"`, ''));
        answers.push(order);
      }
      const id = order.status === 201 ? (JSON.parse(order.body) as { id: string }).id : '';
      visitor.order = { id, status: order.status, ms: order.ms, promo };
    };

    // Arrivals spread over the minute before the on-sale time, in a random order of their own.
    const start = Date.now();
    const crowd: Visitor[] = Array.from({ length: visitors }, () => ({
      arrival: start + Math.random() * ARRIVALS_SECONDS * 1000,
      places: [],
      soldOut: false,
    }));
    const killer = (async () => {
      await sleep(onSaleAt.getTime() + KILL_AFTER_MS - Date.now());
      apis[1]!.child.kill('SIGKILL');
      console.log(`killed API process ${apis[1]!.child.pid} with SIGKILL at on-sale + ${KILL_AFTER_MS / 1000} s`);
    })();
    console.log(`${visitors} visitors arriving over ${ARRIVALS_SECONDS} s; on sale at ${onSaleAt.toISOString()}, ${RATE} a minute`);
    await Promise.all(crowd.map(visit));
    await killer;
    clearInterval(sampler);

    // Every order paid in the sandbox, then each buyer's ticket e-mail awaited (the outbox of every
    // process writes to the shared DATA_DIR/outbox without SMTP).
    const created = crowd.filter((visitor) => visitor.order?.status === 201);
    for (const visitor of created) {
      const started = await call('POST', `${site}/stripe/checkout/${visitor.order!.id}`);
      const page = (JSON.parse(started.body) as { redirectUrl: string }).redirectUrl;
      await call('POST', `http://127.0.0.1:${port}${page}/complete`, '', 'application/x-www-form-urlencoded');
    }
    const [{ paid }] = await onServer(database.url, `select count(*)::int as paid from orders where event_id = $1 and status = 'PAID'`, [
      event.id,
    ]);
    const mailDeadline = Date.now() + 180_000;
    let mailed = 0;
    while (Date.now() < mailDeadline) {
      const files = await readdir(join(dataDir, 'outbox')).catch(() => [] as string[]);
      const texts = await Promise.all(
        files.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(dataDir, 'outbox', name), 'utf8')),
      );
      mailed = new Set(texts.flatMap((text) => /rush-\d+@example\.com/.exec(text)?.[0] ?? [])).size;
      if (mailed >= paid) break;
      await sleep(2000);
    }

    // The figures.
    const [{ taken }] = await onServer(
      database.url,
      `select coalesce(sum(quantity), 0)::int as taken from orders where event_id = $1 and (status in ('PAID', 'PARTIALLY_PAID') or (status = 'PENDING' and hold_expires_at > now()))`,
      [event.id],
    );
    const [{ uses }] = await onServer(
      database.url,
      `select count(*)::int as uses from orders where promo_code_id is not null and event_id = $1`,
      [event.id],
    );
    const admitted = crowd.filter((visitor) => visitor.admittedAt !== undefined);
    const sale = onSaleAt.getTime();
    // The steady minute: from 10 s after the on-sale time, past the first polls' lag, while tickets last.
    const windowStart = sale + 10_000;
    const lastAdmission = Math.max(...admitted.map((visitor) => visitor.admittedAt!));
    const windowEnd = Math.min(windowStart + 60_000, lastAdmission);
    const inWindow = admitted.filter((visitor) => visitor.admittedAt! >= windowStart && visitor.admittedAt! < windowEnd).length;
    const admittedPerMinute = (inWindow * 60_000) / Math.max(1, windowEnd - windowStart);
    const orderMs = created.map((visitor) => visitor.order!.ms);
    const firstOrder = Math.min(...created.map((visitor) => visitor.admittedAt!));
    const lastOrder = Math.max(...created.map((visitor) => visitor.admittedAt! + visitor.order!.ms));
    const fivexx = answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
    // Fairness: every visitor arrived before the on-sale time, so the line (Redis's sorted set, the
    // order they are let through in) must be a random permutation of their arrival order: a rank
    // correlation near 0 (sd 1/sqrt(n-1), 0.014 for 5,000), where first come, first served gives 1.
    const redis = new Redis(redisUrl);
    const line = await redis.zrange(`${prefix}queue:${event.id}:line`, 0, -1);
    await redis.quit();
    const byTicket = new Map(crowd.map((visitor) => [visitor.ticket, visitor]));
    const inLine = line.map((ticket) => byTicket.get(ticket)!).filter(Boolean);
    const rho = spearman(
      inLine.map((visitor) => visitor.arrival),
      inLine.map((_, rank) => rank),
    );
    const fairnessZ = Math.abs(rho) * Math.sqrt(Math.max(1, inLine.length - 1));
    const placesLost = crowd.filter((visitor) => visitor.places.some((place, i) => i > 0 && place > visitor.places[i - 1]!)).length;
    const refusedAdmitted = admitted.filter(
      (visitor) => visitor.order && visitor.order.status !== 201 && visitor.order.status !== 409,
    ).length;
    const memory = [...memoryPeak.values()];
    if (process.env.BENCH_RUSH_DEBUG) {
      for (const visitor of crowd.filter((one) => one.places.some((place, i) => i > 0 && place > one.places[i - 1]!)).slice(0, 5))
        console.log('place went back:', visitor.places.join(' '));
      for (const visitor of admitted.filter((one) => one.order && one.order.status !== 201 && one.order.status !== 409).slice(0, 5))
        console.log('order refused:', visitor.order!.status);
      for (const visitor of [...created].sort((a, b) => b.order!.ms - a.order!.ms).slice(0, 8))
        console.log(`slow order: ${visitor.order!.ms.toFixed(0)} ms at on-sale + ${((visitor.admittedAt! - sale) / 1000).toFixed(1)} s`);
    }

    console.log(
      `admitted ${admitted.length}, ordered ${created.length}, sold out told to ${crowd.filter((visitor) => visitor.soldOut).length}, ` +
        `orders p50 ${percentile(orderMs, 50).toFixed(1)} ms, rank correlation of line and arrivals ${rho.toFixed(4)} over ${inLine.length} (z ${fairnessZ.toFixed(2)}), ` +
        `memory per process ${memory.map((mib) => mib.toFixed(0)).join(' / ')} MiB, paid ${paid}, e-mailed ${mailed}, ` +
        `promo code used ${uses} times of ${PROMO_USES} (${promoRefused} buyers told it was used up)`,
    );
    return [
      atMost('rush: tickets oversold', Math.max(0, taken - CAPACITY), 0),
      atMost('rush: promo code uses over its limit', Math.max(0, uses - PROMO_USES), 0),
      atMost('rush: 5xx answers (one API process killed mid-rush)', fivexx, 0),
      atMost('rush: p99 of order create', percentile(orderMs, 99), 500, ' ms'),
      // Buyers order the moment they are through, so orders keep up with the admissions.
      atLeast(
        'rush: orders per second while tickets lasted',
        (created.length * 1000) / Math.max(1, lastOrder - firstOrder),
        (0.9 * RATE) / 60,
      ),
      atMost('rush: admitted per minute, off the set rate', Math.abs(admittedPerMinute - RATE) / RATE, 0.1),
      // |z| of the correlation under a random order: beyond 4, not a random permutation.
      atMost('rush: admission order vs arrival order, |z| of their rank correlation', fairnessZ, 4),
      atMost('rush: admitted visitors whose place went back or order was refused', placesLost + refusedAdmitted, 0),
      atMost('rush: paid orders without their ticket e-mail', Math.max(0, paid - mailed), 0),
      atMost('rush: peak memory of an API process', Math.max(...memory), budgets.rush.maxMemoryMiB, ' MiB'),
    ];
  } finally {
    nginx?.kill('SIGQUIT');
    if (nginx) await once(nginx, 'exit').catch(() => undefined);
    await Promise.all(apis.map((api) => stop(api.child)));
    await database.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) runAlone(benchRush);
