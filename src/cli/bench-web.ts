import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderDemoArt } from '../server/media/demo-art';
import { freePort } from './bench-servers';
import { compressAssets } from './build-web';

/**
 * The web half of `npm run bench`: first-load JavaScript and Lighthouse, in Debian's Chromium,
 * of the product's home and of the stack floor (src/cli/bench-floor, built here with the
 * project's Vite config) — docs/operations.md, Benchmarks.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/** Builds the stack floor into `outDir` with the project's vite.config.ts (same aliases, target, minifier, chunking), its hero picture the home's. */
export async function buildFloor(outDir: string): Promise<void> {
  const { build, loadConfigFromFile, mergeConfig } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  try {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', undefined, 'warn');
    if (!loaded) throw new Error('vite.config.ts did not load');
    const { test: _test, ...config } = loaded.config as typeof loaded.config & { test?: unknown };
    await build(
      mergeConfig(config, {
        configFile: false,
        logLevel: 'warn',
        root: resolve('src/cli/bench-floor'),
        build: { outDir, emptyOutDir: true },
      }),
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(join(outDir, 'hero.svg'), renderDemoArt('vineyard-dusk')!);
  compressAssets(outDir);
}

export interface Page {
  /** the page's URL */
  url: string;
  /** what shows once the screen is whole */
  selector: string;
  /** where its scripts are built, to gzip them from */
  distDir: string;
}

export interface FirstLoad {
  /** scripts asked for before the first screen was committed (rendered or hydrated): what blocks interaction */
  interactiveKB: number;
  /** every script until the screen shows and the network is idle (the machines' calls bring more after the commit) */
  idleKB: number;
}

/**
 * JavaScript a first visit downloads (gzip -9 of each script), in KB to two places: what was
 * asked for before the page marked its first commit (`data-interactive-at`, set by a layout
 * effect of the app's last child, before any machine starts), and everything until the network
 * is idle. A page without the mark counts every script as blocking. Bytes do not vary from run
 * to run: measured once.
 */
export async function firstLoadKB(page: Page): Promise<FirstLoad> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const base = new URL(page.url);
    await tab.goto(page.url, { waitUntil: 'networkidle' });
    await tab.waitForSelector(page.selector, { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const { scripts, interactiveAt } = await tab.evaluate(() => ({
      scripts: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
      interactiveAt: Number(document.documentElement.dataset.interactiveAt ?? Infinity),
    }));
    const ours = scripts
      .map(({ name, start }) => ({ url: new URL(name), start }))
      .filter(({ url }) => url.origin === base.origin && url.pathname.endsWith('.js'));
    const kb = (paths: string[]) =>
      Math.round(([...new Set(paths)].reduce((sum, path) => sum + gzipSync(readFileSync(join(page.distDir, path)), { level: 9 }).length, 0) / 1024) * 100) / 100;
    return {
      interactiveKB: kb(ours.filter(({ start }) => start < interactiveAt).map(({ url }) => url.pathname)),
      idleKB: kb(ours.map(({ url }) => url.pathname)),
    };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (its default mobile preset: simulated slow 4G, 4× CPU slowdown). */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster) */
  benchmarkIndex: number;
  report: string;
}

/** A Chromium for Lighthouse, kept open across runs so product and floor share one browser. */
export async function openLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  return {
    async run(url: string): Promise<LighthouseRun> {
      // a run that gives no score (NO_NAVSTART and the like, seen on a busy machine) is run again, twice at most
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (typeof result?.lhr.categories.performance?.score === 'number' || attempt === 3) break;
        console.warn(`Lighthouse gave no score for ${url} (${result?.lhr.runtimeError?.message ?? 'no result'}): running it again`);
      }
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse gave no score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
      return {
        score,
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: Math.round(metric('speed-index')),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        report: JSON.stringify(lhr),
      };
    },
    close: () => browser.close(),
  };
}

/** Keeps a report where the test screenshots go (not committed). */
export function saveReport(name: string, report: string): string {
  mkdirSync('test-results', { recursive: true });
  const path = join('test-results', `lighthouse-${name}.json`);
  writeFileSync(path, report);
  return path;
}
