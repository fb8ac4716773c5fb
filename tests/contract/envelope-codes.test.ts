import { describe, expect, it } from 'vitest';
import { EnvelopeSchema, readEnvelope } from '../../src/contract/envelope';

/**
 * The browser reads answers' envelopes without zod (src/contract/envelope-codes.ts, so the public
 * entry carries none): it must accept and refuse exactly what the contract's schema does.
 */
const ANSWERS: unknown[] = [
  { code: 1, msg: 'ok', time: '1700000000', data: { id: 1 } },
  { code: 0, msg: 'Refused', time: '1700000000', data: null },
  { code: 1, msg: '', time: '1', data: [1, 2] },
  { code: 1, msg: 'no data', time: '1' },
  { code: 1, msg: 'extra', time: '1', data: 1, trace: 'x' },
  { code: '1', msg: 'ok', time: '1', data: null },
  { code: 1, msg: 2, time: '1', data: null },
  { code: 1, msg: 'ok', time: 1, data: null },
  { msg: 'ok', time: '1', data: null },
  { code: Number.NaN, msg: 'ok', time: '1', data: null },
  { code: Number.POSITIVE_INFINITY, msg: 'ok', time: '1', data: null },
  [1, 'ok', '1'],
  null,
  undefined,
  'ok',
  1,
];

describe('readEnvelope', () => {
  it.each(ANSWERS.map((answer) => [JSON.stringify(answer) ?? String(answer), answer]))('reads %s as EnvelopeSchema does', (_name, answer) => {
    const parsed = EnvelopeSchema.safeParse(answer);
    expect(readEnvelope(answer)).toEqual(parsed.success ? parsed.data : null);
  });
});
