import { describe, expect, it } from 'vitest';
import { formatCents, formatFen } from '../../src/contract/money';

describe('formatFen / formatCents', () => {
  it.each([
    [38800, '388.00'],
    [128800, '1288.00'],
    [5, '0.05'],
    [50, '0.50'],
    [99, '0.99'],
    [100, '1.00'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i → %s', (minor, shown) => {
    expect(formatFen(minor)).toBe(shown);
    expect(formatCents(minor)).toBe(shown);
  });

  it('never shows float noise (0.1 + 0.2 style sums stay exact in fen)', () => {
    expect(formatFen(10 + 20)).toBe('0.30');
    expect(formatCents(1999 * 3)).toBe('59.97');
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s, which is not an integer amount', (bad) => {
    expect(() => formatFen(bad)).toThrow(RangeError);
    expect(() => formatCents(bad)).toThrow(/cents/);
  });
});
