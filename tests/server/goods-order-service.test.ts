import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { PAYMENT_ATTEMPT_STATUS } from '../../machines/payment-attempt.machine';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { initialStatus } from '../../src/server/domain/machine-rules';
import { freshDatabase } from '../helpers/test-app';
import { seedDemo } from '../../src/server/db/seed';

let ctx: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  ctx = await freshDatabase();
  await seedDemo(ctx.db);
});
afterAll(async () => ctx.drop());

async function newOrder(bottles = 2) {
  const db = ctx.db;
  const member = await db
    .insertInto('members')
    .values({ username: `m${Math.random()}`, nickname: 'n', password_hash: 'x', salt: 'y', email: null, mobile: null, birthday: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wine = await db.selectFrom('wines').select(['id', 'stock', 'price_fen', 'title']).orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('wines').set({ stock: wine.stock - bottles }).where('id', '=', wine.id).execute();
  const order = await db
    .insertInto('goods_orders')
    .values({
      order_no: `T${Date.now()}${Math.random()}`, member_id: member.id, ...initialStatus(goodsOrderMachine), goods_fen: wine.price_fen * bottles, shipping_fen: 0,
      amount_fen: wine.price_fen * bottles, dollar_cents: 100, product_count: bottles, consignee: 'Li', mobile: '13800000000',
      province: 370000, city: 370600, area: 370614, address_details: 'Cliff Road 1', expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning(['id', 'amount_fen'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goods_order_items')
    .values({ order_id: order.id, goods_id: wine.id, title: JSON.stringify(wine.title), image: '', product_spec: '750ml',
      unit_price_fen: wine.price_fen, dollar_price_cents: 50, product_count: bottles })
    .execute();
  return { ...order, wineId: wine.id, stockBefore: wine.stock };
}

const stockOf = async (id: number) => (await ctx.db.selectFrom('wines').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const statusOf = async (id: number) => (await ctx.db.selectFrom('goods_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const history = (id: number) =>
  ctx.db.selectFrom('status_history').select(['from_status', 'to_status', 'event', 'actor']).where('entity', '=', 'goods_order').where('entity_id', '=', id).orderBy('id').execute();

describe('goods order service', () => {
  it('refuses a payment of the wrong amount and changes nothing', async () => {
    const order = await newOrder();
    const result = await ctx.db.transaction().execute((trx) =>
      applyGoodsOrderEvent(trx, order.id, { type: 'PAY', amount: order.amount_fen - 1 }, 'provider:sandbox', {
        payment: { method: 'sandbox', payNo: 'P1', paidAt: new Date() },
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'notAllowed' });
    expect(await statusOf(order.id)).toBe(5);
    expect(await history(order.id)).toEqual([]);
  });

  it('pays, then a paid order cancelled is refunded and its stock given back, with a history row each', async () => {
    const order = await newOrder(3);
    await ctx.db.transaction().execute((trx) =>
      applyGoodsOrderEvent(trx, order.id, { type: 'PAY', amount: order.amount_fen }, 'provider:sandbox', {
        payment: { method: 'sandbox', payNo: 'P2', paidAt: new Date() },
      }),
    );
    expect(await statusOf(order.id)).toBe(10);
    const paid = await ctx.db.selectFrom('goods_orders').select(['pay_no']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(paid.pay_no).toBe('P2');
    // the provider's record of that payment: what refundPayment gives back
    const payment = await ctx.db
      .insertInto('payments')
      .values({ out_trade_no: `PT${order.id}`, entity: 'goods_order', entity_id: order.id, member_id: 1, amount_fen: order.amount_fen, method: 'sandbox', provider: 'sandbox', status: PAYMENT_ATTEMPT_STATUS.paid, state: 'paid', transaction_id: 'P2', paid_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stockPaid = await stockOf(order.wineId);
    await ctx.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'CANCEL' }, 'member:1'));
    expect(await statusOf(order.id)).toBe(6);
    expect(await stockOf(order.wineId)).toBe(stockPaid + 3);
    // refundPayment queued the refund of the whole payment, for the payment work to send
    expect(await ctx.db.selectFrom('payment_refunds').select(['amount_fen', 'reason']).where('payment_id', '=', payment.id).execute()).toEqual([{ amount_fen: order.amount_fen, reason: 'CANCEL' }]);
    expect(await history(order.id)).toEqual([
      { from_status: 5, to_status: 10, event: 'PAY', actor: 'provider:sandbox' },
      { from_status: 10, to_status: 6, event: 'CANCEL', actor: 'member:1' },
    ]);
  });

  it('rolls everything back when a side effect fails', async () => {
    const order = await newOrder();
    await ctx.db.transaction().execute((trx) =>
      applyGoodsOrderEvent(trx, order.id, { type: 'PAY', amount: order.amount_fen }, 'provider:sandbox', {
        payment: { method: 'sandbox', payNo: 'P3', paidAt: new Date() },
      }),
    );
    // SHIP is allowed at 10, but without its shipment the effect fails: nothing may stick
    await expect(
      ctx.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, order.id, { type: 'SHIP' }, 'staff:1')),
    ).rejects.toThrow(/SHIP needs a shipment/);
    expect(await statusOf(order.id)).toBe(10);
    expect((await history(order.id)).map((h) => h.event)).toEqual(['PAY']);
  });

  it('answers notFound for an unknown order', async () => {
    const result = await ctx.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, 999_999, { type: 'CANCEL' }, 'member:1'));
    expect(result).toEqual({ ok: false, reason: 'notFound' });
  });
});
