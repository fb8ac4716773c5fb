import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleRefund } from '../../src/server/domain/payments/refunds';
import { nonce } from '../../src/server/providers/payment/wechat-crypto';
import { paidOrder, REFUND_FORM, staffSession, type Staff } from './aftersales-helpers';
import { paymentApp, type PaymentApp } from './payment-helpers';
import { call } from './shop-helpers';

/**
 * The auditor's view of a lifecycle (issue 14 item 3): an order paid, its refund requested,
 * approved by staff and the money back — the entity call answers that path in order with its
 * actors (member, provider, the staff member's username and role, system), in the auditor's
 * language, and the drawing emphasises exactly the arrows taken (numbered) and outlines the
 * current state; the report of a day counts each transition with the mean time in the state it
 * left and lists staff's transitions with their reasons, also as CSV; bad input is told, never 500.
 */
let t: PaymentApp;
let auditor: Staff;
let shop: Staff;
let refunded: { orderNo: string; outTradeNo: string; id: number; memberId: number; outRefundNo: string };
let shipped: { orderNo: string; id: number };
const DAY = '2025-03-01';
const REASON = '=HYPERLINK("http://x"), as asked';

const lc = (path: string, form: Record<string, string>, who: Staff = auditor) => call(t, `/api/staff/lifecycle/${path}`, { lang: 'en', ...form }, who.headers);

/** Moves an entity's history rows to DAY, at the given minutes after 10:00 Beijing, in order. */
async function backdate(entity: string, id: number, minutes: number[]) {
  const rows = await t.db.selectFrom('status_history').select('id').where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
  expect(rows.length).toBe(minutes.length);
  for (const [i, row] of rows.entries()) {
    const at = new Date(Date.parse(`${DAY}T10:00:00+08:00`) + minutes[i]! * 60_000);
    await t.db.updateTable('status_history').set({ created_at: at } as never).where('id', '=', row.id).execute();
  }
}

beforeAll(async () => {
  t = await paymentApp();
  auditor = await staffSession(t, 'auditor1', 'auditor');
  shop = await staffSession(t, 'shopkeeper', 'shop');

  // paid → refund requested → approved (staff, with a reason) → money back (provider, then system)
  vi.spyOn(t.services().deps.provider, 'refund').mockImplementation(async (request) => ({ outRefundNo: request.outRefundNo, refundId: `R${request.outRefundNo}`, status: 'PROCESSING' }));
  const paid = await paidOrder(t);
  expect((await call(t, '/api/member/order/refuse', { order_no: paid.orderNo, ...REFUND_FORM }, paid.member.headers)).code).toBe(1);
  const approved = await call(t, '/api/staff/refund/approve', { order_no: paid.orderNo, remark: REASON, lang: 'en' }, shop.headers);
  expect(approved, approved.msg).toMatchObject({ code: 1, data: { status: 25 } });
  await t.services().work.drain();
  const order = await t.db.selectFrom('goods_orders').select(['id', 'member_id']).where('order_no', '=', paid.orderNo).executeTakeFirstOrThrow();
  const money = await t.db
    .selectFrom('payment_refunds')
    .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .select(['payment_refunds.out_refund_no'])
    .where('payments.entity', '=', 'goods_order')
    .where('payments.entity_id', '=', order.id)
    .executeTakeFirstOrThrow();
  await settleRefund(t.services().deps, { outRefundNo: money.out_refund_no, refundId: `R${money.out_refund_no}`, status: 'SUCCESS' }, paid.outTradeNo, { id: nonce(20), eventType: 'REFUND.SUCCESS' });
  vi.restoreAllMocks();
  refunded = { orderNo: paid.orderNo, outTradeNo: paid.outTradeNo, id: order.id, memberId: order.member_id, outRefundNo: money.out_refund_no };

  // paid → shipped by staff
  const second = await paidOrder(t);
  expect((await call(t, '/api/staff/order/ship', { order_no: second.orderNo, company: 'yuantong', tracking_no: 'YT1234567890', lang: 'en' }, shop.headers)).code).toBe(1);
  shipped = { orderNo: second.orderNo, id: (await t.db.selectFrom('goods_orders').select('id').where('order_no', '=', second.orderNo).executeTakeFirstOrThrow()).id };

  // both orders' stories on one day: created 10:00, paid 10:05, then 1 h and 2 h later…
  await backdate('goods_order', refunded.id, [0, 5, 65, 185, 190]);
  await backdate('goods_order', shipped.id, [0, 15, 75]);
});
afterAll(async () => t.close());

describe('one entity: its path on its drawing', () => {
  it('answers the path in order with who sent each step (member, provider, staff by username and role, system)', async () => {
    const answer = await lc('entity', { kind: 'goods_order', number: refunded.orderNo });
    expect(answer.code, answer.msg).toBe(1);
    const { entity, steps } = answer.data;
    expect(entity).toMatchObject({ kind: 'goods_order', number: refunded.orderNo, status: 25, state: 'refunded', state_label: 'Refunded, money back', member_id: refunded.memberId });
    expect(steps.map((s: any) => [s.step, s.event, s.actor_kind, s.actor, s.actor_role, s.from_state, s.to_state, s.drawn])).toEqual([
      [1, 'CREATE', 'member', `#${refunded.memberId}`, '', null, 'unpaid', true],
      [2, 'PAY', 'provider', 'sandbox', '', 'unpaid', 'paid', true],
      [3, 'REQUEST_REFUND', 'member', `#${refunded.memberId}`, '', 'paid', 'afterSales', true],
      [4, 'APPROVE_REFUND', 'staff', 'shopkeeper', 'shop', 'afterSales', 'refunding', true],
      [5, 'MONEY_BACK', 'system', `money-refund:${refunded.outRefundNo}`, '', 'refunding', 'refunded', true],
    ]);
    expect(steps.map((s: any) => s.event_label)).toEqual(['Created', 'Paid', 'Request a refund', 'Approve the refund', 'Money back']);
    expect(steps[3]).toMatchObject({ from_label: 'After-sales', note: REASON, time: `${DAY} 13:05:00` });
  });

  it('the drawing emphasises exactly the arrows taken, numbered, and outlines the current state', async () => {
    const { svg } = (await lc('entity', { kind: 'goods_order', number: refunded.orderNo })).data;
    expect(svg).toMatch(/^<svg|<\?xml/);
    const taken = [...svg.matchAll(/<g id="(taken__[^"]+)" class="edge lifecycle_taken"/g)].map((m: RegExpMatchArray) => m[1]);
    expect(taken.sort()).toEqual(
      ['taken__start__CREATE__unpaid', 'taken__unpaid__PAY__paid', 'taken__paid__REQUEST_REFUND__afterSales', 'taken__afterSales__APPROVE_REFUND__refunding', 'taken__refunding__MONEY_BACK__refunded'].sort(),
    );
    expect(svg).toMatch(/<g id="current_state" class="node lifecycle_current">\s*<title>[^<]*refunded<\/title>/);
    expect(svg.match(/lifecycle_current/g)).toHaveLength(1);
    // the steps' numbers on their arrows: ① … ⑤
    for (const mark of ['①', '②', '③', '④', '⑤']) expect(svg).toContain(mark);
    expect(svg).not.toContain('⑥');
  });

  it("is in the auditor's language", async () => {
    const answer = await lc('entity', { kind: 'goods_order', number: refunded.orderNo, lang: 'cn' });
    expect(answer.data.entity).toMatchObject({ machine: '商品订单', state_label: '已退款，款项已到账' });
    expect(answer.data.steps.map((s: any) => s.event_label).slice(0, 3)).toEqual(['创建', '付款成功', '申请退款']);
    expect(answer.data.svg).toContain('申请退款');
    expect((await lc('entity', { kind: 'goods_order', number: refunded.orderNo, lang: 'tw' })).data.steps[0].event_label).toBe('建立');
  });

  it('draws the other lifecycles by their numbers: the money refund, the payment, the refund request', async () => {
    const money = await lc('entity', { kind: 'money_refund', number: refunded.outRefundNo });
    expect(money.code, money.msg).toBe(1);
    expect(money.data.entity.state).toBe('succeeded');
    expect(money.data.steps.at(-1)).toMatchObject({ event: 'SUCCEEDED', actor_kind: 'provider', to_state: 'succeeded' });
    expect(money.data.svg).toContain('id="current_state"');
    const payment = await lc('entity', { kind: 'payment', number: refunded.outTradeNo });
    expect(payment.code, payment.msg).toBe(1);
    expect(payment.data.steps.map((s: any) => s.to_state)).toContain('paid');
    const refundNo = (await t.db.selectFrom('refunds').select('out_refund_no').where('order_id', '=', refunded.id).executeTakeFirstOrThrow()).out_refund_no;
    const refund = await lc('entity', { kind: 'refund', number: refundNo });
    expect(refund.data.steps.map((s: any) => [s.event, s.actor])).toContainEqual(['APPROVE', 'shopkeeper']);
  });

  it('bad input is told in the language and answers no 500: unknown kind, malformed or unknown number', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ kind: 'invoice', number: refunded.orderNo }, 'Unknown kind: choose a goods order, refund request, payment, money refund or booking'],
      [{ kind: 'goods_order', number: "G1' or 1=1 --" }, 'The number can only have letters, digits, "-" and "_" (at most 64)'],
      [{ kind: 'goods_order', number: '' }, 'The number can only have letters, digits, "-" and "_" (at most 64)'],
      [{ kind: 'goods_order', number: 'x'.repeat(65) }, 'The number can only have letters, digits, "-" and "_" (at most 64)'],
      [{ kind: 'goods_order', number: 'G2099' }, 'There is no such goods order with this number'],
      [{ kind: 'booking', number: refunded.orderNo }, 'There is no such booking with this number'],
    ];
    for (const [form, msg] of cases) {
      const answer = await lc('entity', form);
      expect(answer, JSON.stringify(form)).toMatchObject({ status: 200, code: 0, msg, data: null });
    }
    expect((await lc('entity', { kind: 'refund', number: 'NOPE', lang: 'cn' })).msg).toBe('找不到该单号的退款申请');
  });
});

describe('search', () => {
  it('finds entities by number, by member (id or phone) and by date, newest first', async () => {
    const byNumber = await lc('search', { number: refunded.orderNo.slice(0, -2) });
    expect(byNumber.code, byNumber.msg).toBe(1);
    expect(byNumber.data.items.map((i: any) => i.number)).toContain(refunded.orderNo);
    const byMember = await lc('search', { member: String(refunded.memberId) });
    const kinds = byMember.data.items.map((i: any) => `${i.kind}:${i.number}`);
    expect(kinds).toEqual(expect.arrayContaining([`goods_order:${refunded.orderNo}`, `payment:${refunded.outTradeNo}`, `money_refund:${refunded.outRefundNo}`]));
    const created = byMember.data.items.map((i: any) => i.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect((await lc('search', { member: String(refunded.memberId), kind: 'payment' })).data.items.every((i: any) => i.kind === 'payment')).toBe(true);
    expect((await lc('search', { from: '2099-01-01' })).data.items).toEqual([]);
    const bad = await lc('search', { from: '2026-02-30' });
    expect(bad).toMatchObject({ status: 200, code: 0, msg: 'The date is not valid' });
    expect((await lc('search', { from: '2026-03-02', to: '2026-03-01' })).msg).toBe('The end date is before the start date');
    expect((await lc('search', { kind: 'invoice' })).code).toBe(0);
    expect((await lc('search', { member: '138 0000' })).msg).toBe("Enter the member's id or whole phone number");
  });
});

describe('the report of a range', () => {
  it('counts each transition taken, with the mean time in the state it left, and lists staff transitions with reasons', async () => {
    const answer = await lc('report', { from: DAY, to: DAY });
    expect(answer.code, answer.msg).toBe(1);
    const orders = answer.data.transitions.filter((c: any) => c.kind === 'goods_order').map((c: any) => [c.from_state, c.event, c.to_state, c.count, c.mean_s]);
    // in the drawing's order: the creation, then the arrows as the machine lists them
    expect(orders).toEqual([
      [null, 'CREATE', 'unpaid', 2, null],
      // paid 5 and 15 minutes after being created: mean 10 minutes
      ['unpaid', 'PAY', 'paid', 2, 600],
      ['paid', 'SHIP', 'shipped', 1, 3600],
      ['paid', 'REQUEST_REFUND', 'afterSales', 1, 3600],
      ['afterSales', 'APPROVE_REFUND', 'refunding', 1, 7200],
      ['refunding', 'MONEY_BACK', 'refunded', 1, 300],
    ]);
    expect(answer.data.staff.map((s: any) => [s.time, s.staff, s.role, s.kind, s.number, s.event, s.reason])).toEqual([
      [`${DAY} 11:15:00`, 'shopkeeper', 'shop', 'goods_order', shipped.orderNo, 'SHIP', expect.any(String)],
      [`${DAY} 13:05:00`, 'shopkeeper', 'shop', 'goods_order', refunded.orderNo, 'APPROVE_REFUND', REASON],
    ]);
    expect((await lc('report', { from: '2025-03-02', to: '2025-03-02' })).data).toMatchObject({ transitions: [], staff: [] });
  });

  it('exports CSV: BOM, CRLF, RFC 4180 quoting, a formula defused', async () => {
    const staffCsv = await lc('report/export', { from: DAY, to: DAY, part: 'staff' });
    expect(staffCsv.code, staffCsv.msg).toBe(1);
    expect(staffCsv.data.filename).toBe('lifecycle-staff-20250301-20250301.csv');
    const text: string = staffCsv.data.csv;
    expect(text.startsWith('\uFEFFtime,staff,role,kind,number,event,event_label,from,to,reason\r\n')).toBe(true);
    expect(text).toContain(`,"'=HYPERLINK(""http://x""), as asked"\r\n`);
    expect(text.split('\r\n')).toHaveLength(4);
    const counts = await lc('report/export', { from: DAY, to: DAY, part: 'transitions', lang: 'cn' });
    expect(counts.data.csv).toContain('goods_order,商品订单,unpaid,待付款,PAY,付款成功,paid,待发货,2,600\r\n');
  });

  it('bad ranges are told, never 500', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: '', to: DAY }, 'The date is not valid'],
      [{ from: '2025-13-01', to: DAY }, 'The date is not valid'],
      [{ from: DAY, to: '2025-02-01' }, 'The end date is before the start date'],
      [{ from: '2023-01-01', to: DAY }, 'The range can be at most 366 days'],
    ];
    for (const [form, msg] of cases) {
      expect(await lc('report', form), JSON.stringify(form)).toMatchObject({ status: 200, code: 0, msg });
      expect(await lc('report/export', form), JSON.stringify(form)).toMatchObject({ status: 200, code: 0, msg });
    }
    expect(await lc('report/export', { from: DAY, to: DAY, part: 'everything' })).toMatchObject({ code: 0, msg: 'Choose the transitions or the staff transitions to export' });
  });
});
