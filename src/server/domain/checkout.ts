import { randomInt } from 'node:crypto';
import { sql, type Selectable, type Transaction } from 'kysely';
import { goodsOrderMachine } from '../../../machines/goods-order.machine';
import { pick, type Lang } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { formatCents, formatFen } from '../../contract/money';
import type { PayOrder, Preview, PreviewItem } from '../../contract/order';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toAddress } from './addresses';
import { availability, cartLines, isOrderable, type CartLine } from './cart';
import { checkBottleHolds, HoldCapError, lockPhone } from './holds';
import { initialStatus } from './machine-rules';
import { beijingText } from './members';
import { insertWithFreshNumber } from './order-numbers';
import { orderItemsOf, secondsToPay, toOrderItem } from './order-views';
import { recordCreation } from './transitions';

/**
 * Checkout (spec §3 Payment preview and Pay-order response, §5): the preview of the selected
 * lines with receiver, shipping and totals, and placing the order — stock taken with
 * conditional updates, order and item snapshots written, the lines removed from the cart and
 * the first history row appended, all in ONE transaction: every line or none.
 */
type Trx = Transaction<Database>;
type OrderRow = Selectable<Database['goods_orders']>;

export interface CheckoutRules {
  shippingFeeFen: number;
  freeShippingFromFen: number;
  validityS: number;
  /** bottles of one wine a member (and a receiver phone) may hold in unpaid orders (HOLD_MAX_BOTTLES_PER_WINE) */
  holdBottlesPerWine: number;
}

export function shippingFeeFen(goodsFen: number, rules: CheckoutRules): number {
  return goodsFen >= rules.freeShippingFromFen ? 0 : rules.shippingFeeFen;
}

export type CheckoutOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params?: Record<string, string> };

/** Thrown inside the transaction to roll it back with a message for the member. */
class Refusal extends Error {
  constructor(readonly key: MessageKey, readonly params?: Record<string, string>) {
    super(key);
  }
}

function totals(lines: CartLine[]) {
  return {
    count: lines.reduce((sum, l) => sum + l.product_count, 0),
    goodsFen: lines.reduce((sum, l) => sum + l.price_fen * l.product_count, 0),
    dollarCents: lines.reduce((sum, l) => sum + l.dollar_price_cents * l.product_count, 0),
  };
}

function previewItem(line: CartLine, lang: Lang): PreviewItem {
  return {
    id: line.goods_id,
    cart_id: line.id,
    title: pick(line.title, lang),
    en_title: line.title.en,
    tw_title: line.title.tw,
    intro: pick(line.intro, lang),
    product_spec: line.volume,
    stock: line.stock,
    images: line.images,
    price: formatFen(line.price_fen),
    dollar_price: formatCents(line.dollar_price_cents),
    switch: line.switch,
    is_sell: line.is_sell,
    product_count: line.product_count,
    line_price: formatFen(line.price_fen * line.product_count),
    line_dollar_price: formatCents(line.dollar_price_cents * line.product_count),
  };
}

/** What the checkout screen shows before the member submits. */
export async function previewCheckout(db: Db, memberId: number, lang: Lang, rules: CheckoutRules): Promise<Preview> {
  const lines = (await cartLines(db, memberId)).filter(isOrderable);
  const sum = totals(lines);
  const shipping = lines.length > 0 ? shippingFeeFen(sum.goodsFen, rules) : 0;
  const receiver = await db
    .selectFrom('member_addresses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return {
    product_count: sum.count,
    price_sum: formatFen(sum.goodsFen),
    dollar_price_sum: formatCents(sum.dollarCents),
    shipping_fee: formatFen(shipping),
    free_shipping_from: formatFen(rules.freeShippingFromFen),
    order_price: formatFen(sum.goodsFen + shipping),
    items: lines.map((line) => previewItem(line, lang)),
    receiver: receiver ? toAddress(receiver, lang) : null,
    order_validity: rules.validityS,
  };
}

/** `G` + Beijing time to the second + 6 random digits: readable on the phone, unique by index. */
function newOrderNo(): string {
  const stamp = beijingText(new Date()).replace(/\D/g, '');
  return `G${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function payOrderOf(conn: Db | Trx, order: OrderRow, lang: Lang): Promise<PayOrder> {
  const items = await orderItemsOf(conn, [order.id]);
  return {
    order_no: order.order_no,
    order_price: formatFen(order.amount_fen),
    order_time: secondsToPay(order),
    items: items.map((item) => toOrderItem(item, lang)),
  };
}

function findBySubmitToken(conn: Db | Trx, memberId: number, token: string) {
  return conn.selectFrom('goods_orders').selectAll().where('member_id', '=', memberId).where('submit_token', '=', token).executeTakeFirst();
}

/** Nothing to order: say why when the selected wines sold out or left the shop meanwhile. */
function gone(line: CartLine | undefined, lang: Lang): Refusal {
  if (!line) return new Refusal('cart.noSelection');
  const title = pick(line.title, lang);
  return new Refusal(availability(line) === 'soldOut' ? 'order.soldOut' : 'order.notSold', { title });
}

/** Takes every line's bottles or refuses (rolling everything back) naming the wine that is short. */
async function takeStock(trx: Trx, lines: CartLine[], lang: Lang) {
  // a fixed order, so two checkouts of the same wines never wait on each other in a circle
  for (const line of [...lines].sort((a, b) => a.goods_id - b.goods_id)) {
    const taken = await trx
      .updateTable('wines')
      .set((eb) => ({ stock: eb('stock', '-', line.product_count) }))
      .where('id', '=', line.goods_id)
      .where('stock', '>=', line.product_count)
      .where('is_sell', '=', 1)
      .where('switch', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (taken) continue;
    const wine = await trx.selectFrom('wines').select(['stock', 'is_sell', 'switch']).where('id', '=', line.goods_id).executeTakeFirst();
    const title = pick(line.title, lang);
    if (!wine || wine.is_sell !== 1 || wine.switch !== 1) throw new Refusal('order.notSold', { title });
    if (wine.stock === 0) throw new Refusal('order.soldOut', { title });
    throw new Refusal('order.stockShort', { title, stock: String(wine.stock) });
  }
}

export interface PlaceOrderInput {
  addressId: number;
  submitToken?: string | undefined;
  /** the total the member saw, in fen */
  totalFen?: number | undefined;
  remark?: string | undefined;
}

export async function placeOrder(
  db: Db,
  memberId: number,
  input: PlaceOrderInput,
  lang: Lang,
  rules: CheckoutRules,
): Promise<CheckoutOutcome<PayOrder>> {
  try {
    const value = await db.transaction().execute(async (trx) => {
      // one checkout per member at a time: a second tab or a double click waits, then finds its order or an empty cart
      await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
      if (input.submitToken) {
        const done = await findBySubmitToken(trx, memberId, input.submitToken);
        if (done) return payOrderOf(trx, done, lang);
      }
      const address = await trx
        .selectFrom('member_addresses')
        .selectAll()
        .where('id', '=', input.addressId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!address) throw new Refusal('order.noReceiver');
      const selected = (await cartLines(trx, memberId)).filter((line) => line.is_selected === 1);
      const lines = selected.filter(isOrderable);
      if (lines.length === 0) throw gone(selected[0], lang);
      const sum = totals(lines);
      const shipping = shippingFeeFen(sum.goodsFen, rules);
      if (input.totalFen !== undefined && input.totalFen !== sum.goodsFen + shipping) throw new Refusal('order.infoAbnormal');
      // claim before use: the member is locked above, the receiver phone now, then what both hold unpaid is counted
      await lockPhone(trx, address.mobile);
      const holding = lines.map((line) => ({ goods_id: line.goods_id, product_count: line.product_count, title: pick(line.title, lang) }));
      await checkBottleHolds(trx, { memberId, phone: address.mobile }, holding, rules.holdBottlesPerWine);
      await takeStock(trx, lines, lang);
      // a number another order of the same second drew is drawn again
      const order = await insertWithFreshNumber(() =>
        trx
          .insertInto('goods_orders')
          .values({
            order_no: newOrderNo(),
            member_id: memberId,
            ...initialStatus(goodsOrderMachine),
            goods_fen: sum.goodsFen,
            shipping_fen: shipping,
            amount_fen: sum.goodsFen + shipping,
            dollar_cents: sum.dollarCents,
            product_count: sum.count,
            consignee: address.consignee,
            mobile: address.mobile,
            province: address.province,
            city: address.city,
            area: address.area,
            address_details: address.address_details,
            zip_code: address.zip_code,
            remark: input.remark ?? '',
            expires_at: sql<Date>`now() + make_interval(secs => ${rules.validityS})`,
            submit_token: input.submitToken ?? null,
          })
          .onConflict((conflict) => conflict.column('order_no').doNothing())
          .returningAll()
          .executeTakeFirst(),
      );
      await trx
        .insertInto('goods_order_items')
        .values(
          lines.map((line) => ({
            order_id: order.id,
            goods_id: line.goods_id,
            title: JSON.stringify(line.title),
            image: line.images[0] ?? '',
            product_spec: line.volume,
            unit_price_fen: line.price_fen,
            dollar_price_cents: line.dollar_price_cents,
            product_count: line.product_count,
          })),
        )
        .execute();
      await trx.deleteFrom('cart_items').where('member_id', '=', memberId).where('id', 'in', lines.map((l) => l.id)).execute();
      await recordCreation(trx, { entity: 'goods_order', id: order.id, machine: goodsOrderMachine, actor: `member:${memberId}`, note: 'checkout' });
      return payOrderOf(trx, order, lang);
    });
    return { ok: true, value };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, key: err.key, ...(err.params ? { params: err.params } : {}) };
    if (err instanceof HoldCapError) return { ok: false, key: err.key, params: err.params };
    // the same submit won a race on another instance: answer its order
    if ((err as { code?: string }).code === '23505' && input.submitToken) {
      const done = await findBySubmitToken(db, memberId, input.submitToken);
      if (done) return { ok: true, value: await payOrderOf(db, done, lang) };
    }
    throw err;
  }
}
