// One line per budget: what was measured, the budget, PASS or FAIL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Row {
  figure: string;
  measured: string;
  budget: string;
  pass: boolean;
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
    lighthouseRuns: number;
  };
  build: { remoteAloneMaxSeconds: number; wholeSystemMaxSeconds: number };
  api: { minRatioToBareFastify: number; maxP99Ms: number; connections: number; durationSeconds: number };
  orders: { minOrdersPerSecond: number; buyers: number; capacity: number };
  start: { maxSeconds: number };
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

export function printTable(rows: Row[]): void {
  const widths = ['figure', 'measured', 'budget'].map((key) => Math.max(key.length, ...rows.map((r) => r[key as 'figure'].length)));
  console.log(`\n${'Figure'.padEnd(widths[0])}  ${'Measured'.padEnd(widths[1])}  ${'Budget'.padEnd(widths[2])}  Result`);
  for (const row of rows) {
    console.log(
      `${row.figure.padEnd(widths[0])}  ${row.measured.padEnd(widths[1])}  ${row.budget.padEnd(widths[2])}  ${row.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  const failed = rows.filter((row) => !row.pass).length;
  console.log(failed ? `\n${failed} budget(s) failed` : '\nEvery budget met');
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
