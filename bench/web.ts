// `npm run bench:web`: builds every app, starts the system on ports of its own, and checks the
// public site against bench/budgets.json: JavaScript of a first visit to /, no @mui/x-* on any
// public page, one React per page, and Lighthouse's mobile performance score on / and /experiences.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildApps } from '../scripts/build';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';
import { measurePage, type PageJs } from './javascript';
import { mobilePerformance } from './lighthouse';
import { startSystem } from './system';

interface Budgets {
  firstVisitHome: { maxGzipKB: number; maxJsFiles: number };
  muiXBytesOnPublicPages: number;
  reactCopiesPerPage: number;
  lighthouseMobilePerformance: Record<string, number>;
  lighthouseRuns: number;
}

const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
const publicPages = ['/', '/experiences', '/parties', '/merchandise', '/about-us', '/privacy-policy', '/terms-and-conditions', '/gallery'];
const shellPort = Number(process.env.BENCH_SHELL_PORT ?? 3500);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4500);

interface Row {
  figure: string;
  measured: string;
  budget: string;
  pass: boolean;
}

const kb = (bytes: number) => bytes / 1024;

function printFiles(page: PageJs) {
  console.log(`\nJavaScript of a first visit to ${page.path} (gzip -9 of each response body):`);
  for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const packages = [...file.packages].filter((name) => !name.includes(' ')).slice(0, 6).join(', ');
    console.log(`  ${kb(file.gzipBytes).toFixed(1).padStart(7)} KB  ${new URL(file.url).host}${new URL(file.url).pathname}  ${packages}`);
  }
}

function printTable(rows: Row[]) {
  const widths = [Math.max(...rows.map((r) => r.figure.length)), Math.max(...rows.map((r) => r.measured.length)), Math.max(...rows.map((r) => r.budget.length))];
  console.log(`\n${'Figure'.padEnd(widths[0])}  ${'Measured'.padEnd(widths[1])}  ${'Budget'.padEnd(widths[2])}  Result`);
  for (const row of rows) {
    console.log(`${row.figure.padEnd(widths[0])}  ${row.measured.padEnd(widths[1])}  ${row.budget.padEnd(widths[2])}  ${row.pass ? 'PASS' : 'FAIL'}`);
  }
}

async function main() {
  await buildApps(true);
  const system = await startSystem(shellPort, apiPort);
  const rows: Row[] = [];
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const pages: PageJs[] = [];
    try {
      for (const path of publicPages) pages.push(await measurePage(browser, system.origin, path, 'h1'));
    } finally {
      await browser.close();
    }
    const home = pages[0];
    printFiles(home);
    rows.push(
      {
        figure: 'First visit to /: JavaScript (gzip)',
        measured: `${kb(home.gzipBytes).toFixed(1)} KB`,
        budget: `<= ${budgets.firstVisitHome.maxGzipKB} KB`,
        pass: kb(home.gzipBytes) <= budgets.firstVisitHome.maxGzipKB,
      },
      {
        figure: 'First visit to /: JavaScript files',
        measured: String(home.files.length),
        budget: `<= ${budgets.firstVisitHome.maxJsFiles}`,
        pass: home.files.length <= budgets.firstVisitHome.maxJsFiles,
      },
    );
    for (const page of pages) {
      const muiXBytes = page.files.filter((file) => page.muiXFiles.includes(file.url)).reduce((sum, file) => sum + file.gzipBytes, 0);
      rows.push(
        {
          figure: `${page.path}: @mui/x-* bytes`,
          measured: String(muiXBytes),
          budget: `<= ${budgets.muiXBytesOnPublicPages}`,
          pass: muiXBytes <= budgets.muiXBytesOnPublicPages,
        },
        {
          figure: `${page.path}: React copies`,
          measured: String(page.reactDomCopies),
          budget: `= ${budgets.reactCopiesPerPage}`,
          pass: page.reactDomCopies === budgets.reactCopiesPerPage,
        },
      );
    }
    for (const [path, minimum] of Object.entries(budgets.lighthouseMobilePerformance)) {
      const result = await mobilePerformance(`${system.origin}${path}`, budgets.lighthouseRuns);
      const metrics = Object.entries(result.metrics)
        .map(([id, value]) => `${id} ${id.includes('shift') ? value.toFixed(3) : `${Math.round(value)} ms`}`)
        .join(', ');
      console.log(`\nLighthouse ${path}: runs ${result.runs.join(', ')}; median run: ${metrics}`);
      rows.push({
        figure: `Lighthouse mobile performance ${path} (median of ${result.runs.length})`,
        measured: String(result.score),
        budget: `>= ${minimum}`,
        pass: result.score >= minimum,
      });
    }
  } finally {
    await system.stop();
  }
  printTable(rows);
  const failed = rows.filter((row) => !row.pass).length;
  console.log(failed ? `\n${failed} budget(s) failed` : '\nEvery budget met');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
