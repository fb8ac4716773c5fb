import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web half of `npm run bench`: the home page's first-load JavaScript and its Lighthouse
 * performance score, both in Debian's Chromium against the running production server, and the
 * budgets they are held to (docs/operations.md, Benchmarks).
 */
export const HOME_JS_BUDGET_KB = 110;
export const LIGHTHOUSE_MIN_SCORE = 0.95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/**
 * JavaScript a first visit to the home page really downloads (gzip -9 of each script) until the
 * network is idle, in KB to two places: the budget has little room left, and a tenth would hide
 * a breach.
 */
export async function homeFirstLoadKB(url: string): Promise<number> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${url}/#/`, { waitUntil: 'networkidle' });
    // the home is whole once its content shows; then whatever it still fetches settles
    await page.waitForSelector('.home-news', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join('dist/web', path)), { level: 9 }).length, 0);
    return Math.round((bytes / 1024) * 100) / 100;
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  /** the median run's performance score (0…1) */
  score: number;
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** the median run's report, for finding out why */
  report: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Lighthouse's default (mobile) preset on the home page: simulated slow 4G and a 4× slower
 * CPU. Scores vary from run to run, so it runs `runs` times and reports the median run, as
 * Lighthouse's documentation advises.
 */
export async function lighthouseHome(url: string, runs: number): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${url}/`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse gave no score: ${lhr?.runtimeError?.message ?? 'no result'}`);
      results.push({ lhr, score });
    }
    results.sort((a, b) => a.score - b.score);
    const { lhr, score } = results[Math.floor(results.length / 2)]!;
    const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
    return {
      score,
      scores: results.map((r) => r.score),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: Math.round(metric('speed-index')),
      report: JSON.stringify(lhr),
    };
  } finally {
    await browser.close();
  }
}

/** Keeps the median run's report where the test screenshots go (not committed). */
export function saveReport(report: string): string {
  mkdirSync('test-results', { recursive: true });
  const path = join('test-results', 'lighthouse-home.json');
  writeFileSync(path, report);
  return path;
}
