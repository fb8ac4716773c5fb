import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromiumMissing, HOME_JS_BUDGET_KB, homeFirstLoadKB, LIGHTHOUSE_MIN_SCORE, lighthouseHome, saveReport } from './bench-web';
import { buildWebIfChanged } from './build-web';

/**
 * `npm run bench`: start-up times, the placard call's throughput next to bare Fastify measured
 * in the same run, the home route's first-load JavaScript and its Lighthouse performance.
 * Prints JSON, a table and one line per budget; exits 1 when a budget is not met.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
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

/** The servers started and not yet stopped: a failed run stops them too, instead of leaving them behind. */
const running = new Set<() => Promise<void>>();

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
  const stop = () =>
    new Promise<void>((resolve) => {
      running.delete(stop);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  running.add(stop);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/winery/placard/get`, { method: 'POST' }).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
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

async function main() {
  // the figures are of the current sources: build first, so no warm start below includes a build
  await buildWebIfChanged();
  const noChromium = chromiumMissing();
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
    const homeJs = noChromium ? null : await homeFirstLoadKB(warm.url);
    const lighthouse = noChromium ? null : await lighthouseHome(warm.url, LIGHTHOUSE_RUNS);
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
      lighthousePerformance: lighthouse?.score ?? null,
      lighthouseRuns: lighthouse?.scores.join(' ') ?? null,
      lighthouseFcpMs: lighthouse?.fcpMs ?? null,
      lighthouseLcpMs: lighthouse?.lcpMs ?? null,
      lighthouseTbtMs: lighthouse?.tbtMs ?? null,
      lighthouseCls: lighthouse?.cls ?? null,
      lighthouseSpeedIndexMs: lighthouse?.speedIndexMs ?? null,
      loadConnections: CONNECTIONS,
      loadSeconds: DURATION_S,
    };
    console.log(JSON.stringify(figures, null, 2));
    console.table(Object.entries(figures).map(([figure, value]) => ({ figure, value })));
    if (lighthouse) console.log(`Lighthouse report (median run): ${saveReport(lighthouse.report)}`);

    const verdicts = [
      homeJs === null
        ? `FAIL home first-load JavaScript not measured: ${noChromium}`
        : `${homeJs <= HOME_JS_BUDGET_KB ? 'PASS' : 'FAIL'} home first-load JavaScript ${homeJs} KB gzip (budget ${HOME_JS_BUDGET_KB} KB)`,
      lighthouse === null
        ? `FAIL Lighthouse not run: ${noChromium}`
        : `${lighthouse.score >= LIGHTHOUSE_MIN_SCORE ? 'PASS' : 'FAIL'} Lighthouse mobile performance ${lighthouse.score} (median of ${LIGHTHOUSE_RUNS}; at least ${LIGHTHOUSE_MIN_SCORE})`,
    ];
    for (const verdict of verdicts) console.log(verdict);
    if (verdicts.some((verdict) => verdict.startsWith('FAIL'))) process.exitCode = 1;
  } finally {
    await Promise.all([...running].map((stop) => stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
