import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDueOrders, sweepOnce } from '../../src/server/jobs/expire-orders';
import { testApp } from '../helpers/test-app';
import { addressOf, expireNow, history, orderOf, quickMember, setStock, stockOf, wines, type TestApp } from './shop-helpers';

let t: TestApp;
let wineId: number;
let place: (bottles: number) => Promise<{ order_no: string }>;

beforeAll(async () => {
  t = await testApp();
  const member = await quickMember(t, 'late');
  const addressId = await addressOf(t, member);
  wineId = (await wines(t))[0]!.id;
  await setStock(t, wineId, 100);
  place = (bottles) => orderOf(t, member, addressId, [[wineId, bottles]]);
});
afterAll(async () => t?.close());

const statusOf = async (orderNo: string) => (await t.db.selectFrom('goods_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status;

describe('the unpaid-order sweeper', () => {
  it('closes expired unpaid orders through the machine and gives the stock back exactly once, even run twice at once', async () => {
    const late = await place(3);
    const alsoLate = await place(2);
    const onTime = await place(1);
    expect(await stockOf(t, wineId)).toBe(94);
    await expireNow(t, late.order_no);
    await expireNow(t, alsoLate.order_no);

    const [a, b] = await Promise.all([expireDueOrders(t.db), expireDueOrders(t.db)]);
    expect(a.closed + b.closed).toBe(2);
    expect(await sweepOnce(t.db)).toBe(0);

    expect(await stockOf(t, wineId)).toBe(99);
    expect(await statusOf(late.order_no)).toBe(7);
    expect(await statusOf(alsoLate.order_no)).toBe(7);
    expect(await statusOf(onTime.order_no)).toBe(5);
    expect((await history(t, late.order_no)).slice(1)).toEqual([{ from_status: 5, to_status: 7, event: 'EXPIRE', actor: 'timer:expire-orders' }]);
  });

  it('leaves paid orders alone whatever their deadline', async () => {
    const placed = await place(1);
    await t.db.updateTable('goods_orders').set({ status: 10, state: 'paid' }).where('order_no', '=', placed.order_no).execute();
    await expireNow(t, placed.order_no);
    expect(await sweepOnce(t.db)).toBe(0);
    expect(await statusOf(placed.order_no)).toBe(10);
  });

  it('runs by itself once the server listens (ORDER_SWEEP_S)', async () => {
    const own = await testApp({ env: { ORDER_SWEEP_S: '1' } });
    try {
      const member = await quickMember(own, 'listener');
      const addressId = await addressOf(own, member);
      const id = (await wines(own))[0]!.id;
      const before = await stockOf(own, id);
      const placed = await orderOf(own, member, addressId, [[id, 1]]);
      await expireNow(own, placed.order_no);
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const row = await own.db.selectFrom('goods_orders').select('status').where('order_no', '=', placed.order_no).executeTakeFirstOrThrow();
        if (row.status === 7) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await own.db.selectFrom('goods_orders').select('status').where('order_no', '=', placed.order_no).executeTakeFirstOrThrow()).status).toBe(7);
      expect(await stockOf(own, id)).toBe(before);
    } finally {
      await own.close();
    }
  });
});
