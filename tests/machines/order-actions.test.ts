import { describe, expect, it } from 'vitest';
import { canDo, factsOf, orderActions } from '../../machines/order-actions';
import { memberActions } from '../../src/server/domain/orders';

describe('what a member may do with a goods order (spec §4)', () => {
  it.each([
    [5, ['pay', 'cancel', 'changeAddress']],
    [10, ['cancel', 'changeAddress', 'refund']],
    [15, ['receive', 'logistics']],
    [20, ['delete']],
    [6, ['delete']],
    [7, ['delete']],
    [8, []],
    [25, []],
    [99, []],
  ])('at status %i: %j', (status, actions) => {
    expect(orderActions({ status, total: 41_100, refundDecided: false })).toEqual(actions);
  });

  it('a paid order whose refund staff decided offers no cancel, and the row answered by the server says so', () => {
    expect(orderActions({ status: 10, total: 41_100, refundDecided: true })).toEqual(['changeAddress', 'refund']);
    expect(orderActions({ status: 5, total: 41_100, refundDecided: true })).toEqual(['pay', 'cancel', 'changeAddress']);
    const row = { status: 10, order_price: '411.00', refund_decided: true };
    expect(factsOf(row)).toEqual({ status: 10, total: 41_100, refundDecided: true });
    expect(canDo(factsOf(row), 'cancel')).toBe(false);
    expect(canDo(factsOf({ ...row, refund_decided: false }), 'cancel')).toBe(true);
  });

  it('agrees with the actions the server answers in the order detail', () => {
    const EVENT = { pay: 'PAY', cancel: 'CANCEL', changeAddress: 'CHANGE_ADDRESS', refund: 'REQUEST_REFUND', receive: 'CONFIRM_RECEIPT', delete: 'DELETE' } as const;
    for (const status of [5, 6, 7, 8, 10, 15, 20, 25]) {
      for (const refundDecided of [false, true]) {
        const order = { status, amount_fen: 41_100, expires_at: new Date(Date.now() + 60_000) };
        const browser = orderActions({ status, total: 41_100, refundDecided }).flatMap((a) => (a === 'logistics' ? [] : [EVENT[a]]));
        expect(new Set(browser), `status ${status}, decided ${refundDecided}`).toEqual(new Set(memberActions(order, refundDecided)));
      }
    }
    expect(canDo({ status: 5, total: 41_100, refundDecided: false }, 'pay')).toBe(true);
    expect(canDo({ status: 10, total: 41_100, refundDecided: false }, 'pay')).toBe(false);
  });
});
