import type { CheckoutRound } from './bench-pg';
import { atLeast, atLeastTimes, atMost, atMostPlus, atMostTimes, notMeasured, ratioOf, type Ratio, type Verdict } from './bench-stats';
import type { LighthouseRun } from './bench-web';

/**
 * Issue 15's table, judged: each line's ratio from the figures `npm run bench` measured, and one
 * verdict per goal. Pure, so tests/server/bench.test.ts checks it.
 */
export const GOALS = {
  firstLoadJsTimesFloor: 1.15,
  lighthouseScore: 0.98,
  lcpOverFloorMs: 300,
  tbtTimesFloor: 2,
  placardTimesBare: 0.8,
  memberReadsTimesReference: 0.8,
  checkoutTimesReference: 0.9,
  checkoutP99OverP50: 3,
  oversold: 0,
  warmStartTimesBare: 1.5,
} as const;

export interface WebFigures {
  home: { firstLoadJsGzipKB: number; runs: Omit<LighthouseRun, 'report'>[] };
  floor: { firstLoadJsGzipKB: number; runs: Omit<LighthouseRun, 'report'>[] };
}

export interface PgMeasured {
  cartListRps: Ratio;
  orderListRps: Ratio;
  checkout: {
    perSecond: Ratio;
    productP50Ms: number;
    productP99Ms: number;
    oversold: number;
    stockAgrees: boolean;
    product: Omit<CheckoutRound, 'latenciesMs'>[];
    reference?: Omit<CheckoutRound, 'latenciesMs'>[];
  };
}

export interface Measured {
  /** ms to the first answer, per round */
  starts: { product: number[]; reference: number[] };
  /** placard requests per second, per round */
  placard: { product: number[]; reference: number[] };
  web: WebFigures | null;
  postgres: PgMeasured | null;
}

export function judge(m: Measured, why: { noChromium: string | null; noDatabase: string | null }) {
  const runs = (side: 'home' | 'floor', key: 'score' | 'lcpMs' | 'tbtMs') => m.web?.[side].runs.map((run) => run[key]) ?? [];
  const ratios: Record<string, Ratio | null> = {
    'first-load JS (KB gzip) home / floor': m.web ? ratioOf([m.web.home.firstLoadJsGzipKB], [m.web.floor.firstLoadJsGzipKB]) : null,
    'Lighthouse score home / floor': m.web ? ratioOf(runs('home', 'score'), runs('floor', 'score')) : null,
    'LCP ms home / floor': m.web ? ratioOf(runs('home', 'lcpMs'), runs('floor', 'lcpMs')) : null,
    'TBT ms home / floor': m.web ? ratioOf(runs('home', 'tbtMs'), runs('floor', 'tbtMs')) : null,
    'placard req/s / bare': ratioOf(m.placard.product, m.placard.reference),
    'cart list req/s / reference': m.postgres?.cartListRps ?? null,
    'order list req/s / reference': m.postgres?.orderListRps ?? null,
    'checkouts/s / one statement': m.postgres?.checkout.perSecond ?? null,
    'warm start ms / bare': ratioOf(m.starts.product, m.starts.reference),
    // not judged: why the checkout's line reads as it does (on two cores it is bound by CPU)
    'checkout CPU ms, whole machine / one statement': checkoutCpu(m.postgres, 'machineMs'),
    'checkout CPU ms, PostgreSQL / one statement': checkoutCpu(m.postgres, 'postgresMs'),
  };
  const web = (verdict: () => Verdict, name: string) => (why.noChromium ? notMeasured(name, why.noChromium) : verdict());
  const lh = ratios['Lighthouse score home / floor'];
  const lcp = ratios['LCP ms home / floor'];
  const checkout = m.postgres?.checkout;
  const verdicts: Verdict[] = [
    web(() => atMostTimes('home first-load JS (gzip) vs stack floor', ratios['first-load JS (KB gzip) home / floor']!, GOALS.firstLoadJsTimesFloor, ' KB'), 'home first-load JS'),
    web(() => atLeast('Lighthouse mobile, home: score', lh ? lh.product : null, GOALS.lighthouseScore), 'Lighthouse home score'),
    web(() => atMostPlus('Lighthouse mobile, home: LCP', lcp?.product ?? null, lcp?.reference ?? null, GOALS.lcpOverFloorMs, ' ms'), 'Lighthouse home LCP'),
    web(() => atMostTimes('Lighthouse mobile, home: TBT vs floor', ratios['TBT ms home / floor']!, GOALS.tbtTimesFloor, ' ms'), 'Lighthouse home TBT'),
    atLeastTimes('placard req/s vs bare Fastify + formbody (same-sized envelope)', ratios['placard req/s / bare']!, GOALS.placardTimesBare),
    atLeastTimes('member reads on PostgreSQL: cart list req/s vs bare Fastify + pg', ratios['cart list req/s / reference']!, GOALS.memberReadsTimesReference, why.noDatabase ?? undefined),
    atLeastTimes('member reads on PostgreSQL: order list req/s vs bare Fastify + pg', ratios['order list req/s / reference']!, GOALS.memberReadsTimesReference, why.noDatabase ?? undefined),
    atLeastTimes('checkout, one hot wine, 50 members: checkouts/s vs one SQL statement', ratios['checkouts/s / one statement']!, GOALS.checkoutTimesReference, why.noDatabase ?? undefined),
    atMost('checkout p99 / p50', checkout ? checkout.productP99Ms / checkout.productP50Ms : null, GOALS.checkoutP99OverP50, checkout ? ` (p50 ${checkout.productP50Ms} ms, p99 ${checkout.productP99Ms} ms)` : '', why.noDatabase ?? undefined),
    atMost('checkout oversold bottles', checkout ? checkout.oversold + (checkout.stockAgrees ? 0 : 1) : null, GOALS.oversold, checkout && !checkout.stockAgrees ? ' (the stock left disagrees with the bottles ordered)' : '', why.noDatabase ?? undefined),
    atMostTimes('warm start to first answer vs bare Fastify under node', ratios['warm start ms / bare']!, GOALS.warmStartTimesBare, ' ms'),
  ];
  return { ratios, verdicts };
}

/** The CPU per checkout placed of each side's rounds, as a ratio; null when a round has no figure. */
function checkoutCpu(postgres: PgMeasured | null, key: 'machineMs' | 'postgresMs'): Ratio | null {
  const of = (rounds: Omit<CheckoutRound, 'latenciesMs'>[] | undefined) => rounds?.map((round) => round.cpu?.[key] ?? null) ?? [];
  const product = of(postgres?.checkout.product);
  const reference = of(postgres?.checkout.reference);
  if (product.length === 0 || reference.length === 0 || [...product, ...reference].includes(null)) return null;
  return ratioOf(product as number[], reference as number[]);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const span = (values: { median: number; min: number; max: number }) => `${round2(values.median)} (${round2(values.min)}–${round2(values.max)})`;

/** One row per ratio for console.table: medians with their min–max, the ratio of medians, the per-round ratios' min–max. */
export function tableRows(ratios: Record<string, Ratio | null>) {
  return Object.entries(ratios).map(([figure, r]) =>
    r
      ? { figure, product: span(r.product), reference: span(r.reference), ratio: round2(r.ratio), 'ratio per round': `${round2(r.perRound.min)}–${round2(r.perRound.max)}` }
      : { figure, product: '—', reference: '—', ratio: '—', 'ratio per round': 'not measured' },
  );
}
