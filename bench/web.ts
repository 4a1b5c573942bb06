// `npm run bench:web` (and the web part of `npm run bench`): builds every app, starts the system on
// ports of its own, and checks the pages against bench/budgets.json: the JavaScript of a first
// visit to each budgeted route, no @mui/x-* on any public page, one React per page, and
// Lighthouse's mobile performance score on /, /experiences and an event page (the check-out route),
// and the largest contentful paint of / and /experiences.
import { chromium, type Page } from '@playwright/test';
import { paths } from '@shared/domain';
import { buildApps } from '../scripts/build';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { bytesByPackage, measurePage, measureTour, type PageJs, type TourStep } from './javascript';
import { mobilePerformance } from './lighthouse';
import { startSystem, type RunningSystem } from './system';
import { atLeast, atMost, budgets, isMain, type Row, runAlone } from './table';

const publicPages = [
  '/',
  '/experiences',
  '/parties',
  '/merchandise',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/gallery',
  '/booking',
];
const shellPort = Number(process.env.BENCH_SHELL_PORT ?? 3500);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4500);
const kb = (bytes: number) => bytes / 1024;

function printFiles(page: PageJs) {
  console.log(`\nJavaScript of a first visit to ${page.path} (gzip -9 of each response body):`);
  for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const packages = [...file.packages]
      .filter((name) => !name.includes(' '))
      .slice(0, 6)
      .join(', ');
    console.log(`  ${kb(file.gzipBytes).toFixed(1).padStart(7)} KB  ${new URL(file.url).host}${new URL(file.url).pathname}  ${packages}`);
  }
}

/**
 * Where a page's bytes go: each file's gzip bytes shared among the npm packages (and our own
 * folders) in it by their share of its sources, summed over the files. A package whose modules
 * several apps bundle shows here with the sum of its copies; `copies` counts the files carrying it.
 */
function printPackages(page: PageJs, title: string) {
  console.log(`\n${title}: ${kb(page.gzipBytes).toFixed(1)} KB in ${page.files.length} files, by package (gzip, estimated):`);
  const hosts = (name: string) => page.files.filter((file) => file.packageBytes.has(name)).length;
  for (const [name, bytes] of bytesByPackage(page.files).filter(([, bytes]) => bytes >= 512)) {
    console.log(`  ${kb(bytes).toFixed(1).padStart(7)} KB  ${name.padEnd(40)} in ${hosts(name)} file(s)`);
  }
}

/** The stored sign-in of the demo admin, as the shell keeps it in localStorage. */
async function adminStorage(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'Admin123!' }),
  });
  if (!response.ok) throw new Error(`Signing in for the admin pages answered ${response.status}`);
  const { token, admin } = (await response.json()) as { token: string; admin: unknown };
  return { 'persist:root': JSON.stringify({ auth: { isAuthenticated: true, token, user: admin } }), token };
}

/** A budgeted route with its `{first open experience}` part replaced by that event's id on the running system. */
async function concreteRoute(origin: string, route: string): Promise<string> {
  if (!route.includes('{first open experience}')) return route;
  const { data } = (await (await fetch(`${origin}/api/experience/get?status=OPEN`)).json()) as { data: { id: string }[] };
  return route.replace('{first open experience}', data[0].id);
}

/**
 * A member's round of the back office in one session: the login page, then (signed in) the
 * dashboard, the events, one event's tickets, payments, merchandise and settings.
 */
async function adminTour(origin: string): Promise<TourStep[]> {
  const { data } = (await (await fetch(`${origin}/api/experience/get?status=OPEN`)).json()) as { data: { id: string }[] };
  const { admin } = paths;
  return [
    admin.login,
    admin.dashboard,
    admin.events,
    admin.eventTickets('experiences', data[0].id),
    admin.payments,
    admin.merchandise,
    admin.settings,
  ].map((path) => ({ path, ready: 'h1' }));
}

/** Signs the demo admin in through the login form, as a member does, and waits for the dashboard. */
async function signIn(page: Page) {
  await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL ?? 'admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD ?? 'Admin123!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** The JavaScript figures: first visits, the admin tour, @mui/x-* on public pages, React copies. */
export async function measureJavaScript(system: RunningSystem): Promise<Row[]> {
  const rows: Row[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const admin = await adminStorage(system.origin);
    for (const [route, budget] of Object.entries(budgets.web.firstVisit)) {
      const path = await concreteRoute(system.origin, route);
      const page = await measurePage(
        browser,
        system.origin,
        path,
        'h1',
        route.startsWith('/admin/') && route !== '/admin/login' ? admin : {},
      );
      if (route === '/') printFiles(page);
      if (route.startsWith('/admin/')) printPackages(page, `First visit to ${route}`);
      rows.push(
        atMost(`First visit to ${route}: JavaScript (gzip)`, Number(kb(page.gzipBytes).toFixed(1)), budget.maxGzipKB, ' KB'),
        atMost(`First visit to ${route}: JavaScript files`, page.files.length, budget.maxJsFiles),
        {
          ...atMost(`${route}: React copies`, page.reactDomCopies, budgets.web.reactCopiesPerPage),
          budget: `= ${budgets.web.reactCopiesPerPage}`,
          pass: page.reactDomCopies === budgets.web.reactCopiesPerPage,
        },
      );
    }
    const tour = await measureTour(browser, system.origin, await adminTour(system.origin), signIn);
    printPackages(tour, `Admin tour (${tour.path})`);
    rows.push(
      atMost(
        'Admin tour: JavaScript (gzip), each file once',
        Number(kb(tour.gzipBytes).toFixed(1)),
        budgets.web.adminTour.maxGzipKB,
        ' KB',
      ),
    );
    rows.push({
      ...atMost('Admin tour: React copies', tour.reactDomCopies, budgets.web.reactCopiesPerPage),
      budget: `= ${budgets.web.reactCopiesPerPage}`,
      pass: tour.reactDomCopies === budgets.web.reactCopiesPerPage,
    });
    const checkout = await concreteRoute(system.origin, '/experiences/check-out?event={first open experience}');
    for (const path of [...publicPages, checkout]) {
      const page = await measurePage(browser, system.origin, path, 'h1');
      const muiXBytes = page.files.filter((file) => page.muiXFiles.includes(file.url)).reduce((sum, file) => sum + file.gzipBytes, 0);
      rows.push(atMost(`${path.split('?')[0]}: @mui/x-* bytes`, muiXBytes, budgets.web.muiXBytesOnPublicPages));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function measure(system: RunningSystem): Promise<Row[]> {
  const rows = await measureJavaScript(system);
  for (const [route, minimum] of Object.entries(budgets.web.lighthouseMobilePerformance)) {
    const result = await mobilePerformance(`${system.origin}${await concreteRoute(system.origin, route)}`, budgets.web.lighthouseRuns);
    const metrics = Object.entries(result.metrics)
      .map(([id, value]) => `${id} ${id.includes('shift') ? value.toFixed(3) : `${Math.round(value)} ms`}`)
      .join(', ');
    console.log(`\nLighthouse ${route}: runs ${result.runs.join(', ')}; median run: ${metrics}`);
    rows.push(atLeast(`Lighthouse mobile performance ${route} (median of ${result.runs.length})`, result.score, minimum));
    const maxLcp = budgets.web.lighthouseMaxLcpMs[route];
    if (maxLcp !== undefined) {
      const lcp = Math.round(result.metrics['largest-contentful-paint']);
      rows.push(atMost(`Lighthouse largest contentful paint ${route} (simulated, median run)`, lcp, maxLcp, ' ms'));
    }
  }
  return rows;
}

export async function benchWeb(): Promise<Row[]> {
  await buildApps(true);
  const system = await startSystem(shellPort, apiPort);
  try {
    return await measure(system);
  } finally {
    await system.stop();
  }
}

if (isMain(import.meta.url)) runAlone(benchWeb);
