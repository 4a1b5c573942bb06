// Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G link,
// simulated), driving Debian's Chromium. The median of a few runs, because one run jitters.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/support/chromium';

export interface LighthouseResult {
  score: number;
  runs: number[];
  metrics: Record<string, number>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export async function mobilePerformance(url: string, runs: number): Promise<LighthouseResult> {
  const results: { score: number; metrics: Record<string, number> }[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]));
      results.push({ score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  const median = results[Math.floor(results.length / 2)];
  return { score: median.score, runs: results.map((r) => r.score), metrics: median.metrics };
}
