import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../src/contract/envelope';
import * as staffOrders from '../../src/contract/staff';
import { STAFF_EVENT_CALLS } from '../../src/contract/staff-access';
import * as staffBooking from '../../src/contract/staff-booking';
import * as staffConsole from '../../src/contract/staff-console';
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
/** Values that pass each field's own rule, so that junk in one field reaches what follows it. */
const PLAUSIBLE = { order_no: 'G20260101000000000001', out_refund_no: 'RF20260101000001', reason: 'Checked', q: 'li', member: 'li', kind: 'visit', date: '2031-01-01', from: '2031-01-01', resource: 'visit:1', id: '1' };
/** Fields of free text, where a number is simply its text (a reason "404" is a reason). */
const FREE_TEXT = new Set(['reason', 'remark', 'context', 'consignee', 'address_details', 'q', 'member']);
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

/** Every call of the three staff contracts by its path under /api/staff/. */
const CALLS = new Map(
  ([...Object.values(staffConsole), ...Object.values(staffOrders), ...Object.values(staffBooking)] as unknown[])
    .filter((value): value is ApiCall => typeof value === 'object' && value !== null && 'path' in value && 'input' in value)
    .map((call) => [call.path.replace('/api/staff/', ''), call]),
);
/** The fields of a call's form (its contract's object). */
const fieldsOf = (path: string) => Object.keys((CALLS.get(path)!.input as unknown as { _zod: { def: { shape: object } } })._zod.def.shape).filter((f) => f !== 'lang');

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
  it('knows the form of every call it posts to', () => {
    for (const path of [...READS, ...ACTIONS]) expect(fieldsOf(path).length, path).toBeGreaterThanOrEqual(0);
  });

  it.each([...READS, ...ACTIONS])('%s: a message in the envelope, never 5xx, nothing changed', async (path) => {
    const audit = async () => Number((await t.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const closed = async () => Number((await t.db.selectFrom('booking_capacity').select((eb) => eb.fn.countAll<number>().as('n')).where('closed', '=', true).executeTakeFirstOrThrow()).n);
    const before = { audit: await audit(), closed: await closed() };
    // every field junk at once, then each field alone junk (the others left out or plausible)
    const forms: Array<Record<string, unknown>> = [
      {},
      ...JUNK.map(([, value]) => Object.fromEntries(FIELDS.map((field) => [field, value]))),
      ...fieldsOf(path).flatMap((field) =>
        JUNK.filter(([, value]) => !(FREE_TEXT.has(field) && typeof value === 'number')).map(([, value]) => ({ ...PLAUSIBLE, [field]: value })),
      ),
    ];
    for (const form of forms) {
      const res = await post(path, { lang: 'en', ...form });
      expect(res.statusCode, `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500);
      const body = res.json<{ code: number; msg: string }>();
      expect(typeof body.msg).toBe('string');
      expect(body.msg.length).toBeGreaterThan(0);
      if (ACTIONS.includes(path)) expect(body.code, `${path}: ${body.msg} ${JSON.stringify(form).slice(0, 300)}`).toBe(0);
    }
    expect({ audit: await audit(), closed: await closed() }).toEqual(before);
  });
});
