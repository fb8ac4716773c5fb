import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_EVENT_CALLS } from '../../src/contract/staff-access';
import { testApp } from '../helpers/test-app';
import { staffSession, type Staff } from './aftersales-helpers';
import type { TestApp } from './shop-helpers';

/**
 * Junk posted to every call of the console's work queues and actions — arrays, objects, very long
 * strings, NUL and other control characters, numbers out of range — answers a clear message in the
 * envelope, never 5xx, and changes nothing (no audit row, no place closed).
 */
const READS = [
  'dashboard', 'dashboard/series', 'order/list', 'order/detail', 'refund/queue', 'money-refund/queue', 'booking/calendar', 'booking/list',
  'booking/detail', 'booking/places', 'member/search', 'member/detail', 'order/history',
];
const ACTIONS = [
  ...new Set([...Object.values(STAFF_EVENT_CALLS).flatMap((calls) => Object.values(calls).map((path) => path.replace('/api/staff/', ''))), 'order/track', 'booking/capacity', 'booking/close', 'booking/reopen']),
];
const FIELDS = ['order_no', 'out_refund_no', 'reason', 'remark', 'q', 'member', 'status', 'from', 'to', 'kind', 'date', 'days', 'slot', 'resource', 'capacity', 'id', 'state', 'pageno', 'pagesize', 'company', 'tracking_no', 'context', 'time', 'consignee', 'mobile', 'province', 'city', 'area', 'address_details'];
const JUNK: Array<[string, unknown]> = [
  ['an array', ['a', 'b']],
  ['an object', { $gt: '' }],
  ['a very long string', 'x'.repeat(5_000)],
  ['NUL', 'visit:1\u0000'],
  ['a control character', 'Private\u0007event'],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['null', null],
];

let t: TestApp;
let owner: Staff;
beforeAll(async () => {
  t = await testApp();
  owner = await staffSession(t, 'junk.owner');
});
afterAll(async () => t.close());

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/${path}`, headers: { 'content-type': 'application/json', token: owner.token }, payload });

describe('junk to the work queue calls', () => {
  it.each([...READS, ...ACTIONS])('%s: a message in the envelope, never 5xx, nothing changed', async (path) => {
    const audit = async () => Number((await t.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const closed = async () => Number((await t.db.selectFrom('booking_capacity').select((eb) => eb.fn.countAll<number>().as('n')).where('closed', '=', true).executeTakeFirstOrThrow()).n);
    const before = { audit: await audit(), closed: await closed() };
    const forms: Array<Record<string, unknown>> = [{}, ...JUNK.map(([, value]) => Object.fromEntries(FIELDS.map((field) => [field, value])))];
    for (const form of forms) {
      const res = await post(path, { lang: 'en', ...form });
      expect(res.statusCode, `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500);
      const body = res.json<{ code: number; msg: string }>();
      expect(typeof body.msg).toBe('string');
      expect(body.msg.length).toBeGreaterThan(0);
      if (ACTIONS.includes(path)) expect(body.code, `${path}: ${body.msg}`).toBe(0);
    }
    expect({ audit: await audit(), closed: await closed() }).toEqual(before);
  });
});
