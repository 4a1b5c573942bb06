// One line per budget: what was measured, what the last recorded run measured, the budget, PASS or
// FAIL. Every run records its figures in bench/results.json, so the next one prints them beside its
// own; the committed file holds the figures of the last run on the project's reference machine.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Row {
  figure: string;
  measured: string;
  budget: string;
  pass: boolean;
}

/** bench:admin (bench/admin.ts): the back office on the scale data. */
interface AdminBudgets {
  /** The data sizes measured, in orders; the last is compared with the first. */
  orders: number[];
  runs: number;
  firstRowsMaxSeconds: number;
  concurrentAdmins: number;
  loadSeconds: number;
  apiP95MaxMs: number;
  maxGrowth: number;
  viewport: { width: number; height: number };
}

export interface Budgets {
  web: {
    /** Per route: the JavaScript a first visit downloads (gzip) and how many files. */
    firstVisit: Record<string, { maxGzipKB: number; maxJsFiles: number }>;
    /** One session through the back office's main pages (bench/web.ts): its JavaScript, each file once. */
    adminTour: { maxGzipKB: number };
    muiXBytesOnPublicPages: number;
    reactCopiesPerPage: number;
    lighthouseMobilePerformance: Record<string, number>;
    /** Per route: the largest contentful paint of the median Lighthouse run, simulated mobile. */
    lighthouseMaxLcpMs: Record<string, number>;
    lighthouseRuns: number;
  };
  build: { remoteAloneMaxSeconds: number; wholeSystemMaxSeconds: number };
  api: { minRatioToBareFastify: number; maxP99Ms: number; connections: number; durationSeconds: number };
  orders: { minOrdersPerSecond: number; maxP99Ms: number; maxMemoryMiB: number; buyers: number; capacity: number };
  start: { maxSeconds: number };
  admin: AdminBudgets;
  rush: { visitors: number; capacity: number; admitPerMinute: number; processes: number; promoUses: number; maxMemoryMiB: number };
}

export const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;

export function atMost(figure: string, measured: number, max: number, unit = ''): Row {
  return { figure, measured: `${format(measured)}${unit}`, budget: `<= ${max}${unit}`, pass: measured <= max };
}

export function atLeast(figure: string, measured: number, min: number, unit = ''): Row {
  return { figure, measured: `${format(measured)}${unit}`, budget: `>= ${min}${unit}`, pass: measured >= min };
}

const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));

const RESULTS = join(import.meta.dirname, 'results.json');

/** The figures of earlier runs, by figure: what each measured the last time it ran. */
type Results = Record<string, { measured: string; at: string }>;

const readResults = (): Results => (existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Results) : {});

/** Prints the rows beside the last recorded figures, then records these as the new last ones. */
export function printTable(rows: Row[]): void {
  const results = readResults();
  const lines = rows.map((row) => ({
    figure: row.figure,
    measured: row.measured,
    previous: results[row.figure]?.measured ?? '-',
    budget: row.budget,
    result: row.pass ? 'PASS' : 'FAIL',
  }));
  const header = { figure: 'Figure', measured: 'Measured', previous: 'Previous', budget: 'Budget', result: 'Result' };
  const columns = Object.keys(header) as (keyof typeof header)[];
  const widths = columns.map((key) => Math.max(...[header, ...lines].map((line) => line[key].length)));
  const print = (line: typeof header) =>
    console.log(columns.map((key, index) => (index === columns.length - 1 ? line[key] : line[key].padEnd(widths[index]))).join('  '));
  console.log('');
  for (const line of [header, ...lines]) print(line);
  const failed = rows.filter((row) => !row.pass).length;
  console.log(failed ? `\n${failed} budget(s) failed` : '\nEvery budget met');

  const at = new Date().toISOString();
  for (const row of rows) results[row.figure] = { measured: row.measured, at };
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(RESULTS, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Runs one bench section as a script: prints its table and sets the exit code. */
export function runAlone(section: () => Promise<Row[]>): void {
  section()
    .then((rows) => {
      printTable(rows);
      process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/** True when this module is the script node was asked to run. */
export const isMain = (moduleUrl: string) => moduleUrl === `file://${process.argv[1]}`;
