import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareApp, bareEnvelope } from '../../src/cli/bench-bare';
import { cpuPerCheckout, cpuSample } from '../../src/cli/bench-cpu';
import { atLeastTimes, atMostPlus, median, percentile, ratioOf, summarize } from '../../src/cli/bench-stats';
import { judge, type Measured } from '../../src/cli/bench-table';
import { postForm, testApp } from '../helpers/test-app';

/**
 * `npm run bench`'s arithmetic and verdicts (the bench itself runs only by hand), and its
 * placard yardstick: bare Fastify answers exactly as many bytes as the product's placard call.
 */
describe('bench statistics', () => {
  it('medians of odd and even counts, min–max spreads, nearest-rank percentiles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(summarize([5, 9, 7])).toEqual({ values: [5, 9, 7], median: 7, min: 5, max: 9 });
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(latencies, 50)).toBe(50);
    expect(percentile(latencies, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('a ratio is of the medians, with the spread of the per-round ratios', () => {
    const r = ratioOf([80, 100, 90], [100, 100, 200]);
    expect(r.ratio).toBe(0.9);
    expect(r.perRound.min).toBe(0.45);
    expect(r.perRound.max).toBe(1);
    // the per-round ratios 0.8, 1, 0.45: their median is not the ratio of the medians
    expect(r.perRound.median).toBe(0.8);
    expect(() => ratioOf([1, 2], [1])).toThrow();
  });

  it('judges at the goal itself as met and just past it as not', () => {
    expect(atLeastTimes('x', ratioOf([80], [100]), 0.8).outcome).toBe('PASS');
    expect(atLeastTimes('x', ratioOf([79], [100]), 0.8).outcome).toBe('FAIL');
    expect(atMostPlus('lcp', summarize([1750]), summarize([1450]), 300, ' ms').outcome).toBe('PASS');
    expect(atMostPlus('lcp', summarize([1751]), summarize([1450]), 300, ' ms').outcome).toBe('FAIL');
  });
});

const run = (score: number, lcpMs: number, tbtMs: number) => ({ score, fcpMs: 900, lcpMs, tbtMs, cls: 0, speedIndexMs: 1000, benchmarkIndex: 2000 });
const round = { ordered: 275, refused: 25, seconds: 2, perSecond: 137.5, p50Ms: 100, p99Ms: 250, oversold: 0, stockAgrees: true, cpu: null };

/** Every line of issue 15's table just within its goal. */
function withinGoals(): Measured {
  return {
    starts: { product: [1500, 1400, 1600], reference: [1000, 1000, 1100] },
    placard: { product: [8000, 8100, 7900], reference: [10000, 10000, 9800] },
    web: {
      home: { firstLoadJsGzipKB: 98.6, runs: [run(0.98, 1700, 150), run(0.99, 1750, 190), run(0.98, 1700, 180)] },
      floor: { firstLoadJsGzipKB: 85.75, runs: [run(0.99, 1450, 95), run(0.99, 1450, 95), run(1, 1400, 90)] },
    },
    postgres: {
      cartListRps: ratioOf([800, 820, 790], [1000, 1000, 980]),
      orderListRps: ratioOf([800, 820, 790], [1000, 1000, 980]),
      checkout: { perSecond: ratioOf([90, 92, 91], [100, 100, 101]), productP50Ms: 100, productP99Ms: 300, oversold: 0, stockAgrees: true, product: [round, round, round] },
    },
  };
}

const why = { noChromium: null, noDatabase: null };
const outcomes = (m: Measured, reasons = why) => judge(m, reasons).verdicts.map((v) => v.outcome);

describe("bench verdicts: one line per line of issue 15's table", () => {
  it('passes every line within its goal', () => {
    const { verdicts } = judge(withinGoals(), why);
    expect(verdicts).toHaveLength(11);
    expect(verdicts.filter((v) => v.outcome !== 'PASS')).toEqual([]);
  });

  it.each([
    ['first-load JS past 1.15 × floor', (m: Measured) => void (m.web!.home.firstLoadJsGzipKB = 98.7), 0],
    ['Lighthouse score below 0.98', (m: Measured) => void (m.web!.home.runs[1]!.score = 0.97, m.web!.home.runs[0]!.score = 0.97), 1],
    ['LCP more than floor + 0.3 s', (m: Measured) => void (m.web!.home.runs.forEach((r) => (r.lcpMs = 1751))), 2],
    ['TBT past 2 × floor', (m: Measured) => void (m.web!.home.runs.forEach((r) => (r.tbtMs = 191))), 3],
    ['placard below 0.8 × bare', (m: Measured) => void (m.placard.product = [7800, 7800, 7800]), 4],
    ['cart list below 0.8 ×', (m: Measured) => void (m.postgres!.cartListRps = ratioOf([700], [1000])), 5],
    ['order list below 0.8 ×', (m: Measured) => void (m.postgres!.orderListRps = ratioOf([700], [1000])), 6],
    ['checkout below 0.9 ×', (m: Measured) => void (m.postgres!.checkout.perSecond = ratioOf([89], [100])), 7],
    ['p99 past 3 × p50', (m: Measured) => void (m.postgres!.checkout.productP99Ms = 301), 8],
    ['one bottle oversold', (m: Measured) => void (m.postgres!.checkout.oversold = 1), 9],
    ['stock left disagreeing with the orders', (m: Measured) => void (m.postgres!.checkout.stockAgrees = false), 9],
    ['warm start past 1.5 × bare', (m: Measured) => void (m.starts.product = [1651, 1651, 1651]), 10],
  ])('fails the line alone when %s', (_name, breakIt, line) => {
    const m = withinGoals();
    breakIt(m);
    const got = outcomes(m);
    expect(got[line]).toBe('FAIL');
    expect(got.filter((o) => o === 'FAIL')).toHaveLength(1);
  });

  it('judges TBT against a floor of 0 ms: only 0 ms passes', () => {
    const m = withinGoals();
    m.web!.floor.runs.forEach((r) => (r.tbtMs = 0));
    expect(outcomes(m)[3]).toBe('FAIL');
    m.web!.home.runs.forEach((r) => (r.tbtMs = 0));
    expect(outcomes(m)[3]).toBe('PASS');
  });

  it('skips the PostgreSQL lines without DATABASE_URL, and fails the web lines without Chromium', () => {
    const m = { ...withinGoals(), postgres: null, web: null };
    const { verdicts } = judge(m, { noChromium: 'no Chromium at /usr/bin/chromium', noDatabase: 'no DATABASE_URL' });
    expect(verdicts.map((v) => v.outcome)).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL', 'PASS', 'SKIP', 'SKIP', 'SKIP', 'SKIP', 'SKIP', 'PASS']);
    expect(verdicts.filter((v) => v.outcome === 'SKIP').every((v) => v.line.endsWith('skipped (no DATABASE_URL)'))).toBe(true);
  });
});

describe("the checkout's CPU, not judged", () => {
  const sample = (busyMs: number, idleMs: number, postgres: [number, number][], clientMs: number) => ({ busyMs, idleMs, postgresMs: new Map(postgres), clientMs });

  it("splits a round's CPU per checkout placed: PostgreSQL, the load generator, the rest, and the idle share", () => {
    // pid 1 went on, 2 ended, 3 started: 1100 + 100
    const before = sample(1000, 500, [[1, 100], [2, 400]], 50);
    expect(cpuPerCheckout(before, sample(3000, 700, [[1, 1200], [3, 100]], 250), 100)).toEqual({
      machineMs: 20,
      postgresMs: 12,
      clientMs: 2,
      restMs: 6,
      idleShare: 0.09,
    });
    expect(cpuPerCheckout(sample(0, 0, [], 0), sample(10, 0, [], 0), 0)).toBeNull();
    expect(cpuPerCheckout(null, sample(10, 0, [], 0), 5)).toBeNull();
  });

  it.runIf(process.platform === 'linux')('reads the counters from /proc, which only grow', () => {
    const before = cpuSample()!;
    let sum = 0;
    for (let i = 0; i < 2e6; i++) sum += i;
    const after = cpuSample()!;
    expect(sum).toBeGreaterThan(0);
    for (const key of ['busyMs', 'idleMs', 'clientMs'] as const) expect(after[key]).toBeGreaterThanOrEqual(before[key]);
    expect(after.clientMs).toBeGreaterThan(before.clientMs);
  });

  it("reports the product's CPU per checkout against the one statement's, whole machine and PostgreSQL", () => {
    const m = withinGoals();
    const cpu = (machineMs: number, postgresMs: number) => ({ machineMs, postgresMs, clientMs: 1, restMs: 1, idleShare: 0 });
    m.postgres!.checkout.product = [{ ...round, cpu: cpu(12, 6) }, { ...round, cpu: cpu(10, 5) }, { ...round, cpu: cpu(11, 7) }];
    m.postgres!.checkout.reference = [{ ...round, cpu: cpu(5, 3) }, { ...round, cpu: cpu(5, 2) }, { ...round, cpu: cpu(6, 3) }];
    const { ratios, verdicts } = judge(m, why);
    expect(ratios['checkout CPU ms, whole machine / one statement']!.ratio).toBe(11 / 5);
    expect(ratios['checkout CPU ms, PostgreSQL / one statement']!.ratio).toBe(6 / 3);
    expect(verdicts).toHaveLength(11);
    // a round without the figure (no /proc): no ratio rather than a wrong one
    m.postgres!.checkout.reference[1] = { ...round, cpu: null };
    expect(judge(m, why).ratios['checkout CPU ms, whole machine / one statement']).toBeNull();
  });
});

describe('the placard yardstick', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t?.close());

  it('answers as many bytes as the product placard call', async () => {
    const real = await postForm(t.app, '/api/winery/placard/get', { lang: 'en' });
    expect(real.statusCode).toBe(200);
    const bytes = Buffer.byteLength(real.body);
    const bare = await bareApp(bytes);
    try {
      const answer = await bare.inject({ method: 'POST', url: '/api/winery/placard/get', payload: 'lang=en', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(Buffer.byteLength(answer.body)).toBe(bytes);
      expect(answer.json()).toMatchObject({ code: 1, data: { switch: 1 } });
    } finally {
      await bare.close();
    }
  });

  it('refuses a size below the empty envelope', () => {
    expect(() => bareEnvelope(10)).toThrow();
  });
});
