import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../src/contract/staff-access';
import { createStaff } from '../../src/server/domain/staff';
import { totpCode } from '../../src/server/domain/staff-totp';
import { addressOf, call, orderOf, quickMember, wines, type Member, type TestApp } from './shop-helpers';

export const STAFF_PASSWORD = 'cellar-master-2026';

/**
 * Signs a staff account in through the API as the console does: the password, then the first
 * code of a new authenticator (enrolment), or a code of the enrolled one (`secret`). `step`
 * shifts the code by 30-second steps: a code signs in once, so a second sign-in of one account
 * within the same step takes the next step's (accepted for clock drift).
 */
export async function signInStaff(app: Pick<TestApp, 'app'>, username: string, password = STAFF_PASSWORD, options: { secret?: string; step?: number } = {}) {
  const t = app as TestApp;
  const first = await call(t, '/api/staff/login', { username, password, lang: 'en' });
  if (first.code !== 1) throw new Error(`staff/login: ${first.msg}`);
  const secret = first.data.step === 'enrol' ? (first.data.secret as string) : options.secret;
  if (!secret) throw new Error('staff/login: the account has an authenticator; pass its secret');
  const path = first.data.step === 'enrol' ? '/api/staff/login/enrol' : '/api/staff/login/totp';
  const second = await call(t, path, { ticket: first.data.ticket, code: totpCode(secret, Date.now(), options.step ?? 0), lang: 'en' });
  if (second.code !== 1) throw new Error(`${path}: ${second.msg}`);
  const token = second.data.token as string;
  return { token, secret, headers: { token } };
}

/** A staff account made the way the command makes it (owner unless `role` says otherwise), signed in through the API. */
export async function staffSession(t: TestApp, username = `staff${randomBytes(3).toString('hex')}`, role: StaffRole = 'owner') {
  const created = await createStaff(t.db, { username, name: `Staff ${username}`, password: STAFF_PASSWORD, role });
  if (!created.ok) throw new Error(created.problem);
  const { token, secret, headers } = await signInStaff(t, username);
  return { id: created.staff.id, username, role, token, secret, headers };
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
