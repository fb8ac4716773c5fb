/**
 * The arithmetic of `npm run bench`: medians and spreads of repeated figures, ratios of a product
 * figure to its reference measured in the same rounds, and the verdict on each line of issue 15's
 * table. Pure: no IO, so the unit tests check it (tests/server/bench.test.ts).
 */

/** A figure measured once per round: every value, its median and its spread (min–max). */
export interface Summary {
  values: number[];
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(values: readonly number[]): Summary {
  return { values: [...values], median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * A product figure next to its reference from the same rounds: the ratio of the medians (what is
 * judged) and the spread of the per-round ratios (how far to trust it on a noisy machine).
 */
export interface Ratio {
  product: Summary;
  reference: Summary;
  /** product median / reference median */
  ratio: number;
  /** product / reference of each round, in round order */
  perRound: Summary;
}

export function ratioOf(product: readonly number[], reference: readonly number[]): Ratio {
  if (product.length !== reference.length) throw new Error(`ratioOf: ${product.length} product rounds, ${reference.length} reference rounds`);
  const p = summarize(product);
  const r = summarize(reference);
  const perRound = product.map((value, i) => value / reference[i]!);
  return { product: p, reference: r, ratio: p.median / r.median, perRound: summarize(perRound) };
}

/** Percentile (nearest rank) of latencies, e.g. 50 or 99. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface Verdict {
  outcome: Outcome;
  line: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const spreadText = (s: Summary, unit = '') => `${round2(s.median)}${unit} (${round2(s.min)}–${round2(s.max)})`;

/** `value` at least `min` times the reference: throughput. */
export function atLeastTimes(name: string, ratio: Ratio | null, min: number, skipped?: string): Verdict {
  if (!ratio) return { outcome: 'SKIP', line: `${name}: skipped (${skipped ?? 'not measured'})` };
  // medians compared, not divided: a reference of 0 (no blocking time) stays judgeable
  const ok = ratio.product.median >= min * ratio.reference.median;
  return {
    outcome: ok ? 'PASS' : 'FAIL',
    line: `${name} ${round2(ratio.ratio)} × reference (rounds ${spreadText(ratio.perRound)}; product ${spreadText(ratio.product)}, reference ${spreadText(ratio.reference)}; goal ≥ ${min} ×)`,
  };
}

/** `value` at most `max` times the reference: time, bytes. */
export function atMostTimes(name: string, ratio: Ratio | null, max: number, unit: string, skipped?: string): Verdict {
  if (!ratio) return { outcome: 'SKIP', line: `${name}: skipped (${skipped ?? 'not measured'})` };
  const ok = ratio.product.median <= max * ratio.reference.median;
  return {
    outcome: ok ? 'PASS' : 'FAIL',
    line: `${name} ${round2(ratio.ratio)} × reference (rounds ${spreadText(ratio.perRound)}; product ${spreadText(ratio.product, unit)}, reference ${spreadText(ratio.reference, unit)}; goal ≤ ${max} ×)`,
  };
}

/** The product's median at most the reference's median plus `slack`: LCP ≤ floor + 0.3 s. */
export function atMostPlus(name: string, product: Summary | null, reference: Summary | null, slack: number, unit: string): Verdict {
  if (!product || !reference) return { outcome: 'SKIP', line: `${name}: skipped (not measured)` };
  const ok = product.median <= reference.median + slack;
  return {
    outcome: ok ? 'PASS' : 'FAIL',
    line: `${name} ${spreadText(product, unit)} vs reference ${spreadText(reference, unit)} (difference ${round2(product.median - reference.median)}${unit}; goal ≤ +${slack}${unit})`,
  };
}

/** An absolute floor on the median: the Lighthouse score. */
export function atLeast(name: string, figure: Summary | null, min: number): Verdict {
  if (!figure) return { outcome: 'SKIP', line: `${name}: skipped (not measured)` };
  return { outcome: figure.median >= min ? 'PASS' : 'FAIL', line: `${name} ${spreadText(figure)} (goal ≥ ${min})` };
}

/** An absolute ceiling: oversold bottles (0), p99 against p50. */
export function atMost(name: string, value: number | null, max: number, detail = '', skipped?: string): Verdict {
  if (value === null) return { outcome: 'SKIP', line: `${name}: skipped (${skipped ?? 'not measured'})` };
  return { outcome: value <= max ? 'PASS' : 'FAIL', line: `${name} ${round2(value)}${detail} (goal ≤ ${max})` };
}

/**
 * A line that could not be measured for a reason that is the machine's (no Chromium) is a
 * FAIL, as nothing vouches for it; one that does not apply here (no DATABASE_URL) is skipped.
 */
export function notMeasured(name: string, reason: string): Verdict {
  return { outcome: 'FAIL', line: `${name} not measured: ${reason}` };
}

export const verdictLine = (v: Verdict) => (v.outcome === 'SKIP' ? v.line : `${v.outcome} ${v.line}`);
