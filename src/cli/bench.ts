import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

function gzipKB(files: string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** JS the home route needs on first load: the entry, its preloads, the home screen, the default dictionary. */
function homeFirstLoadKB(): number {
  const dir = 'dist/web';
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => join(dir, m[1]!));
  const assets = readdirSync(join(dir, 'assets'));
  const lazy = assets.filter((f) => /^(home\.view|tw)-.*\.js$/.test(f)).map((f) => join(dir, 'assets', f));
  return gzipKB([...new Set([...linked, ...lazy])]);
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
      homeFirstLoadJsGzipKB: homeFirstLoadKB(),
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
