// `npm run bench:admin` (and the admin part of `npm run bench`): the back office on a company's
// worth of data (`npm run seed:scale`, README.md "Scale data") on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL), at 10,000 orders and then at 100,000. For each screen (the dashboard, Payment
// Tracking's first page, a status filter, a search by e-mail and page 500, an event's ticket list
// and the events table), in Chromium at desktop size:
//
// - the time from navigation to its first data row in the page (by the page's own clock, see
//   markAddedElements), p50 and p95 of 5 runs (after one run that is not counted, so the
//   JavaScript is in the browser's cache as for an admin at work);
// - the API requests that page made (seen in the browser, whichever endpoint the page calls),
//   each asked alone, then by 20 admins at once for a few seconds: p95 per request (one far over
//   the budget alone is not loaded);
// - where the median run's time went: the browser's main thread (script, layout, style, all tasks)
//   and each request the page made before its first row, from when it was sent to when it ended;
// - how each figure grows from 10,000 to 100,000 orders (at most 1.5 times), and the page's
//   JavaScript heap and the API's peak memory at each size.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from '@playwright/test';
import { connect } from '../api/src/db/connect';
import { seedScale } from '../api/src/seed/scale';
import { scaleFor } from '../api/src/seed/scale-rows';
import { createScratchDatabase, onServer } from '../api/test/scratch-database';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { buildApps } from '../scripts/build';
import { benchServerUrl } from './scratch-api';
import { startSystem } from './system';
import { budgets, isMain, type Row, runAlone } from './table';

const admin = budgets.admin;
const shellPort = Number(process.env.BENCH_ADMIN_SHELL_PORT ?? 3600);
const apiPort = Number(process.env.BENCH_ADMIN_API_PORT ?? 4600);
const sizes = process.env.BENCH_ADMIN_ORDERS ? process.env.BENCH_ADMIN_ORDERS.split(',').map(Number) : admin.orders;
/** A navigation still without rows after this long is recorded as this long. */
const GIVE_UP_MS = 60_000;
/** A request slower than this alone is not also sent by 20 admins at once: its figure is already far over, and 20 at once could take the machine down. */
const TOO_SLOW_ALONE_MS = 1_000;

interface Screen {
  name: string;
  path: string;
  firstRow: (page: Page) => Locator;
}

/** What was measured of a screen at one size. */
interface ScreenFigures {
  p50: number;
  p95: number;
  heapMiB: number;
  /** The API requests (GET path and query) the page made. */
  requests: Set<string>;
}

/** One API request: its time alone (median of 3), and its p95 with 20 admins asking at once (not run when too slow alone). */
interface RequestFigures {
  aloneMs: number;
  p95: number | undefined;
  errors: number;
}

interface SizeFigures {
  orders: number;
  screens: Map<string, ScreenFigures>;
  /** By requestName: the same request at another size has other ids in it. */
  requests: Map<string, RequestFigures>;
  apiPeakMiB: number | undefined;
}

const paymentsRows = (page: Page) => page.getByRole('grid', { name: 'Payments' }).locator('[role="row"][data-id]').first();

function screens(facts: { eventId: string; email: string }): Screen[] {
  return [
    {
      name: 'Dashboard',
      path: '/admin/dashboard',
      firstRow: (page) => page.getByRole('region', { name: 'Transactions' }).getByRole('row').nth(1),
    },
    { name: 'Payment Tracking, first page', path: '/admin/payments', firstRow: paymentsRows },
    { name: 'Payment Tracking, status Refunded', path: '/admin/payments?status=Refunded', firstRow: paymentsRows },
    { name: 'Payment Tracking, search by e-mail', path: `/admin/payments?q=${encodeURIComponent(facts.email)}`, firstRow: paymentsRows },
    { name: 'Payment Tracking, page 500', path: '/admin/payments?page=500', firstRow: paymentsRows },
    {
      name: "An event's ticket list",
      path: `/admin/events/experiences/tickets/${facts.eventId}`,
      firstRow: (page) => page.getByRole('grid', { name: 'Ticket List' }).getByRole('row').nth(1),
    },
    {
      name: 'Events table',
      path: '/admin/events',
      firstRow: (page) => page.getByRole('table', { name: 'Events' }).getByRole('row').nth(1),
    },
  ];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A scratch database filled by the scale seed: the experience with the most tickets, and a buyer's e-mail to search for. */
async function scaleDatabase(orders: number) {
  const database = await createScratchDatabase(benchServerUrl(), 'bench_admin');
  const started = performance.now();
  const connection = await connect({ database: { driver: 'postgres', url: database.url } });
  try {
    await connection.migrate();
    await seedScale(connection.db, scaleFor(orders));
  } finally {
    await connection.close();
  }
  console.log(`Seeded ${orders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [event] = await onServer<{ id: string }>(
    database.url,
    `select o.event_id as id from orders o join tickets t on t.order_id = o.id where o.kind = 'EXPERIENCE'
     group by 1 order by count(*) desc, 1 limit 1`,
  );
  // A returning buyer: the search finds a handful of payments.
  const [buyer] = await onServer<{ email: string }>(
    database.url,
    `select payer_email as email from transactions group by 1 order by count(*) desc, 1 limit 1`,
  );
  return { database, facts: { eventId: event.id, email: buyer.email } };
}

async function signIn(origin: string): Promise<{ storage: Record<string, string>; token: string }> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'Admin123!' }),
  });
  if (!response.ok) throw new Error(`Signing in for the admin pages answered ${response.status}`);
  const { token, admin: user } = (await response.json()) as { token: string; admin: unknown };
  return { token, storage: { 'persist:root': JSON.stringify({ auth: { isAuthenticated: true, token, user } }), token } };
}

/** One navigation: milliseconds to the first row, and the API requests (GET paths) the page made on the way. */
interface Visit {
  ms: number;
  api: Set<string>;
  heapMiB: number;
  /** Where the time to the first row went: the browser's main thread, and each request's span. */
  profile: string[];
}

/**
 * Marks every element the page adds with the time it was added (ms since the navigation started).
 * Playwright notices a row by asking again and again, less often the longer it waits (up to every
 * 500 ms), so the time it notices is up to half a second late; the page's own clock is not.
 */
function markAddedElements(): void {
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) Object.assign(node, { benchAddedAt: now });
  }).observe(document, { childList: true, subtree: true });
}

/** When an element marked by markAddedElements came to be in the page: the latest its ancestors or it were added. */
function addedAt(element: Element): number {
  let latest = 0;
  for (let node: Node | null = element; node; node = node.parentNode)
    latest = Math.max(latest, (node as Node & { benchAddedAt?: number }).benchAddedAt ?? 0);
  return latest;
}

/** The main-thread figures Chromium keeps per page (CDP Performance.getMetrics), in seconds. */
const MAIN_THREAD = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'] as const;

async function visit(context: BrowserContext, origin: string, screen: Screen): Promise<Visit> {
  const page = await context.newPage();
  const api = new Set<string>();
  const spans = new Map<Request, { name: string; start: number; end?: number }>();
  let started = 0;
  const since = () => performance.now() - started;
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === origin && url.pathname.startsWith('/api/') && sent.method() === 'GET') api.add(url.pathname + url.search);
    spans.set(sent, { name: `${sent.method()} ${url.pathname}${url.search}`, start: since() });
  });
  const ended = (done: Request) => {
    const span = spans.get(done);
    if (span) span.end = since();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    started = performance.now();
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
    const row = screen.firstRow(page);
    const ms = await row.waitFor({ state: 'visible', timeout: GIVE_UP_MS }).then(
      () => row.evaluate(addedAt),
      () => GIVE_UP_MS,
    );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((each) => each.name === name)?.value ?? 0;
    const thread = MAIN_THREAD.map((name) => `${name.replace('Duration', '')} ${Math.round(metric(name) * 1000)}`).join(', ');
    const profile = [
      `first row at ${Math.round(ms)} ms; main thread (ms): ${thread}`,
      ...[...spans.values()]
        .filter((span) => span.start <= ms)
        .map(
          (span) =>
            `${String(Math.round(span.start)).padStart(6)} → ${span.end === undefined ? '…' : Math.round(span.end)} ms  ${span.name}`,
        ),
    ];
    return { ms, api, heapMiB: metric('JSHeapUsedSize') / 1024 / 1024, profile };
  } finally {
    await page.close();
  }
}

// node:http with kept-alive connections, as bench/orders.ts: fetch's own cost on this 2-core machine
// is as large as the API's.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function get(url: string, token: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(url, { agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (response) => {
      response
        .on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }))
        .on('error', reject)
        .resume();
    })
      .on('error', reject)
      .end();
  });
}

/** `path` asked alone three times, then by 20 admins at once, each asking again as soon as answered, for a few seconds. */
async function measureRequest(apiOrigin: string, path: string, token: string): Promise<RequestFigures> {
  const url = `${apiOrigin}${path}`;
  let errors = 0;
  const alone: number[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await get(url, token);
    alone.push(answer.ms);
    if (answer.status !== 200) errors++;
  }
  const aloneMs = percentile(alone, 50);
  if (aloneMs > TOO_SLOW_ALONE_MS) return { aloneMs, p95: undefined, errors };
  const latencies: number[] = [];
  const until = performance.now() + admin.loadSeconds * 1000;
  await Promise.all(
    Array.from({ length: admin.concurrentAdmins }, async () => {
      while (performance.now() < until) {
        const answer = await get(url, token);
        latencies.push(answer.ms);
        if (answer.status !== 200) errors++;
      }
    }),
  );
  return { aloneMs, p95: percentile(latencies, 95), errors };
}

/** The API process's peak resident memory (VmHWM), found by the port it listens on. */
function apiPeakMiB(): number | undefined {
  try {
    const listening = execFileSync('ss', ['-ltnpH', `sport = :${apiPort}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(listening)?.[1];
    if (!pid) return undefined;
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function measureSize(browser: Browser, orders: number): Promise<SizeFigures> {
  const { database, facts } = await scaleDatabase(orders);
  // The system's API reads DATABASE_URL from this process's environment (bench/system.ts).
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  let system;
  try {
    system = await startSystem(shellPort, apiPort);
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
  const figures: SizeFigures = { orders, screens: new Map(), requests: new Map(), apiPeakMiB: undefined };
  try {
    const { storage, token } = await signIn(system.origin);
    const context = await browser.newContext({ viewport: admin.viewport });
    await context.addInitScript(markAddedElements);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
    try {
      for (const screen of screens(facts)) {
        await visit(context, system.origin, screen); // not counted: fills the browser's cache
        const visits: Visit[] = [];
        for (let run = 0; run < admin.runs; run++) visits.push(await visit(context, system.origin, screen));
        const times = visits.map((each) => each.ms);
        const requests = new Set(visits.flatMap((each) => [...each.api]));
        const heapMiB = Math.max(...visits.map((each) => each.heapMiB));
        figures.screens.set(screen.name, { p50: percentile(times, 50), p95: percentile(times, 95), heapMiB, requests });
        console.log(`${orders} orders, ${screen.name}: ${times.map((ms) => Math.round(ms)).join(', ')} ms; heap ${heapMiB.toFixed(1)} MiB`);
        // Where the time went in the median run.
        const median = visits.find((each) => each.ms === percentile(times, 50)) as Visit;
        for (const line of median.profile) console.log(`    ${line}`);
      }
    } finally {
      await context.close();
    }
    // Each request once, however many screens make it (the shell's own are made by every one).
    const paths = new Set([...figures.screens.values()].flatMap((screen) => [...screen.requests]));
    for (const path of [...paths].sort()) {
      const measured = await measureRequest(`http://127.0.0.1:${apiPort}`, path, token);
      figures.requests.set(requestName(path), measured);
      const load =
        measured.p95 === undefined ? 'not loaded: too slow alone' : `p95 ${Math.round(measured.p95)} ms at ${admin.concurrentAdmins}`;
      console.log(
        `  GET ${path}: alone ${Math.round(measured.aloneMs)} ms, ${load}${measured.errors ? `, ${measured.errors} errors` : ''}`,
      );
    }
    figures.apiPeakMiB = apiPeakMiB();
  } finally {
    await system.stop();
    await database.drop();
  }
  return figures;
}

/** The path a request is known by in the table: without its query values that depend on the data (an id, an e-mail). */
const requestName = (path: string) =>
  path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/([?&]q=)[^&]*/, '$1{e-mail}')
    .replace(/([?&](search|email)=)[^&]*/, '$1{e-mail}');

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Which screens make a request: "every screen" for the shell's own. */
function madeBy(size: SizeFigures, name: string): string {
  const by = [...size.screens]
    .filter(([, screen]) => [...screen.requests].some((path) => requestName(path) === name))
    .map(([screen]) => screen);
  return by.length === size.screens.size ? 'every screen' : by.join('; ');
}

function rowsFor(all: SizeFigures[]): Row[] {
  const rows: Row[] = [];
  const maxMs = admin.firstRowsMaxSeconds * 1000;
  for (const size of all) {
    const label = `${size.orders / 1000}k orders`;
    for (const [name, screen] of size.screens) {
      rows.push({
        figure: `${label}: ${name}, first rows p50 / p95 of ${admin.runs}`,
        measured: `${s(screen.p50)} / ${s(screen.p95)}`,
        budget: `p95 <= ${admin.firstRowsMaxSeconds.toFixed(1)} s`,
        pass: screen.p95 <= maxMs,
      });
    }
    for (const [name, request] of size.requests) {
      rows.push({
        figure: `${label}: GET ${name} p95 at ${admin.concurrentAdmins} admins (${madeBy(size, name)})`,
        measured: request.p95 === undefined ? `${ms(request.aloneMs)} alone` : ms(request.p95),
        budget: `<= ${admin.apiP95MaxMs} ms`,
        pass: request.p95 !== undefined && request.p95 <= admin.apiP95MaxMs && request.errors === 0,
      });
    }
    rows.push({
      figure: `${label}: API peak memory (VmHWM)`,
      measured: size.apiPeakMiB === undefined ? 'not read' : `${Math.round(size.apiPeakMiB)} MiB`,
      budget: 'shown',
      pass: true,
    });
  }
  const [small, large] = [all[0], all[all.length - 1]];
  if (all.length < 2) return rows;
  const ratio = `${large.orders / 1000}k / ${small.orders / 1000}k`;
  const growth = (figure: string, a: number | undefined, b: number | undefined): Row => {
    const times = a && b !== undefined ? b / a : Number.NaN;
    return {
      figure: `${figure}, ${ratio}`,
      measured: Number.isNaN(times) ? 'not measured' : `${times.toFixed(2)}x`,
      budget: `<= ${admin.maxGrowth}x`,
      pass: times <= admin.maxGrowth,
    };
  };
  for (const [name, screen] of large.screens) {
    const before = small.screens.get(name);
    rows.push(growth(`${name}: first rows p95`, before?.p95, screen.p95));
    rows.push(growth(`${name}: page JavaScript heap`, before?.heapMiB, screen.heapMiB));
  }
  for (const [name, request] of large.requests) {
    const before = small.requests.get(name);
    // Under load at both sizes when it could be; alone otherwise, the same way at both.
    const loaded = request.p95 !== undefined && before?.p95 !== undefined;
    rows.push(
      growth(`GET ${name} ${loaded ? 'p95' : 'alone'}`, loaded ? before?.p95 : before?.aloneMs, loaded ? request.p95 : request.aloneMs),
    );
  }
  rows.push(growth('API peak memory', small.apiPeakMiB, large.apiPeakMiB));
  return rows;
}

export async function benchAdmin(): Promise<Row[]> {
  benchServerUrl(); // Refuses at once without PostgreSQL.
  await buildApps(false);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const all: SizeFigures[] = [];
  try {
    for (const orders of sizes) all.push(await measureSize(browser, orders));
  } finally {
    await browser.close();
  }
  return rowsFor(all);
}

if (isMain(import.meta.url)) runAlone(benchAdmin);
