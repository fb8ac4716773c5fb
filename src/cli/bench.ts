import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildWeb } from './build-web';

/**
 * `npm run bench`: start-up times, the placard call's throughput next to bare Fastify measured
 * in the same run, and the home route's first-load JavaScript. Prints JSON, then a table.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Spawns a server script and resolves with the ms until its first answer. */
async function startTimed(script: string, env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const { DATABASE_URL: _unused, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...parentEnv, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/winery/placard/get`, { method: 'POST' }).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, ms, stop };
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/winery/placard/get`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'lang=en',
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load test saw ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

/**
 * JavaScript a first visit to the home page really downloads (gzip), measured in Debian's
 * Chromium against the running server: every script response until the network is idle.
 */
async function homeFirstLoadKB(url: string): Promise<number | null> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${url}/#/`, { waitUntil: 'networkidle' });
    const bytes = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join('dist/web', path)), { level: 9 }).length, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync('dist/web/index.html')) await buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'winery-bench-'));
  // production refuses to start without a code secret; any value will do for a benchmark
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', CODE_SECRET: 'bench-only-code-secret' };
  try {
    const cold = await startTimed('src/server/server.ts', env);
    await cold.stop();
    const warmRuns: number[] = [];
    let warm = await startTimed('src/cli/start.ts', env);
    warmRuns.push(warm.ms);
    for (let i = 0; i < 2; i++) {
      await warm.stop();
      warm = await startTimed('src/cli/start.ts', env);
      warmRuns.push(warm.ms);
    }
    const homeJs = await homeFirstLoadKB(warm.url);
    const placardRps = await requestsPerSecond(warm.url);
    await warm.stop();

    const bare = await startTimed('src/cli/bench-bare.ts', {});
    const bareRps = await requestsPerSecond(bare.url);
    await bare.stop();

    const figures = {
      coldStartMs: Math.round(cold.ms),
      warmStartMs: Math.round(warmRuns.sort((a, b) => a - b)[1]!),
      placardRps,
      bareFastifyRps: bareRps,
      placardToBareRatio: Math.round((placardRps / bareRps) * 100) / 100,
      homeFirstLoadJsGzipKB: homeJs,
      loadConnections: CONNECTIONS,
      loadSeconds: DURATION_S,
    };
    console.log(JSON.stringify(figures, null, 2));
    console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
