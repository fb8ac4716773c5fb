import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../server/domain/passwords';
import { cpuPerCheckout, cpuSample, type CpuPerCheckout } from './bench-cpu';
import { asPlainJs, postForm, requestsPerSecond, startTimed, type Load, type Running } from './bench-servers';
import { percentile, ratioOf, type Ratio } from './bench-stats';

/**
 * The PostgreSQL half of `npm run bench` (only with DATABASE_URL): member reads and checkout of
 * the product against src/cli/bench-pg-reference.ts, on a database of the bench's own
 * (`winery_bench_<pid>`, created on DATABASE_URL's server and dropped at the end), seeded
 * through the product: its migrations and demo content at start, members signed in through its
 * login call, their carts and orders written as its tables hold them.
 */
const BUYERS = 50;
const READER_ORDERS = 200;
const PASSWORD = 'bench-password-1';

export interface PgFigures {
  database: string;
  cartListRps: Ratio;
  orderListRps: Ratio;
  answerBytes: { cartList: { product: number; reference: number }; orderList: { product: number; reference: number } };
  checkout: {
    attemptsPerRound: number;
    stock: number;
    perSecond: Ratio;
    product: CheckoutRound[];
    reference: CheckoutRound[];
    productP50Ms: number;
    productP99Ms: number;
    referenceP50Ms: number;
    referenceP99Ms: number;
    /** bottles sold beyond the stock, every product round added up (must be 0) */
    oversold: number;
    /** in every product round the stock left is the stock set less the bottles ordered */
    stockAgrees: boolean;
    referenceOversold: number;
  };
}

export interface CheckoutRound {
  ordered: number;
  refused: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  oversold: number;
  /** the stock left agrees with the bottles ordered */
  stockAgrees: boolean;
  /** where the machine's CPU went during the round, per checkout placed (null without Linux's /proc) */
  cpu: CpuPerCheckout | null;
  latenciesMs: number[];
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of the bench's own on DATABASE_URL's server, never the shared one. */
export async function benchDatabase(serverUrl: string) {
  const name = `winery_bench_${process.pid}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)) };
}

interface Buyer {
  id: number;
  token: string;
  addressId: number;
}

/** Members with a phone and the bench's password, signed in through the product's login call. */
async function seedMembers(db: pg.Client, product: string, count: number): Promise<Buyer[]> {
  const salt = randomBytes(16).toString('hex');
  const hash = await hashPassword(PASSWORD, salt);
  const prefix = 1_390_000_0000 + (process.pid % 1000) * 1000;
  const { rows } = await db.query<{ id: number; mobile: string }>(
    `insert into members (username, nickname, mobile, email, password_hash, salt, birthday)
     select m, 'bench ' || n, m, null, $2, $3, null from generate_series(1, $1) n, lateral (select ($4::bigint + n)::text as m) x
     returning id, mobile`,
    [count, hash, salt, prefix],
  );
  const buyers: Buyer[] = [];
  for (const row of rows) {
    const login = await postForm(product, '/api/user/login', { account: row.mobile, password: PASSWORD, lang: 'en' });
    if (login.body.code !== 1) throw new Error(`login of a bench member: ${login.body.msg}`);
    const address = await db.query<{ id: number }>(
      `insert into member_addresses (member_id, consignee, mobile, province, city, area, address_details, is_default)
       values ($1, 'Bench Buyer', $2, 370000, 370600, 370614, 'Cliff Road 1', 1) returning id`,
      [row.id, row.mobile],
    );
    buyers.push({ id: row.id, token: login.body.data.token as string, addressId: address.rows[0]!.id });
  }
  return buyers;
}

/** The reader's cart (every wine on sale, up to 5) and 200 orders of one item, a tenth deleted. */
async function seedReader(db: pg.Client, reader: Buyer) {
  await db.query(
    `insert into cart_items (member_id, goods_id, product_count)
     select $1, id, 2 from wines where is_sell = 1 and switch = 1 order by id limit 5`,
    [reader.id],
  );
  await db.query(
    `with placed as (
       insert into goods_orders (order_no, member_id, status, state, goods_fen, shipping_fen, amount_fen, dollar_cents, product_count,
         consignee, mobile, province, city, area, address_details, expires_at, hidden)
       select 'B' || lpad(n::text, 8, '0') || $3, $1, s.status, s.state, 38800, 0, 38800, 5900, 1, 'Bench Reader', '13900000000',
         370000, 370600, 370614, 'Cliff Road 1', now() + interval '1 day', n % 10 = 3
       from generate_series(1, $2) n,
         lateral (select (array[10, 15, 20, 5])[1 + n % 4] as status, (array['paid', 'shipped', 'completed', 'unpaid'])[1 + n % 4] as state) s
       returning id)
     insert into goods_order_items (order_id, goods_id, title, image, product_spec, unit_price_fen, dollar_price_cents, product_count)
     select p.id, w.id, w.title, coalesce(w.images->>0, ''), w.volume, 38800, 5900, 1
     from placed p, (select * from wines order by id limit 1) w`,
    [reader.id, READER_ORDERS, randomBytes(3).toString('hex')],
  );
}

const headersOf = (b: Buyer) => ({ token: b.token, 'x-bench-member': String(b.id) });

async function checkoutRound(db: pg.Client, url: string, buyers: Buyer[], wineId: number, perBuyer: number, stock: number): Promise<CheckoutRound> {
  await db.query('delete from cart_items where member_id = any($1)', [buyers.map((b) => b.id)]);
  await db.query('update wines set stock = $2 where id = $1', [wineId, stock]);
  const before = (await db.query<{ id: number }>('select coalesce(max(id), 0) as id from goods_orders')).rows[0]!.id;
  const latencies: number[] = [];
  let refused = 0;
  const cpuBefore = cpuSample();
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      for (let i = 0; i < perBuyer; i++) {
        const t0 = performance.now();
        const added = await postForm(url, '/api/member/cart/add', { goods_id: String(wineId), product_count: '1', lang: 'en' }, headersOf(buyer));
        const placed =
          added.body.code === 1
            ? await postForm(url, '/api/member/order/add', { address_id: String(buyer.addressId), submit_token: randomBytes(18).toString('base64url'), adult_confirmed: '1', lang: 'en' }, headersOf(buyer))
            : added;
        if (placed.status !== 200) throw new Error(`checkout at ${url} answered HTTP ${placed.status}: ${placed.body.msg ?? JSON.stringify(placed.body)}`);
        if (placed.body.code === 1) latencies.push(performance.now() - t0);
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuPerCheckout(cpuBefore, cpuSample(), latencies.length);
  const sold = Number(
    (await db.query<{ n: number }>('select coalesce(sum(i.product_count), 0) as n from goods_order_items i join goods_orders o on o.id = i.order_id where o.id > $1 and i.goods_id = $2', [before, wineId])).rows[0]!.n,
  );
  const left = (await db.query<{ stock: number }>('select stock from wines where id = $1', [wineId])).rows[0]!.stock;
  return {
    ordered: latencies.length,
    refused,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    oversold: Math.max(0, sold - stock),
    stockAgrees: left === stock - sold,
    cpu,
    latenciesMs: latencies.map(Math.round),
  };
}

export interface PgOptions {
  serverUrl: string;
  productCommand: string[];
  productEnv: Record<string, string | undefined>;
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  checkoutsPerBuyer: number;
}

export async function measurePostgres(options: PgOptions): Promise<PgFigures> {
  const database = await benchDatabase(options.serverUrl);
  let product: Running | undefined;
  let reference: Running | undefined;
  try {
    // hold caps would refuse a buyer's later checkouts: the bench measures speed, not the caps
    const env = { ...options.productEnv, DATABASE_URL: database.url, HOLD_MAX_BOTTLES_PER_WINE: '10000' };
    product = await startTimed(options.productCommand, env, { path: '/api/winery/placard/get' }, 'the product on PostgreSQL');
    const script = await asPlainJs('src/cli/bench-pg-reference.ts');
    reference = await startTimed([process.execPath, script], { ...process.env, DATABASE_URL: database.url }, { path: '/api/bench/ready' }, 'the PostgreSQL reference');
    const servers = { product: product.url, reference: reference.url };

    return await onServer(database.url, async (db) => {
      const [reader, ...buyers] = await seedMembers(db, servers.product, BUYERS + 1);
      await seedReader(db, reader!);
      // the planner's statistics of the rows just written, as autovacuum keeps them in a running shop
      // (it analyzes a table about a minute after enough of it changed); both sides read these tables
      await db.query('analyze');
      const cartLoad: Load = { path: '/api/member/cart/list', body: 'lang=en', headers: headersOf(reader!) };
      const orderLoad: Load = { path: '/api/member/order/list', body: 'lang=en&status=&page=1&pagesize=10', headers: headersOf(reader!) };
      const answerBytes = { cartList: { product: 0, reference: 0 }, orderList: { product: 0, reference: 0 } };
      for (const side of ['product', 'reference'] as const) {
        for (const [key, load] of [['cartList', cartLoad], ['orderList', orderLoad]] as const) {
          const answer = await postForm(servers[side], load.path, Object.fromEntries(new URLSearchParams(load.body)), load.headers);
          if (answer.body.code !== 1) throw new Error(`${side} ${load.path}: ${answer.body.msg}`);
          answerBytes[key][side] = answer.bytes;
        }
      }

      const rps = { cart: { product: [] as number[], reference: [] as number[] }, order: { product: [] as number[], reference: [] as number[] } };
      for (let round = 0; round < options.rounds; round++) {
        // alternated, and the order flipped every round so neither side always goes first
        const sides = round % 2 === 0 ? (['product', 'reference'] as const) : (['reference', 'product'] as const);
        for (const side of sides) {
          rps.cart[side].push(await requestsPerSecond(servers[side], cartLoad, options.seconds, options.warmUpSeconds));
          rps.order[side].push(await requestsPerSecond(servers[side], orderLoad, options.seconds, options.warmUpSeconds));
        }
      }

      const wineId = (await db.query<{ id: number }>('select id from wines where is_sell = 1 and switch = 1 order by id limit 1')).rows[0]!.id;
      const attempts = BUYERS * options.checkoutsPerBuyer;
      // a little less stock than attempts: the last checkouts find the wine sold out, as a hot wine does
      const stock = attempts - Math.ceil(BUYERS / 2);
      const rounds = { product: [] as CheckoutRound[], reference: [] as CheckoutRound[] };
      // warm-up, not counted: two rounds of each side as large as a measured one. One round of one
      // checkout a buyer (50 in all) left the product's code half compiled: over the first measured
      // round `perf` found four in five of its server's JavaScript frames in V8's baseline tier and
      // its compiler threads taking four tenths as much CPU again. After one round of the measured
      // size half its frames were still baseline and the compiler as busy; after two, most run
      // optimized and nothing is compiled. Both sides get the same warm-up.
      for (let warmUp = 0; warmUp < 2; warmUp++) {
        for (const side of ['product', 'reference'] as const) await checkoutRound(db, servers[side], buyers, wineId, options.checkoutsPerBuyer, stock);
      }
      // the buyers' first orders in the statistics too: a shop's tables are analyzed, not new
      await db.query('analyze');
      for (let round = 0; round < options.rounds; round++) {
        const sides = round % 2 === 0 ? (['product', 'reference'] as const) : (['reference', 'product'] as const);
        for (const side of sides) rounds[side].push(await checkoutRound(db, servers[side], buyers, wineId, options.checkoutsPerBuyer, stock));
      }
      const pooled = (side: 'product' | 'reference') => rounds[side].flatMap((r) => r.latenciesMs);
      return {
        database: database.name,
        cartListRps: ratioOf(rps.cart.product, rps.cart.reference),
        orderListRps: ratioOf(rps.order.product, rps.order.reference),
        answerBytes,
        checkout: {
          attemptsPerRound: attempts,
          stock,
          perSecond: ratioOf(rounds.product.map((r) => r.perSecond), rounds.reference.map((r) => r.perSecond)),
          product: rounds.product,
          reference: rounds.reference,
          productP50Ms: Math.round(percentile(pooled('product'), 50)),
          productP99Ms: Math.round(percentile(pooled('product'), 99)),
          referenceP50Ms: Math.round(percentile(pooled('reference'), 50)),
          referenceP99Ms: Math.round(percentile(pooled('reference'), 99)),
          oversold: rounds.product.reduce((sum, r) => sum + r.oversold, 0),
          stockAgrees: rounds.product.every((r) => r.stockAgrees),
          referenceOversold: rounds.reference.reduce((sum, r) => sum + r.oversold, 0),
        },
      };
    });
  } finally {
    await product?.stop();
    await reference?.stop();
    await database.drop();
  }
}

/** Summaries without the raw latencies, for the printed JSON. */
export function withoutLatencies(figures: PgFigures) {
  const strip = (rounds: CheckoutRound[]) => rounds.map(({ latenciesMs: _l, ...round }) => round);
  return { ...figures, checkout: { ...figures.checkout, product: strip(figures.checkout.product), reference: strip(figures.checkout.reference) } };
}
