import type { Selectable } from 'kysely';
import { GOODS_ORDER_STATUS } from '../../../../machines/goods-order.machine';
import { pick } from '../../../contract/lang';
import type { PayableState } from '../../../contract/payment';
import type { Database } from '../../db/schema';
import { applyGoodsOrderEvent } from '../goods-orders';
import type { Conn, Payable, PayableRow } from './payables';

type OrderRow = Selectable<Database['goods_orders']>;

const PAID_STATUSES: number[] = [
  GOODS_ORDER_STATUS.paid,
  GOODS_ORDER_STATUS.shipped,
  GOODS_ORDER_STATUS.completed,
  GOODS_ORDER_STATUS.afterSales,
  GOODS_ORDER_STATUS.refunded,
];

function stateOf(order: OrderRow, now = Date.now()): PayableState {
  if (order.status === GOODS_ORDER_STATUS.unpaid) return order.expires_at.getTime() > now ? 'unpaid' : 'closed';
  return PAID_STATUSES.includes(order.status) ? 'paid' : 'closed';
}

function rowOf(order: OrderRow): PayableRow {
  return {
    entity: 'goods_order',
    id: order.id,
    no: order.order_no,
    memberId: order.member_id,
    amountFen: order.amount_fen,
    dollarCents: order.dollar_cents,
    productCount: order.product_count,
    status: order.status,
    state: stateOf(order),
    expired: order.status === GOODS_ORDER_STATUS.closed || stateOf(order) === 'closed' && order.status === GOODS_ORDER_STATUS.unpaid,
    expiresAt: order.expires_at,
    payNo: order.pay_no ?? '',
  };
}

const MORE = { cn: '等{{n}}件', tw: '等{{n}}件', en: ' and more ({{n}} bottles)' };

/** Goods orders as payables: PAY goes through machines/goods-order.machine.ts like every change. */
export const goodsOrderPayable: Payable = {
  entity: 'goods_order',
  async findByNo(conn, memberId, no) {
    const order = await conn.selectFrom('goods_orders').selectAll().where('order_no', '=', no).where('member_id', '=', memberId).where('hidden', '=', false).executeTakeFirst();
    return order ? rowOf(order) : null;
  },
  async lock(trx, id) {
    const order = await trx.selectFrom('goods_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return order ? rowOf(order) : null;
  },
  async load(conn: Conn, id) {
    const order = await conn.selectFrom('goods_orders').selectAll().where('id', '=', id).executeTakeFirst();
    return order ? rowOf(order) : null;
  },
  async applyPaid(trx, id, paid) {
    const result = await applyGoodsOrderEvent(trx, id, { type: 'PAY', amount: paid.amountFen }, `provider:${paid.provider}`, {
      payment: { method: paid.method, payNo: paid.transactionId, paidAt: paid.paidAt },
    });
    return result.ok;
  },
  async describe(conn, row, lang) {
    const first = await conn.selectFrom('goods_order_items').select('title').where('order_id', '=', row.id).orderBy('id').executeTakeFirst();
    const lines = await conn.selectFrom('goods_order_items').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', row.id).executeTakeFirstOrThrow();
    const wine = first ? pick(first.title, lang) : row.no;
    const more = Number(lines.n) > 1 ? MORE[lang].replace('{{n}}', String(row.productCount)) : '';
    return `${wine}${more}`;
  },
};
