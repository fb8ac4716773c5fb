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

  it('"refunded" means the money came back: 25 and 6 wait for the money refund (MONEY_BACK, the system\'s only)', () => {
    expect(decide(goodsOrderMachine, 8, ctx, { type: 'APPROVE_REFUND' }, 'staff')).toMatchObject({ to: 25, state: 'refunding' });
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'CANCEL' }, 'member')).toMatchObject({ to: 6, state: 'cancelledRefunding' });
    expect(decide(goodsOrderMachine, { code: 25, state: 'refunding' }, ctx, { type: 'MONEY_BACK' }, 'system')).toMatchObject({ allowed: true, to: 25, state: 'refunded', actions: [] });
    expect(decide(goodsOrderMachine, { code: 6, state: 'cancelledRefunding' }, ctx, { type: 'MONEY_BACK' }, 'system')).toMatchObject({ allowed: true, to: 6, state: 'cancelled' });
    for (const actor of ['member', 'staff', 'provider', 'timer'] as const) {
      expect(decide(goodsOrderMachine, { code: 25, state: 'refunding' }, ctx, { type: 'MONEY_BACK' }, actor)).toEqual({ allowed: false, refusal: 'actor' });
    }
    // money back once: a refunded or cancelled order takes no MONEY_BACK
    expect(decide(goodsOrderMachine, { code: 25, state: 'refunded' }, ctx, { type: 'MONEY_BACK' }, 'system')).toEqual({ allowed: false, refusal: 'machine' });
    expect(decide(goodsOrderMachine, { code: 6, state: 'cancelled' }, ctx, { type: 'MONEY_BACK' }, 'system')).toEqual({ allowed: false, refusal: 'machine' });
    // the member's buttons are the spec's for the code: none at 25, delete at 6 — also while the money is on its way
    expect(allowedEvents(goodsOrderMachine, { code: 25, state: 'refunding' }, ctx, MEMBER_ACTIONS)).toEqual([]);
    expect(allowedEvents(goodsOrderMachine, { code: 6, state: 'cancelledRefunding' }, ctx, MEMBER_ACTIONS)).toEqual(allowedEvents(goodsOrderMachine, 6, ctx, MEMBER_ACTIONS));
  });

  it('a member cancels a paid order only while staff have not decided a refund of it', () => {
    // nothing decided yet: cancelling refunds the full amount and puts the wines back
    expect(decide(goodsOrderMachine, 10, ctx, { type: 'CANCEL' }, 'member')).toMatchObject({
      allowed: true, to: 6, state: 'cancelledRefunding', actions: ['refundPayment', 'releaseStock'],
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

  it('staff change the address for the member, also only before shipment; the status stays and updateAddress runs', () => {
    for (const code of [5, 10]) {
      expect(decide(goodsOrderMachine, code, ctx, { type: 'CHANGE_ADDRESS' }, 'staff')).toMatchObject({ allowed: true, to: code, actions: ['updateAddress'] });
      for (const actor of ['provider', 'timer', 'system'] as const) {
        expect(decide(goodsOrderMachine, code, ctx, { type: 'CHANGE_ADDRESS' }, actor)).toEqual({ allowed: false, refusal: 'actor' });
      }
    }
    for (const code of [8, 15, 20, 25, 6, 7]) {
      expect(decide(goodsOrderMachine, code, ctx, { type: 'CHANGE_ADDRESS' }, 'staff')).toEqual({ allowed: false, refusal: 'machine' });
    }
  });

  it('a refund is decided once', () => {
    expect(decide(refundMachine, 0, {}, { type: 'APPROVE' }, 'staff')).toMatchObject({ to: 1 });
    expect(decide(refundMachine, 1, {}, { type: 'REJECT' }, 'staff')).toEqual({ allowed: false, refusal: 'machine' });
  });
});
