import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGoodsOrderEvent } from '../../src/server/domain/goods-orders';
import { testApp } from '../helpers/test-app';
import {
  addressOf,
  call,
  expireNow,
  history,
  orderOf,
  quickMember,
  stockOf,
  wines,
  type Member,
  type TestApp,
} from './shop-helpers';

let t: TestApp;
let alice: Member;
let bob: Member;
let home: number;
let office: number;
let wineId: number;

beforeAll(async () => {
  t = await testApp();
  alice = await quickMember(t, 'alice');
  bob = await quickMember(t, 'bob');
  home = await addressOf(t, alice, 'Li Hua');
  office = await addressOf(t, alice, 'Li Hua (office)');
  wineId = (await wines(t))[0]!.id;
});
afterAll(async () => t?.close());

const order = (path: string, form: Record<string, string>, who: Member = alice) => call(t, `/api/member/order/${path}`, { lang: 'en', ...form }, who.headers);
const idOf = async (orderNo: string) => (await t.db.selectFrom('goods_orders').select(['id', 'amount_fen']).where('order_no', '=', orderNo).executeTakeFirstOrThrow());

async function pay(orderNo: string) {
  const { id, amount_fen } = await idOf(orderNo);
  await t.db.transaction().execute((trx) =>
    applyGoodsOrderEvent(trx, id, { type: 'PAY', amount: amount_fen }, 'provider:sandbox', { payment: { method: 'sandbox', payNo: `P${orderNo}`, paidAt: new Date() } }),
  );
}
async function ship(orderNo: string) {
  const { id } = await idOf(orderNo);
  await t.db.transaction().execute((trx) => applyGoodsOrderEvent(trx, id, { type: 'SHIP' }, 'staff:1', { shipment: { company: 'shunfeng', trackingNo: 'SF100' } }));
}

describe('guests', () => {
  it.each(['preview', 'add', 'list', 'get', 'edit', 'receive', 'del', 'cancel'])('get 401 from %s', async (path) => {
    expect((await call(t, `/api/member/order/${path}`, { order_no: 'G1234567890' })).status).toBe(401);
  });
});

describe('the list', () => {
  it('has tabs all, 5, 10, 15 and 8, newest first, paged; an unpaid order past its time reads closed', async () => {
    const unpaid = await orderOf(t, alice, home, [[wineId, 1]]);
    const paid = await orderOf(t, alice, home, [[wineId, 1]]);
    await pay(paid.order_no);
    const shipped = await orderOf(t, alice, home, [[wineId, 1]]);
    await pay(shipped.order_no);
    await ship(shipped.order_no);
    const late = await orderOf(t, alice, home, [[wineId, 2]]);
    await expireNow(t, late.order_no);

    const tab = async (status: string) => (await order('list', { status })).data.list.map((o: { order_no: string; status: number }) => [o.order_no, o.status]);
    expect(await tab('all')).toEqual([
      [late.order_no, 7],
      [shipped.order_no, 15],
      [paid.order_no, 10],
      [unpaid.order_no, 5],
    ]);
    expect(await tab('5')).toEqual([[unpaid.order_no, 5]]);
    expect(await tab('10')).toEqual([[paid.order_no, 10]]);
    expect(await tab('15')).toEqual([[shipped.order_no, 15]]);
    expect(await tab('8')).toEqual([]);
    const page2 = (await order('list', { status: '', page: '2', pagesize: '3' })).data;
    expect(page2).toMatchObject({ total: 4, page: 2, pagesize: 3 });
    expect(page2.list.map((o: { order_no: string }) => o.order_no)).toEqual([unpaid.order_no]);
    const row = (await order('list', { status: '5' })).data.list[0];
    expect(row.order_time).toBeGreaterThan(86_000);
    expect(row.items[0]).toMatchObject({ goods_id: wineId, product_count: 1 });
    expect(row.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await order('list', {}, bob)).data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a tab that does not exist', async () => {
    expect(await order('list', { status: '25' })).toMatchObject({ status: 200, code: 0, msg: 'Please check the field: order status' });
  });
});

describe('the detail', () => {
  it('shows receiver, address text, money, payment, actions of the machine and the logistics summary', async () => {
    const placed = await orderOf(t, alice, home, [[wineId, 2]]);
    const fresh = await order('get', { order_no: placed.order_no });
    expect(fresh.data).toMatchObject({
      order_no: placed.order_no,
      status: 5,
      order_price: placed.order_price,
      consignee: 'Li Hua',
      address_name: '山东省 烟台市 蓬莱区',
      address_details: '1 Cliffside Road',
      pay_method: '',
      paid_price: '0.00',
      actions: ['PAY', 'CANCEL', 'CHANGE_ADDRESS'],
      refund: null,
      logistics: null,
    });
    await pay(placed.order_no);
    await ship(placed.order_no);
    const sent = (await order('get', { order_no: placed.order_no, lang: 'cn' })).data;
    expect(sent).toMatchObject({ status: 15, pay_method: 'sandbox', pay_no: `P${placed.order_no}`, paid_price: placed.order_price, actions: ['CONFIRM_RECEIPT'] });
    expect((await order('get', { order_no: placed.order_no, lang: 'tw' })).data.address_name).toBe('山東省 煙台市 蓬萊區');
    expect(sent.logistics).toMatchObject({ company: 'shunfeng', tracking_no: 'SF100', latest: '' });
    expect(sent.pay_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("answers 'There are no such orders' for an unknown, malformed or another member's number", async () => {
    const placed = await orderOf(t, alice, home, [[wineId, 1]]);
    for (const [form, who] of [[{ order_no: 'G00000000000000000000' }, alice], [{ order_no: 'not-a-number' }, alice], [{ order_no: placed.order_no }, bob]] as const) {
      expect(await order('get', form, who)).toMatchObject({ code: 0, msg: 'There are no such orders' });
    }
    expect(await order('get', { order_no: '', lang: 'cn' })).toMatchObject({ code: 0, msg: '没有该订单' });
  });
});

describe('member events through the machine', () => {
  it('cancels an unpaid order (stock back), then deletes it; each with a history row', async () => {
    const before = await stockOf(t, wineId);
    const placed = await orderOf(t, alice, home, [[wineId, 3]]);
    expect(await stockOf(t, wineId)).toBe(before - 3);
    expect(await order('cancel', { order_no: placed.order_no })).toMatchObject({ code: 1, msg: 'Cancelled', data: { status: 6 } });
    expect(await stockOf(t, wineId)).toBe(before);
    expect(await order('cancel', { order_no: placed.order_no, lang: 'cn' })).toMatchObject({ code: 0, msg: '该订单当前不能进行此操作' });
    expect(await stockOf(t, wineId)).toBe(before);
    expect(await order('del', { order_no: placed.order_no })).toMatchObject({ code: 1, msg: 'Deleted' });
    expect((await order('list', {})).data.list.map((o: { order_no: string }) => o.order_no)).not.toContain(placed.order_no);
    expect(await order('get', { order_no: placed.order_no })).toMatchObject({ code: 0, msg: 'There are no such orders' });
    expect(await history(t, placed.order_no)).toEqual([
      { from_status: null, to_status: 5, event: 'CREATE', actor: `member:${alice.id}` },
      { from_status: 5, to_status: 6, event: 'CANCEL', actor: `member:${alice.id}` },
      { from_status: 6, to_status: 6, event: 'DELETE', actor: `member:${alice.id}` },
    ]);
  });

  it('refuses what the machine does not allow, with a message and no change', async () => {
    const placed = await orderOf(t, alice, home, [[wineId, 1]]);
    expect(await order('receive', { order_no: placed.order_no })).toMatchObject({ code: 0, msg: 'The order cannot do this now' });
    expect(await order('del', { order_no: placed.order_no })).toMatchObject({ code: 0, msg: 'The order cannot do this now' });
    await pay(placed.order_no);
    await ship(placed.order_no);
    expect(await order('cancel', { order_no: placed.order_no })).toMatchObject({ code: 0, msg: 'The order cannot do this now' });
    expect(await order('edit', { order_no: placed.order_no, address_id: String(office) })).toMatchObject({ code: 0, msg: 'The order cannot do this now' });
    expect(await order('receive', { order_no: placed.order_no })).toMatchObject({ code: 1, msg: 'Receipt confirmed', data: { status: 20 } });
    expect((await history(t, placed.order_no)).map((h) => h.event)).toEqual(['CREATE', 'PAY', 'SHIP', 'CONFIRM_RECEIPT']);
  });

  it('changes the receiver before shipment to one of the member’s own addresses', async () => {
    const placed = await orderOf(t, alice, home, [[wineId, 1]]);
    const changed = await order('edit', { order_no: placed.order_no, address_id: String(office) });
    expect(changed).toMatchObject({ code: 1, msg: 'Saved', data: { consignee: 'Li Hua (office)', status: 5 } });
    expect(await order('edit', { order_no: placed.order_no, address_id: '' })).toMatchObject({ code: 0, msg: 'Please choose receiver info' });
    const bobsAddress = await addressOf(t, bob, 'Bob');
    expect(await order('edit', { order_no: placed.order_no, address_id: String(bobsAddress) })).toMatchObject({ code: 0, msg: 'This address does not exist' });
    expect((await order('get', { order_no: placed.order_no })).data.consignee).toBe('Li Hua (office)');
    expect((await history(t, placed.order_no)).map((h) => [h.event, h.from_status, h.to_status])).toEqual([
      ['CREATE', null, 5],
      ['CHANGE_ADDRESS', 5, 5],
    ]);
  });

  it("changes nothing on another member's order", async () => {
    const placed = await orderOf(t, alice, home, [[wineId, 1]]);
    for (const path of ['cancel', 'del', 'receive']) {
      expect(await order(path, { order_no: placed.order_no }, bob)).toMatchObject({ code: 0, msg: 'There are no such orders' });
    }
    expect(await order('edit', { order_no: placed.order_no, address_id: String(office) }, bob)).toMatchObject({ code: 0 });
    expect(await history(t, placed.order_no)).toHaveLength(1);
  });

  it('closes an expired unpaid order before a member event: cancel is refused, delete works, stock back once', async () => {
    const before = await stockOf(t, wineId);
    const placed = await orderOf(t, alice, home, [[wineId, 2]]);
    await expireNow(t, placed.order_no);
    expect((await order('get', { order_no: placed.order_no })).data).toMatchObject({ status: 7, order_time: 0, actions: ['DELETE'] });
    expect(await order('cancel', { order_no: placed.order_no })).toMatchObject({ code: 0, msg: 'The order cannot do this now' });
    expect(await stockOf(t, wineId)).toBe(before);
    expect(await order('del', { order_no: placed.order_no })).toMatchObject({ code: 1 });
    expect(await stockOf(t, wineId)).toBe(before);
    expect(await history(t, placed.order_no)).toEqual([
      { from_status: null, to_status: 5, event: 'CREATE', actor: `member:${alice.id}` },
      { from_status: 5, to_status: 7, event: 'EXPIRE', actor: 'timer:expiry' },
      { from_status: 7, to_status: 7, event: 'DELETE', actor: `member:${alice.id}` },
    ]);
  });
});
