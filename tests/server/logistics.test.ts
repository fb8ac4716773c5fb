import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticsSteps, stepOfState } from '../../src/contract/logistics';
import { testApp } from '../helpers/test-app';
import { startFakeKuaidi100, type FakeKuaidi100 } from '../fakes/kuaidi100';
import { paidOrder, staffSession, type Staff } from './aftersales-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';

describe('logistics steps (spec §4: packing → shipped → in transit → out for delivery → signed)', () => {
  it('maps Kuaidi100 states onto the steps; returned or refused parcels leave them', () => {
    expect([1, 0, 2, 7, 10, 13, 5, 3].map(stepOfState)).toEqual(['shipped', 'inTransit', 'inTransit', 'inTransit', 'inTransit', 'inTransit', 'delivering', 'signed']);
    expect([4, 6, 14, 99].map(stepOfState)).toEqual([null, null, null, null]);
  });

  it('a paid order is packing; nothing after it is reached', () => {
    expect(logisticsSteps({ paidAt: '2026-05-01 10:00:00', shippedAt: '', events: [] })).toEqual([
      { key: 'packing', reached: true, time: '2026-05-01 10:00:00' },
      { key: 'shipped', reached: false, time: '' },
      { key: 'inTransit', reached: false, time: '' },
      { key: 'delivering', reached: false, time: '' },
      { key: 'signed', reached: false, time: '' },
    ]);
  });

  it('each step takes the time of its first event, whatever order the events come in', () => {
    const steps = logisticsSteps({
      paidAt: '2026-05-01 10:00:00',
      shippedAt: '2026-05-01 15:00:00',
      events: [
        { state: 3, time: '2026-05-04 11:00:00' },
        { state: 5, time: '2026-05-04 08:00:00' },
        { state: 0, time: '2026-05-03 09:00:00' },
        { state: 0, time: '2026-05-02 09:00:00' },
        { state: 1, time: '2026-05-01 16:00:00' },
      ],
    });
    expect(steps.map((s) => [s.key, s.reached, s.time])).toEqual([
      ['packing', true, '2026-05-01 10:00:00'],
      ['shipped', true, '2026-05-01 15:00:00'],
      ['inTransit', true, '2026-05-02 09:00:00'],
      ['delivering', true, '2026-05-04 08:00:00'],
      ['signed', true, '2026-05-04 11:00:00'],
    ]);
  });

  it('a later step implies the earlier ones, without a time of their own', () => {
    const steps = logisticsSteps({ paidAt: '2026-05-01 10:00:00', shippedAt: '2026-05-01 15:00:00', events: [{ state: 3, time: '2026-05-02 11:00:00' }] });
    expect(steps.map((s) => [s.key, s.reached, s.time])).toEqual([
      ['packing', true, '2026-05-01 10:00:00'],
      ['shipped', true, '2026-05-01 15:00:00'],
      ['inTransit', true, ''],
      ['delivering', true, ''],
      ['signed', true, '2026-05-02 11:00:00'],
    ]);
  });
});

describe('expressQuery with the development provider (staff-entered events)', () => {
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
      t = await testApp();
    staff = await staffSession(t);
  });
  afterAll(async () => t.close());

  it('answers packing before shipment, then carrier, number, steps and events newest first; only to the owner', async () => {
    const { member, orderNo } = await paidOrder(t);
    const query = (headers = member.headers) => call(t, '/api/express/express/expressQuery', { order_no: orderNo, lang: 'en' }, headers);
    const before = await query();
    expect(before).toMatchObject({ code: 1, data: { order_no: orderNo, status: 10, company: '', tracking_no: '', state: null, exception: false, events: [] } });
    expect(before.data.steps.map((s: { reached: boolean }) => s.reached)).toEqual([true, false, false, false, false]);

    await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'zhongtong', tracking_no: 'ZT7700001', lang: 'en' }, staff.headers);
    for (const [state, context, time] of [
      ['1', 'Collected in Penglai', '2026-05-01 16:00'],
      ['0', 'Left the Yantai hub', '2026-05-02 08:00'],
      ['5', 'Out for delivery', '2026-05-03 09:00'],
    ]) {
      await call(t, '/api/staff/order/track', { order_no: orderNo, state: state!, context: context!, time: time!, lang: 'en' }, staff.headers);
    }
    const after = await query();
    expect(after.data).toMatchObject({ status: 15, company: 'zhongtong', tracking_no: 'ZT7700001', state: 5, exception: false });
    expect(after.data.events).toEqual([
      { time: '2026-05-03 09:00:00', context: 'Out for delivery', state: 5 },
      { time: '2026-05-02 08:00:00', context: 'Left the Yantai hub', state: 0 },
      { time: '2026-05-01 16:00:00', context: 'Collected in Penglai', state: 1 },
    ]);
    expect(after.data.steps.map((s: { key: string; reached: boolean; time: string }) => [s.key, s.reached, s.time])).toEqual([
      ['packing', true, expect.stringMatching(/^\d{4}-\d{2}-\d{2} /)],
      ['shipped', true, expect.stringMatching(/^\d{4}-\d{2}-\d{2} /)],
      ['inTransit', true, '2026-05-02 08:00:00'],
      ['delivering', true, '2026-05-03 09:00:00'],
      ['signed', false, ''],
    ]);

    await call(t, '/api/staff/order/track', { order_no: orderNo, state: '6', context: 'Returning to sender', time: '2026-05-04 09:00', lang: 'en' }, staff.headers);
    expect((await query()).data).toMatchObject({ state: 6, exception: true });

    const stranger = await quickMember(t);
    expect(await query(stranger.headers)).toMatchObject({ code: 0, msg: 'No order information yet', data: null });
    expect((await call(t, '/api/express/express/expressQuery', { order_no: '../../etc', lang: 'en' }, member.headers)).msg).toBe('No order information yet');
  });
});

describe('expressQuery with Kuaidi100 (against the local fake)', () => {
  const ACCOUNT = { customer: 'WINERY01', key: 'k100-secret-key' };
  let fake: FakeKuaidi100;
  let t: TestApp;
  let staff: Staff;
  beforeAll(async () => {
      fake = await startFakeKuaidi100(ACCOUNT);
    t = await testApp({
      env: { LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_CUSTOMER: ACCOUNT.customer, KUAIDI100_KEY: ACCOUNT.key, KUAIDI100_API_BASE: fake.url },
    });
    staff = await staffSession(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('asks at most once per waybill every 30 minutes, keeps the answer, and stops once the journey is over', async () => {
    const { member, orderNo } = await paidOrder(t);
    await call(t, '/api/staff/order/ship', { order_no: orderNo, company: 'shunfeng', tracking_no: 'SF7788990011', lang: 'en' }, staff.headers);
    const trace = {
      state: '1002',
      ischeck: '0' as '0' | '1',
      phone: '13800000007',
      data: [
        { time: '2026-05-02 18:20:00', context: '快件已发往 烟台转运中心', statusCode: '1002' },
        { time: '2026-05-01 16:05:00', context: '【蓬莱】已揽收', statusCode: '103' },
      ],
    };
    fake.traces.set('shunfeng:SF7788990011', trace);
    const asked = () => fake.queries.filter((q) => q.num === 'SF7788990011' && q.returnCode === '200').length;
    const query = () => call(t, '/api/express/express/expressQuery', { order_no: orderNo, lang: 'en' }, member.headers);
    const shipment = await t.db.selectFrom('shipments').innerJoin('goods_orders', 'goods_orders.id', 'shipments.order_id').select('shipments.id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const pollAgo = (minutes: number) =>
      t.db.updateTable('shipment_polls').set({ polled_at: new Date(Date.now() - minutes * 60_000) }).where('shipment_id', '=', shipment.id).execute();

    const first = await query();
    expect(asked()).toBe(1);
    expect(fake.queries.at(-1)).toMatchObject({ phone: '13800000007', resultv2: '4' });
    expect(first.data).toMatchObject({ company: 'shunfeng', tracking_no: 'SF7788990011', state: 0 });
    expect(first.data.events.map((e: { context: string; state: number }) => [e.context, e.state])).toEqual([
      ['快件已发往 烟台转运中心', 0],
      ['【蓬莱】已揽收', 1],
    ]);

    await query();
    await pollAgo(29);
    await query();
    expect(asked()).toBe(1);

    trace.data.unshift({ time: '2026-05-03 09:30:00', context: '派件中', statusCode: '5' });
    await pollAgo(31);
    expect((await query()).data.events).toHaveLength(3);
    expect(asked()).toBe(2);

    // the provider refuses now: what was known stays, and the reason is kept for operators
    trace.phone = '13900000000';
    await pollAgo(31);
    expect((await query()).data.events).toHaveLength(3);
    const poll = await t.db.selectFrom('shipment_polls').selectAll().where('shipment_id', '=', shipment.id).executeTakeFirstOrThrow();
    expect(poll.last_error).toMatch(/电话号码不正确/);

    trace.phone = '13800000007';
    trace.ischeck = '1';
    trace.state = '301';
    trace.data.unshift({ time: '2026-05-03 11:00:00', context: '已签收', statusCode: '301' });
    await pollAgo(31);
    const signed = await query();
    expect(signed.data.state).toBe(3);
    expect(signed.data.steps.every((s: { reached: boolean }) => s.reached)).toBe(true);
    const count = fake.queries.filter((q) => q.num === 'SF7788990011').length;
    await pollAgo(600);
    await query();
    expect(fake.queries.filter((q) => q.num === 'SF7788990011').length).toBe(count);

    // events are stored as the provider's: staff-entered ones are kept apart
    const sources = await t.db.selectFrom('tracking_events').select('source').distinct().where('shipment_id', '=', shipment.id).execute();
    expect(sources).toEqual([{ source: 'kuaidi100' }]);
  });
});
