import { randomBytes } from 'node:crypto';
import { createStaff } from '../../src/server/domain/staff';
import { addressOf, call, orderOf, quickMember, wines, type Member, type TestApp } from './shop-helpers';

export const STAFF_PASSWORD = 'cellar-master-2026';

/** A staff account made the way the command makes it, signed in through the API. */
export async function staffSession(t: TestApp, username = `staff${randomBytes(3).toString('hex')}`) {
  const created = await createStaff(t.db, { username, name: `Staff ${username}`, password: STAFF_PASSWORD });
  if (!created.ok) throw new Error(created.problem);
  const login = await call(t, '/api/staff/login', { username, password: STAFF_PASSWORD, lang: 'en' });
  if (login.code !== 1) throw new Error(`staff/login: ${login.msg}`);
  return { id: created.staff.id, username, token: login.data.token as string, headers: { token: login.data.token as string } };
}
export type Staff = Awaited<ReturnType<typeof staffSession>>;

/** A member with an address and an unpaid order of one bottle of the cheapest wine. */
export async function unpaidOrder(t: TestApp, member?: Member) {
  const who = member ?? (await quickMember(t));
  const address = await addressOf(t, who);
  const [wine] = await wines(t);
  const order = await orderOf(t, who, address, [[wine!.id, 1]]);
  return { member: who, orderNo: order.order_no };
}

/** Pays an order the real way: a sandbox payment attempt, approved on the sandbox cashier (signed callback). */
export async function pay(t: TestApp, member: Member, orderNo: string) {
  const started = await call(t, '/api/member/order/goPay', { order_no: orderNo, method: 'sandbox', lang: 'en' }, member.headers);
  if (started.code !== 1) throw new Error(`goPay: ${started.msg}`);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/dev/pay/${started.data.out_trade_no}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  if (approved.statusCode !== 303) throw new Error(`sandbox approve: HTTP ${approved.statusCode}`);
  return started.data.out_trade_no as string;
}

export async function paidOrder(t: TestApp, member?: Member) {
  const order = await unpaidOrder(t, member);
  const outTradeNo = await pay(t, order.member, order.orderNo);
  return { ...order, outTradeNo };
}

export const orderIdOf = async (t: TestApp, orderNo: string) =>
  (await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).id;

export const statusOf = async (t: TestApp, orderNo: string) =>
  (await t.db.selectFrom('goods_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status;

export const REFUND_FORM = { reason: 'orderedTooMany', contact_name: '  Li Hua ', contact_phone: '13800000007', remark: 'Two bottles too many', lang: 'en' };
