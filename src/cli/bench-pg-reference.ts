import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The PostgreSQL yardstick of `npm run bench`: bare Fastify + formbody + pg (a pool as large as
 * the product's) that checks nothing — the member is the `x-bench-member` header — and answers
 * each member call with ONE indexed SQL statement and an envelope of the product's shape:
 * the cart list, the order list (a page and its total), adding to the cart, and a checkout that
 * takes the stock conditionally, writes the order and its item and empties the cart line in one
 * statement of CTEs. Run as plain JavaScript under node.
 */
pg.types.setTypeParser(20, (value) => Number(value));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const money = (fen: number) => (fen / 100).toFixed(2);
const time = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const member = (headers: Record<string, unknown>) => Number(headers['x-bench-member']);
const envelope = (data: unknown, msg = 'ok') => ({ code: 1, msg, time: String(Math.floor(Date.now() / 1000)), data });

const CART = `select c.id, c.member_id, c.goods_id, c.product_count, c.is_selected, w.title->>'en' as title, w.images, w.price_fen,
    w.dollar_price_cents, w.volume, w.stock, w.is_sell, w.switch
  from cart_items c join wines w on w.id = c.goods_id where c.member_id = $1 order by c.id desc`;

const ORDERS = `select o.order_no, o.status, o.amount_fen, o.goods_fen, o.shipping_fen, o.dollar_cents, o.product_count, o.created_at, o.expires_at,
    (select count(*) from goods_orders where member_id = $1 and not hidden) as total,
    (select coalesce(json_agg(json_build_object('id', i.id, 'goods_id', i.goods_id, 'title', i.title->>'en', 'image', i.image,
       'product_spec', i.product_spec, 'product_count', i.product_count, 'unit_price', i.unit_price_fen)), '[]')
     from goods_order_items i where i.order_id = o.id) as items
  from goods_orders o where o.member_id = $1 and not o.hidden order by o.id desc limit $2 offset $3`;

const CHECKOUT = `with line as (
    select c.id, c.goods_id, c.product_count from cart_items c where c.member_id = $1 and c.is_selected = 1 order by c.id desc limit 1
  ), taken as (
    update wines w set stock = w.stock - line.product_count from line
    where w.id = line.goods_id and w.stock >= line.product_count and w.is_sell = 1 and w.switch = 1
    returning w.id, w.title, w.images->>0 as image, w.volume, w.price_fen, w.dollar_price_cents, line.product_count, line.id as line_id
  ), placed as (
    insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
      consignee, mobile, province, city, area, address_details, expires_at, submit_token)
    select 'R' || to_char(now(), 'YYYYMMDDHH24MISS') || lpad((random() * 1e6)::int::text, 6, '0'), $1, 5, 'unpaid',
      t.price_fen * t.product_count, 0, t.price_fen * t.product_count, t.dollar_price_cents * t.product_count, t.product_count,
      a.consignee, a.mobile, a.province, a.city, a.area, a.address_details, now() + interval '1 day', $3
    from taken t join member_addresses a on a.id = $2 and a.member_id = $1
    returning id, order_no, amount_fen
  ), item as (
    insert into goods_order_items (order_id, goods_id, title, image, product_spec, unit_price_fen, dollar_price_cents, product_count)
    select p.id, t.id, t.title, coalesce(t.image, ''), t.volume, t.price_fen, t.dollar_price_cents, t.product_count from placed p, taken t
    returning order_id
  ), emptied as (
    delete from cart_items where id in (select line_id from taken) and exists (select 1 from placed) returning id
  )
  select p.order_no, p.amount_fen, (select count(*) from item) as items, (select count(*) from emptied) as emptied from placed p`;

const app = Fastify({ logger: false });
await app.register(formbody);

app.post('/api/bench/ready', async () => envelope(null));

app.post('/api/member/cart/list', async (req) => {
  const { rows } = await pool.query(CART, [member(req.headers)]);
  const items = rows.map((r) => ({
    id: r.id, user_id: r.member_id, goods_id: r.goods_id, title: r.title, images: r.images, unit_price: money(r.price_fen),
    original_price: money(r.price_fen), price: money(r.price_fen * r.product_count), dollar_price: money(r.dollar_price_cents * r.product_count),
    product_count: r.product_count, product_spec: r.volume, is_selected: r.is_selected, stock: r.stock, tips: '',
    available: r.is_sell === 1 && r.switch === 1 && r.stock > 0 ? 1 : 0,
  }));
  const selected = rows.filter((r) => r.is_selected === 1);
  return envelope({
    count_sum: rows.reduce((sum, r) => sum + r.product_count, 0),
    product_count: selected.reduce((sum, r) => sum + r.product_count, 0),
    price_sum: money(selected.reduce((sum, r) => sum + r.price_fen * r.product_count, 0)),
    dollar_price_sum: money(selected.reduce((sum, r) => sum + r.dollar_price_cents * r.product_count, 0)),
    items,
  });
});

app.post('/api/member/order/list', async (req) => {
  const form = req.body as Record<string, string>;
  const page = Math.max(1, Number(form.page) || 1);
  const pagesize = Math.min(50, Math.max(1, Number(form.pagesize) || 10));
  const { rows } = await pool.query(ORDERS, [member(req.headers), pagesize, (page - 1) * pagesize]);
  const now = Date.now();
  const list = rows.map((r) => ({
    order_no: r.order_no, status: r.status, order_price: money(r.amount_fen), goods_price: money(r.goods_fen), shipping_fee: money(r.shipping_fen),
    dollar_price: money(r.dollar_cents), product_count: r.product_count, create_time: time(r.created_at),
    order_time: r.status === 5 ? Math.max(0, Math.floor((r.expires_at.getTime() - now) / 1000)) : 0,
    items: r.items.map((i: Record<string, number>) => ({ ...i, unit_price: money(i.unit_price!) })), refund_decided: false,
  }));
  return envelope({ total: rows[0]?.total ?? 0, page, pagesize, list });
});

app.post('/api/member/cart/add', async (req) => {
  const form = req.body as Record<string, string>;
  await pool.query(`insert into cart_items (member_id, goods_id, product_count) values ($1, $2, $3)
     on conflict (member_id, goods_id) do update set product_count = cart_items.product_count + excluded.product_count`, [member(req.headers), Number(form.goods_id), Number(form.product_count)]);
  return envelope({ count_sum: Number(form.product_count) }, 'Add to cart successfully');
});

app.post('/api/member/order/add', async (req) => {
  const form = req.body as Record<string, string>;
  // the number is drawn at random, as the product draws it: a number taken is drawn again, as the product does
  const place = async (attempt: number): Promise<{ rows: Record<string, unknown>[] }> =>
    pool.query(CHECKOUT, [member(req.headers), Number(form.address_id), form.submit_token ?? null]).catch((err: { code?: string }) => {
      if (err.code === '23505' && attempt < 5) return place(attempt + 1);
      throw err;
    });
  const { rows } = await place(1);
  const placed = rows[0] as { order_no: string; amount_fen: number } | undefined;
  if (!placed) return { code: 0, msg: 'sold out', time: String(Math.floor(Date.now() / 1000)), data: null };
  return envelope({ order_no: placed.order_no, order_price: money(placed.amount_fen), order_time: 86_400 }, 'Order submitted');
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
