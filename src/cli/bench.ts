import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePostgres, withoutLatencies, type PgFigures } from './bench-pg';
import { asPlainJs, CONNECTIONS, postForm, productStartCommand, requestsPerSecond, startTimed, stopAll, type Load } from './bench-servers';
import { summarize, verdictLine } from './bench-stats';
import { judge, tableRows } from './bench-table';
import { buildFloor, chromiumMissing, firstLoadKB, openLighthouse, saveReport, type LighthouseRun } from './bench-web';
import { buildWebIfChanged } from './build-web';

/**
 * `npm run bench`: every line of issue 15's table as a ratio to a reference measured in the same
 * run — the product and its reference alternated BENCH_ROUNDS times (the order flipped each
 * round) after the same warm-up, each figure's median and spread, each ratio's median and the
 * spread of its per-round ratios. Prints JSON (with Lighthouse's benchmarkIndex and the load
 * average at start and end), a table, and one PASS/FAIL line per judged line; exits 1 on a FAIL.
 * docs/operations.md, Benchmarks.
 */
const envNumber = (name: string, fallback: number, min = 1) => Math.max(min, Number(process.env[name] ?? fallback) || fallback);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 5);
const WARM_UP_SECONDS = envNumber('BENCH_WARMUP_SECONDS', 2);
const LIGHTHOUSE_RUNS = envNumber('BENCH_LIGHTHOUSE_RUNS', 2);
const CHECKOUTS_PER_BUYER = envNumber('BENCH_CHECKOUTS', 6);

const PLACARD: Load = { path: '/api/winery/placard/get', body: 'lang=en' };
const placardProbe = { path: PLACARD.path };

/** The order of the two sides in a round: flipped every round, so neither always goes first. */
const sidesOf = (round: number) => (round % 2 === 0 ? (['product', 'reference'] as const) : (['reference', 'product'] as const));

async function main() {
  const loadStart = loadavg();
  const startedAt = new Date();
  // the figures are of the current sources: build first, so no start below includes a build
  await buildWebIfChanged();
  const productCommand = productStartCommand();
  const noChromium = chromiumMissing();
  const dataDir = mkdtempSync(join(tmpdir(), 'winery-bench-'));
  const floorDir = mkdtempSync(join(tmpdir(), 'winery-floor-'));
  const { DATABASE_URL: serverUrl, ...parentEnv } = process.env;
  // production refuses to start without a code secret; any value will do for a benchmark
  const productEnv = { ...parentEnv, DATA_DIR: dataDir, NODE_ENV: 'production', CODE_SECRET: 'bench-only-code-secret', LOG_LEVEL: 'warn' };
  try {
    await buildFloor(floorDir);
    const bareScript = await asPlainJs('src/cli/bench-bare.ts');
    const floorScript = await asPlainJs('src/cli/bench-floor-server.ts');

    // the first start makes and migrates the database: the cold start, and the warm-up of the starts after it
    const cold = await startTimed(productCommand, productEnv, placardProbe, 'the product');
    const placardBytes = (await postForm(cold.url, PLACARD.path, { lang: 'en' })).bytes;
    await cold.stop();
    const bareEnv = { ...parentEnv, BARE_ENVELOPE_BYTES: String(placardBytes) };
    const starters = {
      product: () => startTimed(productCommand, productEnv, placardProbe, 'the product'),
      reference: () => startTimed([process.execPath, bareScript], bareEnv, placardProbe, 'bare Fastify'),
    };
    await (await starters.reference()).stop();
    const starts = { product: [] as number[], reference: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sidesOf(round)) {
        const server = await starters[side]();
        starts[side].push(Math.round(server.ms));
        await server.stop();
      }
    }

    const product = await starters.product();
    const bare = await starters.reference();
    const urls = { product: product.url, reference: bare.url };
    const bareBytes = (await postForm(bare.url, PLACARD.path, { lang: 'en' })).bytes;
    if (bareBytes !== placardBytes) throw new Error(`bare Fastify answers ${bareBytes} bytes, the placard ${placardBytes}`);

    // the web: first-load JavaScript (bytes: once) and Lighthouse, home and floor alternated
    let web: Awaited<ReturnType<typeof measureWeb>> | null = null;
    if (!noChromium) {
      const floor = await startTimed([process.execPath, floorScript], { ...parentEnv, FLOOR_DIR: floorDir }, { path: '/', method: 'GET' }, 'the floor server');
      try {
        web = await measureWeb(product.url, floor.url, floorDir);
      } finally {
        await floor.stop();
      }
    }

    const placard = { product: [] as number[], reference: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sidesOf(round)) placard[side].push(await requestsPerSecond(urls[side], PLACARD, SECONDS, WARM_UP_SECONDS));
    }
    await product.stop();
    await bare.stop();

    let postgres: PgFigures | null = null;
    if (serverUrl) {
      postgres = await measurePostgres({
        serverUrl,
        productCommand,
        productEnv: { ...productEnv, DATA_DIR: join(dataDir, 'unused') },
        rounds: ROUNDS,
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        checkoutsPerBuyer: CHECKOUTS_PER_BUYER,
      });
    }

    const measured = { coldStartMs: Math.round(cold.ms), starts, placard, placardBytes, web, postgres };
    const { ratios, verdicts } = judge(measured, { noChromium, noDatabase: serverUrl ? null : 'no DATABASE_URL' });
    const report = {
      startedAt: startedAt.toISOString(),
      settings: { rounds: ROUNDS, loadSeconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, connections: CONNECTIONS, lighthouseRunsPerRound: LIGHTHOUSE_RUNS, checkoutsPerBuyer: CHECKOUTS_PER_BUYER, productCommand: productCommand.join(' ') },
      loadAverage: { start: loadStart.map(round2), end: loadavg().map(round2) },
      benchmarkIndex: web ? web.benchmarkIndex : null,
      ...measured,
      web: web ? { home: pageFigures(web.home), floor: pageFigures(web.floor) } : null,
      postgres: postgres ? withoutLatencies(postgres) : null,
      ratios,
      verdicts: verdicts.map((v) => ({ outcome: v.outcome, line: v.line })),
    };
    console.log(JSON.stringify(report, null, 2));
    console.table(tableRows(ratios));
    if (web) console.log(`Lighthouse reports (median runs): ${saveReport('home', web.home.medianReport)}, ${saveReport('floor', web.floor.medianReport)}`);
    console.log(`load average ${report.loadAverage.start.join(' ')} → ${report.loadAverage.end.join(' ')}; Lighthouse benchmarkIndex ${web ? `${web.benchmarkIndex.median} (${web.benchmarkIndex.min}–${web.benchmarkIndex.max})` : 'not measured'}`);
    for (const verdict of verdicts) console.log(verdictLine(verdict));
    if (verdicts.some((v) => v.outcome === 'FAIL')) process.exitCode = 1;
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** A page's figures for the JSON: its runs without their reports (those go to test-results/). */
const pageFigures = ({ medianReport: _report, runs, ...figures }: { firstLoadJsGzipKB: number; idleJsGzipKB: number; runs: LighthouseRun[]; medianReport: string }) => ({
  ...figures,
  runs: runs.map(({ report: _r, ...run }) => run),
});

async function measureWeb(productUrl: string, floorUrl: string, floorDir: string) {
  // judged: what blocks interaction (asked for before the first screen is committed); the rest, until idle, is shown
  const homeJs = await firstLoadKB({ url: `${productUrl}/#/`, selector: '.home-news', distDir: 'dist/web' });
  const floorJs = await firstLoadKB({ url: `${floorUrl}/`, selector: '.floor-list li', distDir: floorDir });
  const lighthouse = await openLighthouse();
  try {
    const pages = { product: `${productUrl}/`, reference: `${floorUrl}/` };
    // one run of each first, not counted: the same warm-up for both
    for (const side of sidesOf(0)) await lighthouse.run(pages[side]);
    const runs = { product: [] as LighthouseRun[], reference: [] as LighthouseRun[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sidesOf(round)) for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs[side].push(await lighthouse.run(pages[side]));
    }
    const medianRun = (list: LighthouseRun[]) => [...list].sort((a, b) => a.score - b.score)[Math.floor(list.length / 2)]!;
    return {
      home: { firstLoadJsGzipKB: homeJs.interactiveKB, idleJsGzipKB: homeJs.idleKB, runs: runs.product, medianReport: medianRun(runs.product).report },
      floor: { firstLoadJsGzipKB: floorJs.interactiveKB, idleJsGzipKB: floorJs.idleKB, runs: runs.reference, medianReport: medianRun(runs.reference).report },
      // Lighthouse's measure of the machine at each run (the home's runs, then the floor's): lower is a busier machine
      benchmarkIndex: summarize([...runs.product, ...runs.reference].map((r) => r.benchmarkIndex)),
    };
  } finally {
    await lighthouse.close();
  }
}

await main();
