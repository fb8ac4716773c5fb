import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderAddress, shipOrder } from '../../src/server/domain/staff-actions';
import { testApp } from '../helpers/test-app';
import { paidOrder, type Staff, staffSession, unpaidOrder } from './aftersales-helpers';
import { call, type TestApp } from './shop-helpers';

/**
 * Staff change a not-yet-shipped order's receiver (issue 13: the console's "change address", and
 * `npm run staff -- change-address`): the goods order machine's CHANGE_ADDRESS with the staff
 * sender, the address form's rules, one history row noting old → new; refused once shipped.
 */
const NEW_ADDRESS = { consignee: 'Wang Fang', mobile: '13900000009', province: '370000', city: '370600', area: '370602', address_details: '2 Harbour Road', zip_code: '264000' };
const OLD_LINE = 'Li Hua 13800000007 山东省 烟台市 蓬莱区 1 Cliffside Road';
const NEW_LINE = 'Wang Fang 13900000009 山东省 烟台市 芝罘区 2 Harbour Road';

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await testApp();
  staff = await staffSession(t);
});
afterAll(async () => t.close());
/** The staff member as the domain functions take them (the audit row's author). */
const actor = () => ({ id: staff.id, username: staff.username, role: staff.role, ip: '127.0.0.1' });

const receiver = (orderNo: string) =>
  t.db
    .selectFrom('goods_orders')
    .select(['status', 'state', 'consignee', 'mobile', 'province', 'city', 'area', 'address_details', 'zip_code'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
const historyOf = (orderNo: string) =>
  t.db
    .selectFrom('status_history as h')
    .innerJoin('goods_orders as o', 'o.id', 'h.entity_id')
    .select(['h.from_status', 'h.from_state', 'h.to_status', 'h.to_state', 'h.event', 'h.actor', 'h.note'])
    .where('h.entity', '=', 'goods_order')
    .where('o.order_no', '=', orderNo)
    .orderBy('h.id')
    .execute();

describe('staff change the address of an order not yet shipped', () => {
  it('a paid order: the receiver is replaced, the status stays, one history row says old → new and who', async () => {
    const { member, orderNo } = await paidOrder(t);
    const before = await historyOf(orderNo);
    const changed = await changeOrderAddress(t.db, actor(), { order_no: orderNo, address: NEW_ADDRESS, reason: 'asked on the phone' });
    expect(changed).toMatchObject({ ok: true, value: { order_no: orderNo, status: 10, consignee: 'Wang Fang', mobile: '13900000009' } });
    expect(await receiver(orderNo)).toEqual({
      status: 10, state: 'paid', consignee: 'Wang Fang', mobile: '13900000009', province: 370000, city: 370600, area: 370602,
      address_details: '2 Harbour Road', zip_code: '264000',
    });
    const after = await historyOf(orderNo);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      {
        from_status: 10, from_state: 'paid', to_status: 10, to_state: 'paid', event: 'CHANGE_ADDRESS', actor: `staff:${staff.id}`,
        note: `${OLD_LINE} → ${NEW_LINE} (asked on the phone)`,
      },
    ]);
    // the member's order shows where it goes now
    const detail = await call(t, '/api/member/order/get', { order_no: orderNo, lang: 'en' }, member.headers);
    expect(detail.data).toMatchObject({ consignee: 'Wang Fang', area: 370602, address_details: '2 Harbour Road', status: 10 });
  });

  it('an unpaid order too (status 5 stays)', async () => {
    const { orderNo } = await unpaidOrder(t);
    expect(await changeOrderAddress(t.db, actor(), { order_no: orderNo, address: NEW_ADDRESS })).toMatchObject({ ok: true, value: { status: 5 } });
    expect((await historyOf(orderNo)).at(-1)).toMatchObject({ event: 'CHANGE_ADDRESS', from_state: 'unpaid', to_state: 'unpaid', note: `${OLD_LINE} → ${NEW_LINE}` });
  });

  it('is refused once the order is shipped, with a message saying why, and changes nothing', async () => {
    const { orderNo } = await paidOrder(t);
    expect(await shipOrder(t.db, actor(), { order_no: orderNo, company: 'ems', tracking_no: 'E123456789CN' })).toMatchObject({ ok: true });
    const [row, history] = [await receiver(orderNo), await historyOf(orderNo)];
    const refused = await changeOrderAddress(t.db, actor(), { order_no: orderNo, address: NEW_ADDRESS });
    expect(refused).toEqual({ ok: false, key: 'staff.addressAfterShipping', params: { status: '15' } });
    expect(await receiver(orderNo)).toEqual(row);
    expect(await historyOf(orderNo)).toEqual(history);
  });

  it('bad input or an unknown order gets its message and changes nothing', async () => {
    const { orderNo } = await paidOrder(t);
    const [row, history] = [await receiver(orderNo), await historyOf(orderNo)];
    const change = (address: Partial<typeof NEW_ADDRESS>) => changeOrderAddress(t.db, actor(), { order_no: orderNo, address: { ...NEW_ADDRESS, ...address } });
    expect(await change({ consignee: '  ' })).toEqual({ ok: false, key: 'address.consigneeRequired' });
    expect(await change({ consignee: 'x'.repeat(31) })).toEqual({ ok: false, key: 'address.consigneeTooLong' });
    expect(await change({ mobile: '12345' })).toEqual({ ok: false, key: 'validation.phone' });
    expect(await change({ area: '' })).toEqual({ ok: false, key: 'address.regionRequired' });
    // a district of another city
    expect(await change({ area: '110101' })).toEqual({ ok: false, key: 'address.regionInvalid' });
    expect(await change({ address_details: '' })).toEqual({ ok: false, key: 'address.detailsRequired' });
    expect(await change({ zip_code: '26' })).toEqual({ ok: false, key: 'address.zipInvalid' });
    expect(await changeOrderAddress(t.db, actor(), { order_no: 'G0000NOPE', address: NEW_ADDRESS })).toEqual({ ok: false, key: 'staff.orderNotFound' });
    expect(await receiver(orderNo)).toEqual(row);
    expect(await historyOf(orderNo)).toEqual(history);
  });

  it('an unpaid order whose time ran out is closed first and then refused', async () => {
    const { orderNo } = await unpaidOrder(t);
    await t.db.updateTable('goods_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('order_no', '=', orderNo).execute();
    expect(await changeOrderAddress(t.db, actor(), { order_no: orderNo, address: NEW_ADDRESS })).toEqual({ ok: false, key: 'staff.addressAfterShipping', params: { status: '7' } });
    expect(await receiver(orderNo)).toMatchObject({ status: 7, state: 'closed', consignee: 'Li Hua' });
    expect((await historyOf(orderNo)).map((h) => h.event)).toEqual(['CREATE', 'EXPIRE']);
  });
});
