import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { seedDemo } from '../../src/server/db/seed';
import { initialStatus } from '../../src/server/domain/machine-rules';
import type { Db } from '../../src/server/db/database';
import type { SandboxGateway } from '../../src/server/providers/payment/sandbox';
import { createSession } from '../../src/server/plugins/auth';
import { freshDatabase, postForm, testConfig } from '../helpers/test-app';

export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

/** The app on a fresh seeded database with its log lines captured (for "… and it is logged"). */
export async function paymentApp(env: Record<string, string> = {}) {
  const { db, config, drop } = await freshDatabase();
  await seedDemo(db);
  const logs: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config: { ...testConfig(env), DATABASE_URL: config.DATABASE_URL }, db, logger: { level: 'info', stream } });
  await app.ready();
  return {
    app,
    db,
    logs,
    rawLogs: () => logs.map((l) => JSON.stringify(l)).join('\n'),
    /** this app's payment services: the payment calls' dependencies and the payment work */
    services: () => app.services.payments,
    sandbox: () => app.services.payments.deps.provider as SandboxGateway,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
export type PaymentApp = Awaited<ReturnType<typeof paymentApp>>;

/** A member with a session (no password hashing: tests make many). */
export async function member(db: Db) {
  const row = await db
    .insertInto('members')
    .values({ username: `pay-${randomBytes(5).toString('hex')}`, nickname: 'payer', password_hash: 'x', salt: 'y', email: null, mobile: null, birthday: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await createSession(db, row.id) };
}

/** An unpaid goods order of the member, its stock taken, as checkout leaves it. */
export async function unpaidOrder(db: Db, memberId: number, options: { bottles?: number; validityS?: number } = {}) {
  const bottles = options.bottles ?? 2;
  const wine = await db.selectFrom('wines').select(['id', 'stock', 'price_fen', 'dollar_price_cents', 'title']).where('stock', '>=', bottles).orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('wines').set({ stock: wine.stock - bottles }).where('id', '=', wine.id).execute();
  const orderNo = `T${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1e6)}`;
  const order = await db
    .insertInto('goods_orders')
    .values({
      order_no: orderNo,
      member_id: memberId,
      ...initialStatus(goodsOrderMachine),
      goods_fen: wine.price_fen * bottles,
      shipping_fen: 0,
      amount_fen: wine.price_fen * bottles,
      dollar_cents: wine.dollar_price_cents * bottles,
      product_count: bottles,
      consignee: 'Li Hua',
      mobile: '13800000000',
      province: 370000,
      city: 370600,
      area: 370614,
      address_details: 'Cliff Road 1',
      expires_at: new Date(Date.now() + (options.validityS ?? 86_400) * 1000),
    })
    .returning(['id', 'order_no', 'amount_fen'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('goods_order_items')
    .values({ order_id: order.id, goods_id: wine.id, title: JSON.stringify(wine.title), image: '', product_spec: '750ml', unit_price_fen: wine.price_fen, dollar_price_cents: wine.dollar_price_cents, product_count: bottles })
    .execute();
  return { ...order, wineId: wine.id };
}

export async function goPay(t: PaymentApp, token: string, orderNo: string, method = 'sandbox', ua = DESKTOP_UA) {
  const answer = await postForm(t.app, '/api/member/order/goPay', { order_no: orderNo, method, lang: 'en' }, { token, 'user-agent': ua });
  return answer.json() as { code: number; msg: string; data: any };
}

export async function query(t: PaymentApp, token: string, orderNo: string) {
  return (await postForm(t.app, '/api/member/order/query', { order_no: orderNo, lang: 'en' }, { token })).json() as { code: number; msg: string; data: any };
}

export function postNotification(t: PaymentApp, message: { headers: Record<string, string>; body: string }, provider = 'sandbox') {
  return t.app.inject({ method: 'POST', url: `/api/payment/notify/${provider}`, headers: message.headers, payload: message.body });
}

export const orderOf = (db: Db, id: number) => db.selectFrom('goods_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const historyOf = (db: Db, id: number) =>
  db.selectFrom('status_history').select(['from_status', 'to_status', 'event', 'actor']).where('entity', '=', 'goods_order').where('entity_id', '=', id).orderBy('id').execute();
export const paymentsOf = (db: Db, id: number) => db.selectFrom('payments').selectAll().where('entity', '=', 'goods_order').where('entity_id', '=', id).orderBy('id').execute();
