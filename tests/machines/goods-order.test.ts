import { describe, expect, it } from 'vitest';
import { GOODS_ORDER_STATUS, goodsOrderMachine, type GoodsOrderEvent } from '../../machines/goods-order.machine';
import { refundMachine } from '../../machines/refund.machine';
import { allowedEvents, decide } from '../../src/server/domain/machine-rules';

const ctx = { total: 39_800, refundDecided: false };
const decided = { ...ctx, refundDecided: true };
const pay = (amount: number): GoodsOrderEvent => ({ type: 'PAY', amount });
const MEMBER_ACTIONS: GoodsOrderEvent[] = [
  pay(ctx.total),
  { type: 'CANCEL' },
  { type: 'REQUEST_REFUND' },
  { type: 'CONFIRM_RECEIPT' },
  { type: 'DELETE' },
];


describe('goods order rules (spec §4)', () => {
  it.each([
    [5, ['PAY', 'CANCEL']],
    [10, ['CANCEL', 'REQUEST_REFUND']],
    [15, ['CONFIRM_RECEIPT']],
    [20, ['DELETE']],
    [6, ['DELETE']],
    [7, ['DELETE']],
    [8, []],
    [25, []],
  ])('status %i offers the member exactly %j', (code, expected) => {
    expect(allowedEvents(goodsOrderMachine, code, ctx, MEMBER_ACTIONS)).toEqual(expected);
  });

  it('payment of the full amount moves 5 → 10 and records it; a wrong amount is refused', () => {
    expect(decide(goodsOrderMachine, 5, ctx, pay(ctx.total), 'provider')).toMatchObject({
      allowed: true, to: 10, state: 'paid', actions: ['recordPayment'],
    });
    expect(decide(goodsOrderMachine, 5, ctx, pay(ctx.total - 1), 'provider')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('a second payment of a paid order is refused (callbacks are idempotent)', () => {
    expect(decide(goodsOrderMachine, 10, ctx, pay(ctx.total), 'provider')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('expiry closes an unpaid order and gives the stock back, but never a paid one', () => {
    expect(decide(goodsOrderMachine, 5, ctx, { type: 'EXPIRE' }, 'timer')).toMatchObject({ to: 7, actions: ['releaseStock', 'closePayment'] });
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'EXPIRE' }, 'timer')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('cancelling a paid order refunds it; an approved refund ends at 25, a rejected one back at 10', () => {
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'CANCEL' }, 'member')).toMatchObject({ to: 6, actions: ['refundPayment', 'releaseStock'] });
    expect(decide(goodsOrderMachine, 8, ctx, { type: 'APPROVE_REFUND' }, 'staff')).toMatchObject({ to: GOODS_ORDER_STATUS.refunded });
    expect(decide(goodsOrderMachine, 8, ctx, { type: 'REJECT_REFUND' }, 'staff')).toMatchObject({ to: GOODS_ORDER_STATUS.paid });
  });

  it('a member cancels a paid order only while staff have not decided a refund of it', () => {
    // nothing decided yet: cancelling refunds the full amount and puts the wines back
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'CANCEL' }, 'member')).toMatchObject({
      allowed: true, to: 6, state: 'cancelled', actions: ['refundPayment', 'releaseStock'],
    });
    // a rejected request returned the order to 10: cancelling now would be the refused refund
    expect(decide(goodsOrderMachine, 10, decided, { type: 'CANCEL' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
    expect(allowedEvents(goodsOrderMachine, 10, decided, MEMBER_ACTIONS)).toEqual(['REQUEST_REFUND']);
    // an unpaid order was never charged and is never decided: the decision does not matter there
    expect(decide(goodsOrderMachine, 5, decided, { type: 'CANCEL' }, 'member')).toMatchObject({ allowed: true, to: 6, actions: ['releaseStock', 'closePayment'] });
    // once shipped (staff acted) or under review, no member cancels, decided or not
    for (const context of [ctx, decided]) {
      expect(decide(goodsOrderMachine, 15, context, { type: 'CANCEL' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
      expect(decide(goodsOrderMachine, 8, context, { type: 'CANCEL' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
      expect(decide(goodsOrderMachine, 25, context, { type: 'CANCEL' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
    }
  });

  it('the address can change only before shipment', () => {
    expect(decide(goodsOrderMachine, 5, ctx, { type: 'CHANGE_ADDRESS' }, 'member')).toMatchObject({ allowed: true, to: 5 });
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'CHANGE_ADDRESS' }, 'member')).toMatchObject({ allowed: true, to: 10 });
    expect(decide(goodsOrderMachine, 15, ctx, { type: 'CHANGE_ADDRESS' }, 'member')).toEqual({ allowed: false, refusal: 'machine' });
  });

  it('a refund is decided once', () => {
    expect(decide(refundMachine, 0, {}, { type: 'APPROVE' }, 'staff')).toMatchObject({ to: 1 });
    expect(decide(refundMachine, 1, {}, { type: 'REJECT' }, 'staff')).toEqual({ allowed: false, refusal: 'machine' });
  });
});
