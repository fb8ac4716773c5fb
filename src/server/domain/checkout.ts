import { randomInt } from 'node:crypto';
import { CompiledQuery, sql, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { goodsOrderMachine } from '../../../machines/goods-order.machine';
import { pick, type Lang } from '../../contract/lang';
import type { MessageKey } from '../../contract/messages';
import { formatCents, formatFen } from '../../contract/money';
import type { PayOrder, Preview, PreviewItem } from '../../contract/order';
import { againAfterDeadlock, transactionOpenedWith } from '../db/commit-with';
import { prepared } from '../db/prepared';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { toAddress } from './addresses';
import { availability, cartLines, cartLinesJson, isOrderable, linesFromJson, type CartLine } from './cart';
import { bottlesHeldOf, checkBottleHolds, HoldCapError, memberLock, phoneLock } from './holds';
import { initialStatus } from './machine-rules';
import { beijingText } from './members';
import { insertWithFreshNumber } from './order-numbers';
import { orderItemsOf, secondsToPay, toOrderItem, type OrderItemRow } from './order-views';
import { creationRow } from './transitions';

/**
 * Checkout (spec §3 Payment preview and Pay-order response, §5): the preview of the selected
 * lines with receiver, shipping and totals, and placing the order — stock taken with
 * conditional updates, order and item snapshots written, the lines removed from the cart and
 * the first history row appended, all in ONE transaction: every line or none.
 */
/** the connection the checkout's transaction runs on (db/commit-with.ts) */
type Trx = Db;
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

/** What the answer to a placed order says of it (the order statement returns these columns only). */
type Placed = Pick<OrderRow, 'order_no' | 'amount_fen' | 'status' | 'expires_at'>;

function payOrderOf(order: Placed, items: OrderItemRow[], lang: Lang): PayOrder {
  return {
    order_no: order.order_no,
    order_price: formatFen(order.amount_fen),
    order_time: secondsToPay(order),
    items: items.map((item) => toOrderItem(item, lang)),
  };
}

function findBySubmitToken(conn: Db, memberId: number, token: string) {
  return conn.selectFrom('goods_orders').selectAll().where('member_id', '=', memberId).where('submit_token', '=', token).executeTakeFirst();
}

/**
 * The checkout's second statement, after the member's lock (holds.ts): the receiver phone of the
 * chosen address of the member's book, locked (member first, then phone). Locks nothing when the
 * book has no such address. The address cannot change meanwhile: its changes take the member's lock.
 */
const receiverPhoneLock = prepared((trx: Trx, memberId: number, addressId: number) =>
  trx.selectFrom('member_addresses as a').select(phoneLock(sql.ref<string>('a.mobile')).as('locked')).where('a.id', '=', addressId).where('a.member_id', '=', memberId),
);

/**
 * The checkout's read, its third statement, so that it sees what the checkouts it waited for (at
 * the member's or the phone's lock) wrote: the chosen receiver (null columns when the book has no
 * such address), the id of the member's order of this submit token if one was placed (`null`, no
 * token, finds none), the cart's lines (cart.ts's statement, as JSON) and what the member and the
 * receiver phone hold unpaid of the selected wines (holds.ts).
 */
export const checkoutRead = prepared((trx: Trx, memberId: number, addressId: number, token: string | null, at: Date) =>
  trx
    .selectFrom('members as m')
    .leftJoin('member_addresses as a', (join) => join.onRef('a.member_id', '=', 'm.id').on('a.id', '=', addressId))
    .select(['a.id', 'a.consignee', 'a.mobile', 'a.province', 'a.city', 'a.area', 'a.address_details', 'a.zip_code'])
    .select((eb) => [
      eb.selectFrom('goods_orders').select('id').where('member_id', '=', memberId).where('submit_token', '=', token).$asScalar().as('done'),
      cartLinesJson(trx, memberId, at).as('lines'),
      bottlesHeldOf(
        sql.ref<number>('m.id'),
        sql.ref<string | null>('a.mobile'),
        eb.selectFrom('cart_items as s').select('s.goods_id').whereRef('s.member_id', '=', 'm.id').where('s.is_selected', '=', 1),
      ).as('held'),
    ])
    .where('m.id', '=', memberId),
);

/** Nothing to order: say why when the selected wines sold out or left the shop meanwhile. */
function gone(line: CartLine | undefined, lang: Lang): Refusal {
  if (!line) return new Refusal('cart.noSelection');
  const title = pick(line.title, lang);
  return new Refusal(availability(line) === 'soldOut' ? 'order.soldOut' : 'order.notSold', { title });
}

/** What the claim found of the first wine it could not take (nulls: the wine is gone). */
interface Refused {
  id: number;
  stock: number | null;
  is_sell: number | null;
  switch: number | null;
}

/**
 * The statement that takes every line's bottles or fails, and with it the transaction:
 * `winery_claim` (migration 0038), one conditional UPDATE of each wine's row in ascending id
 * order, so two checkouts of the same wines never wait on each other in a circle. The wine's row
 * is locked by its UPDATE alone, as in the one-statement reference. A claim that first locked
 * the rows in a CTE and then updated them in the same statement deadlocked with the claims queued
 * behind it beside the key-share locks that cart lines take on the row (its UPDATE read the row
 * again from the statement's snapshot and queued for a tuple lock a waiting claim held;
 * tests/server/stock-claim.test.ts, docs/architecture.md). When a line cannot be taken, the
 * function raises with what the wine's row holds, and the COMMIT sent with the statement never
 * runs. It travels with COMMIT (db/commit-with.ts), its values two lists of integers — the wines'
 * ids and their counts — written into the text as the EXECUTE's arguments: one statement,
 * prepared once on each server connection, whatever the number of lines.
 */
const CLAIM = 'select winery_claim($1::int[], $2::int[]) as claimed';

function stockClaim(lines: CartLine[]): CompiledQuery {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.goods_id, (wanted.get(line.goods_id) ?? 0) + line.product_count);
  for (const [id, n] of wanted) if (!Number.isSafeInteger(id) || !Number.isSafeInteger(n)) throw new Error(`a stock claim takes integers: ${id}, ${n}`);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  return CompiledQuery.raw(CLAIM, [ids, ids.map((id) => wanted.get(id)!)]);
}

/** SQLSTATE of winery_claim's refusal */
const REFUSED = 'WN001';

/** The refusal naming the wine the claim could not take: no longer sold, sold out, or only N left. */
function claimRefusal(lines: CartLine[], refused: Refused, lang: Lang): Refusal {
  const line = lines.find((candidate) => candidate.goods_id === refused.id);
  if (!line) throw new Error(`the stock claim refused a wine the order does not hold: ${refused.id}`);
  const title = pick(line.title, lang);
  if (refused.stock === null || refused.is_sell !== 1 || refused.switch !== 1) return new Refusal('order.notSold', { title });
  if (refused.stock === 0) return new Refusal('order.soldOut', { title });
  return new Refusal('order.stockShort', { title, count: String(refused.stock) });
}

type Address = Selectable<Database['member_addresses']>;
/** What an order keeps of its receiver (the checkout's read). */
type Receiver = Pick<Address, 'consignee' | 'mobile' | 'province' | 'city' | 'area' | 'address_details' | 'zip_code'>;
interface Totals {
  count: number;
  goodsFen: number;
  dollarCents: number;
  shippingFen: number;
}

/** What the order's statement writes, every value an argument of its prepared statement. */
interface OrderValues {
  orderNo: string;
  memberId: number;
  goodsFen: number;
  shippingFen: number;
  amountFen: number;
  dollarCents: number;
  count: number;
  consignee: string;
  mobile: string;
  province: number;
  city: number;
  area: number;
  details: string;
  zip: Receiver['zip_code'];
  remark: string;
  validityS: number;
  submitToken: string | null;
  adultConfirmed: boolean;
  /** the items, JSON (one parameter whatever their number) */
  items: string;
  /** the ordered cart lines' ids, JSON */
  lineIds: string;
  actor: string;
}

const ORDER_VALUE_NAMES = [
  'orderNo', 'memberId', 'goodsFen', 'shippingFen', 'amountFen', 'dollarCents', 'count', 'consignee', 'mobile', 'province', 'city', 'area',
  'details', 'zip', 'remark', 'validityS', 'submitToken', 'adultConfirmed', 'items', 'lineIds', 'actor',
] as const satisfies readonly (keyof OrderValues)[];

/**
 * The order, its items, the first history row (the machine's initial state, `creationRow`) and
 * the ordered lines gone from the cart: one statement of data-modifying CTEs, built once and kept
 * on the server (db/prepared.ts): a checkout's largest statement is neither parsed nor planned
 * per order. When the drawn number is taken (`on conflict do nothing`), `o` is empty, so nothing
 * else is written either, and insertWithFreshNumber draws again. Answers what the member's answer
 * reads of the order (`Placed`) with its items in the cart's order.
 */
const orderStatement = prepared((trx: Trx, ...args: unknown[]) => {
  const v = Object.fromEntries(ORDER_VALUE_NAMES.map((name, i) => [name, args[i]])) as unknown as OrderValues;
  const itemRows = sql<Omit<OrderItemRow, 'id' | 'order_id'> & { position: number }>`jsonb_to_recordset(${v.items}::jsonb)`.as<'l'>(
    sql`l(position int, goods_id int, title jsonb, image text, product_spec text, unit_price_fen int, dollar_price_cents int, product_count int)`,
  );
  const created = creationRow({ entity: 'goods_order', machine: goodsOrderMachine, actor: 'member', note: 'checkout' });
  return trx
    .with('o', (db) =>
      db
        .insertInto('goods_orders')
        .values({
          order_no: v.orderNo,
          member_id: v.memberId,
          ...initialStatus(goodsOrderMachine),
          goods_fen: v.goodsFen,
          shipping_fen: v.shippingFen,
          amount_fen: v.amountFen,
          dollar_cents: v.dollarCents,
          product_count: v.count,
          consignee: v.consignee,
          mobile: v.mobile,
          province: v.province,
          city: v.city,
          area: v.area,
          address_details: v.details,
          zip_code: v.zip,
          remark: v.remark,
          expires_at: sql<Date>`now() + make_interval(secs => ${v.validityS})`,
          submit_token: v.submitToken,
          adult_confirmed_at: sql<Date | null>`case when ${v.adultConfirmed}::boolean then now() end`,
        })
        .onConflict((conflict) => conflict.column('order_no').doNothing())
        .returningAll(),
    )
    .with('i', (db) =>
      db
        .insertInto('goods_order_items')
        .columns(['order_id', 'goods_id', 'title', 'image', 'product_spec', 'unit_price_fen', 'dollar_price_cents', 'product_count'])
        .expression((eb) =>
          eb
            .selectFrom(['o', itemRows])
            .select(['o.id', 'l.goods_id', 'l.title', 'l.image', 'l.product_spec', 'l.unit_price_fen', 'l.dollar_price_cents', 'l.product_count'])
            .orderBy('l.position'),
        )
        .returningAll(),
    )
    .with('c', (db) =>
      db
        .deleteFrom('cart_items')
        .where('member_id', '=', v.memberId)
        .where(sql<boolean>`id in (select value::int from jsonb_array_elements_text(${v.lineIds}::jsonb))`)
        .where((eb) => eb.exists(eb.selectFrom('o').select('o.id')))
        .returning('cart_items.id'),
    )
    .with('h', (db) =>
      db
        .insertInto('status_history')
        .columns(['entity', 'entity_id', 'from_status', 'from_state', 'to_status', 'to_state', 'event', 'actor', 'note'])
        .expression((eb) =>
          eb
            .selectFrom('o')
            .select([
              eb.val(created.entity).as('entity'),
              'o.id',
              sql.lit(null).as('from_status'),
              sql.lit(null).as('from_state'),
              eb.val(created.to_status).as('to_status'),
              eb.val(created.to_state).as('to_state'),
              eb.val(created.event).as('event'),
              eb.val(v.actor).as('actor'),
              eb.val(created.note).as('note'),
            ]),
        )
        .returning('status_history.id'),
    )
    .selectFrom('o')
    .select(['o.order_no', 'o.amount_fen', 'o.status', 'o.expires_at'])
    .select((eb) => jsonArrayFrom(eb.selectFrom('i').selectAll('i').orderBy('i.id')).as('items'));
});
function writeOrder(trx: Trx, memberId: number, address: Receiver, lines: CartLine[], sum: Totals, input: PlaceOrderInput, rules: CheckoutRules) {
  const items = JSON.stringify(
    lines.map((line, position) => ({
      position,
      goods_id: line.goods_id,
      title: line.title,
      image: line.images[0] ?? '',
      product_spec: line.volume,
      unit_price_fen: line.price_fen,
      dollar_price_cents: line.dollar_price_cents,
      product_count: line.product_count,
    })),
  );
  const values = (orderNo: string): OrderValues => ({
    orderNo,
    memberId,
    goodsFen: sum.goodsFen,
    shippingFen: sum.shippingFen,
    amountFen: sum.goodsFen + sum.shippingFen,
    dollarCents: sum.dollarCents,
    count: sum.count,
    consignee: address.consignee,
    mobile: address.mobile,
    province: address.province,
    city: address.city,
    area: address.area,
    details: address.address_details,
    zip: address.zip_code,
    remark: input.remark ?? '',
    validityS: rules.validityS,
    submitToken: input.submitToken ?? null,
    adultConfirmed: input.adultConfirmed === true,
    items,
    lineIds: JSON.stringify(lines.map((line) => line.id)),
    actor: `member:${memberId}`,
  });
  return insertWithFreshNumber(async () => {
    const v = values(newOrderNo());
    const [row] = await orderStatement(trx, ...ORDER_VALUE_NAMES.map((name) => v[name]));
    return row;
  });
}

export interface PlaceOrderInput {
  addressId: number;
  submitToken?: string | undefined;
  /** the total the member saw, in fen */
  totalFen?: number | undefined;
  remark?: string | undefined;
  /** the member confirmed being 18 or older (the route refuses an order without it); kept as `adult_confirmed_at` */
  adultConfirmed?: boolean | undefined;
}

export async function placeOrder(
  db: Db,
  memberId: number,
  input: PlaceOrderInput,
  lang: Lang,
  rules: CheckoutRules,
): Promise<CheckoutOutcome<PayOrder>> {
  try {
    // a deadlock's victim is rolled back whole by PostgreSQL, and run again (againAfterDeadlock).
    // One checkout per member at a time: a second tab or a double click waits at the member's lock,
    // then finds its order or an empty cart. On a server the three first statements go with BEGIN
    // in one round trip (db/commit-with.ts).
    const attempt = () => transactionOpenedWith(
      db,
      (conn) => [
        memberLock.compile(conn, memberId),
        receiverPhoneLock.compile(conn, memberId, input.addressId),
        checkoutRead.compile(conn, memberId, input.addressId, input.submitToken ?? null, new Date()),
      ],
      async (trx, commitWith, [read]) => {
        if (!read) throw new Refusal('order.noReceiver');
        const { done, lines: inCart, held, ...receiver } = read;
        if (done !== null) {
          const order = await trx.selectFrom('goods_orders').selectAll().where('id', '=', done).executeTakeFirstOrThrow();
          return payOrderOf(order, await orderItemsOf(trx, [order.id]), lang);
        }
        if (receiver.id === null) throw new Refusal('order.noReceiver');
        const address = receiver as Receiver;
        const selected = linesFromJson(inCart).filter((line) => line.is_selected === 1);
        const lines = selected.filter(isOrderable);
        if (lines.length === 0) throw gone(selected[0], lang);
        const sum = totals(lines);
        const shippingFen = shippingFeeFen(sum.goodsFen, rules);
        if (input.totalFen !== undefined && input.totalFen !== sum.goodsFen + shippingFen) throw new Refusal('order.infoAbnormal');
        const holding = lines.map((line) => ({ goods_id: line.goods_id, product_count: line.product_count, title: pick(line.title, lang) }));
        checkBottleHolds(held, holding, rules.holdBottlesPerWine);
        // everything is written first, the stock taken last, in the round trip that commits: the
        // wines' rows stay locked only while the server claims and commits (docs/architecture.md,
        // "Checkout: the stock is claimed last")
        const { items, ...order } = await writeOrder(trx, memberId, address, lines, { ...sum, shippingFen }, input, rules);
        await commitWith(stockClaim(lines)).catch((err: { code?: string; message?: string }) => {
          if (err.code !== REFUSED) throw err;
          throw claimRefusal(lines, JSON.parse(err.message ?? '{}') as Refused, lang);
        });
        return payOrderOf(order, items, lang);
      },
    );
    const value = await againAfterDeadlock(attempt);
    return { ok: true, value };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, key: err.key, ...(err.params ? { params: err.params } : {}) };
    if (err instanceof HoldCapError) return { ok: false, key: err.key, params: err.params };
    // the same submit won a race on another instance: answer its order
    if ((err as { code?: string }).code === '23505' && input.submitToken) {
      const done = await findBySubmitToken(db, memberId, input.submitToken);
      if (done) return { ok: true, value: payOrderOf(done, await orderItemsOf(db, [done.id]), lang) };
    }
    throw err;
  }
}
