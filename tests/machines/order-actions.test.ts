import { describe, expect, it } from 'vitest';
import { canDo, orderActions } from '../../machines/order-actions';
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
    expect(orderActions(status, 41_100)).toEqual(actions);
  });

  it('agrees with the actions the server answers in the order detail', () => {
    const EVENT = { pay: 'PAY', cancel: 'CANCEL', changeAddress: 'CHANGE_ADDRESS', refund: 'REQUEST_REFUND', receive: 'CONFIRM_RECEIPT', delete: 'DELETE' } as const;
    for (const status of [5, 6, 7, 8, 10, 15, 20, 25]) {
      const order = { status, amount_fen: 41_100, expires_at: new Date(Date.now() + 60_000) };
      const browser = orderActions(status, 41_100).flatMap((a) => (a === 'logistics' ? [] : [EVENT[a]]));
      expect(new Set(browser), `status ${status}`).toEqual(new Set(memberActions(order)));
    }
    expect(canDo(5, 41_100, 'pay')).toBe(true);
    expect(canDo(10, 41_100, 'pay')).toBe(false);
  });
});
