import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackingError } from '../../src/server/providers/logistics';
import { baseState, kuaidi100Provider, kuaidi100Sign, parseKuaidi100Answer } from '../../src/server/providers/logistics/kuaidi100';
import { startFakeKuaidi100, type FakeKuaidi100 } from '../fakes/kuaidi100';

const ACCOUNT = { customer: 'CUSTOMER1', key: 'testkey' };
let fake: FakeKuaidi100;
beforeAll(async () => {
  fake = await startFakeKuaidi100(ACCOUNT);
  fake.traces.set('yuantong:YT1234567890', {
    state: '1002',
    ischeck: '0',
    data: [
      { time: '2026-05-02 18:20:00', context: '快件已发往 烟台转运中心', statusCode: '1002', status: '干线' },
      { time: '2026-05-01 16:05:00', context: '【蓬莱】已揽收', statusCode: '103', status: '揽收' },
    ],
  });
  fake.traces.set('shunfeng:SF1400000001', {
    state: '301',
    ischeck: '1',
    phone: '13800000007',
    data: [
      { time: '2026-05-03 10:00:00', context: '已签收，签收人：本人', statusCode: '301' },
      { time: '2026-05-03 08:00:00', context: '派送中', statusCode: '5' },
    ],
  });
});
afterAll(async () => fake.close());

const provider = (key = ACCOUNT.key) => kuaidi100Provider({ customer: ACCOUNT.customer, key, apiBase: fake.url });

describe('Kuaidi100 signing', () => {
  it('signs as UPPER(MD5(param + key + customer))', () => {
    // md5 of '{"com":"yuantong","num":"YT1234567890"}testkeyCUSTOMER1', computed with md5sum
    expect(kuaidi100Sign('{"com":"yuantong","num":"YT1234567890"}', 'testkey', 'CUSTOMER1')).toBe('659BFADB3A4CEF0C41E890CDB849B570');
  });

  it('the fake accepts our signature and refuses a wrong key (returnCode 503)', async () => {
    await expect(provider().query!({ company: 'yuantong', trackingNo: 'YT1234567890' })).resolves.toMatchObject({ isCheck: false });
    const refused = provider('wrong-key').query!({ company: 'yuantong', trackingNo: 'YT1234567890' });
    await expect(refused).rejects.toBeInstanceOf(TrackingError);
    await expect(refused).rejects.toMatchObject({ providerCode: '503' });
    expect(fake.queries.at(-1)).toMatchObject({ com: 'yuantong', num: 'YT1234567890', returnCode: '503' });
  });
});

describe('Kuaidi100 answers', () => {
  it('reads each event with its own state and its Beijing time, newest first', async () => {
    const answer = await provider().query!({ company: 'yuantong', trackingNo: 'YT1234567890', phone: '13800000007' });
    expect(answer).toEqual({
      state: 0,
      isCheck: false,
      events: [
        { time: new Date('2026-05-02T10:20:00Z'), context: '快件已发往 烟台转运中心', state: 0 },
        { time: new Date('2026-05-01T08:05:00Z'), context: '【蓬莱】已揽收', state: 1 },
      ],
    });
    // the phone goes only to carriers that need it
    expect(fake.queries.at(-1)).toEqual({ com: 'yuantong', num: 'YT1234567890', resultv2: '4', returnCode: '200' });
  });

  it('sends the phone for SF Express, which checks it', async () => {
    const answer = await provider().query!({ company: 'shunfeng', trackingNo: 'SF1400000001', phone: '13800000007' });
    expect(answer.state).toBe(3);
    expect(answer.isCheck).toBe(true);
    expect(answer.events.map((e) => e.state)).toEqual([3, 5]);
    await expect(provider().query!({ company: 'shunfeng', trackingNo: 'SF1400000001', phone: '13900000000' })).rejects.toMatchObject({ providerCode: '408' });
  });

  it('takes "no result yet" (500) as an empty trace, not a failure', async () => {
    await expect(provider().query!({ company: 'ems', trackingNo: 'E000000000CN' })).resolves.toEqual({ state: null, isCheck: false, events: [] });
  });

  it('reads answers without per-event states: the newest event has the waybill state, the rest are on the way', () => {
    const answer = parseKuaidi100Answer({
      message: 'ok', state: '5', ischeck: '0',
      data: [
        { time: '2026-05-03 08:00:00', context: '派送中' },
        { time: '2026-05-02 08:00:00', context: '运输中' },
        { time: 'yesterday', context: 'unreadable time is skipped' },
      ],
    });
    expect(answer.events.map((e) => e.state)).toEqual([5, 0]);
    expect(parseKuaidi100Answer({ message: 'ok', state: '0', data: [{ time: '2026-05-02 08:00:00', context: 'x', status: '揽收' }] }).events[0]!.state).toBe(1);
    expect(() => parseKuaidi100Answer('<html>')).toThrow(TrackingError);
    expect(() => parseKuaidi100Answer({ result: false, returnCode: '601', message: 'key已过期' })).toThrow(/key已过期/);
  });

  it('maps detailed states onto the base ones', () => {
    expect([0, 3, 14, 101, 103, 201, 301, 304, 401, 501, 1001, 1003, 1401, 8].map(baseState)).toEqual([0, 3, 14, 1, 1, 2, 3, 3, 4, 5, 0, 0, 14, 11]);
    expect(baseState(-1)).toBeNull();
    expect(baseState(9999)).toBeNull();
  });
});
