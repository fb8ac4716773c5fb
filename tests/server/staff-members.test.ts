import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app';
import { paidOrder } from './aftersales-helpers';
import { quickMember, type TestApp } from './shop-helpers';
import { dayFromToday, everyRole, paidBooking, staffCall, type Roles } from './staff-work-helpers';

/** Members in the console: found by phone, email or nickname; contacts masked for roles that do not need them; no secret ever. */
let t: TestApp;
let staff: Roles;
beforeAll(async () => {
  t = await testApp();
  staff = await everyRole(t);
});
afterAll(async () => t.close());

async function member(nickname: string, mobile: string | null, email: string | null) {
  const who = await quickMember(t, nickname);
  await t.db.updateTable('members').set({ mobile, email, password_hash: `hash-of-${nickname}`, salt: `salt-of-${nickname}` }).where('id', '=', who.id).execute();
  return who;
}

describe('member search', () => {
  it('finds by part of the phone, email or nickname, case-insensitive, wildcards taken literally', async () => {
    const lin = await member('Lin_Yue', '13800000007', 'lin.yue@example.com');
    const other = await member('LinXYue', '13800000008', null);
    const ids = async (q: string) => (await staffCall(t, staff.shop, 'member/search', { q })).data.items.map((m: { id: number }) => m.id);
    expect(await ids('lin_y')).toEqual([lin.id]);
    expect(await ids('LIN')).toEqual([other.id, lin.id]);
    expect(await ids('0000007')).toEqual([lin.id]);
    expect(await ids('LIN.YUE@EXAMPLE')).toEqual([lin.id]);
    expect(await ids('%')).toEqual([]);
    expect((await staffCall(t, staff.shop, 'member/search', { q: '  ' })).msg).toBe('Please enter a phone, email or nickname');
    expect((await staffCall(t, staff.shop, 'member/search', { q: 'x'.repeat(61) })).msg).toBe('The search can have at most 60 characters');
    expect((await staffCall(t, staff.content, 'member/search', { q: 'lin' })).status).toBe(403);
  });

  it('masks phones and emails for the auditor and shows them to the roles that need them', async () => {
    await member('Masked', '13800000017', 'li@example.com');
    const seen = async (role: keyof Roles) => (await staffCall(t, staff[role], 'member/search', { q: 'Masked' })).data.items[0];
    expect(await seen('auditor')).toMatchObject({ nickname: 'Masked', mobile: '138****0017', email: 'l***@example.com' });
    for (const role of ['owner', 'shop', 'bookings'] as const) expect(await seen(role)).toMatchObject({ mobile: '13800000017', email: 'li@example.com' });
  });

  it('lets a role that sees contacts masked find a member by the whole phone or email only, so the masked digits cannot be probed', async () => {
    const probed = await member('Probed', '13900000039', 'probe.me@example.com');
    const found = async (role: keyof Roles, q: string) => (await staffCall(t, staff[role], 'member/search', { q })).data.items.map((m: { id: number }) => m.id);
    for (const part of ['1390000003', '0039', 'probe.me', 'PROBE.ME@EXAMPLE']) {
      expect(await found('auditor', part), part).toEqual([]);
      expect(await found('shop', part), part).toContain(probed.id);
    }
    expect(await found('auditor', '13900000039')).toEqual([probed.id]);
    expect(await found('auditor', 'Probe.Me@Example.com')).toEqual([probed.id]);
  });
});

describe('member detail', () => {
  it('answers the member with orders and bookings, and never a password hash, salt or token', async () => {
    const who = await member('Detailed', '13800000027', 'd@example.com');
    const order = await paidOrder(t, who);
    const booking = await paidBooking(t, who.id, 'visit', dayFromToday(12), { phone: '13800000027' });
    for (const role of ['owner', 'auditor'] as const) {
      const detail = await staffCall(t, staff[role], 'member/detail', { id: who.id });
      expect(detail.code, detail.msg).toBe(1);
      expect(detail.data.member).toMatchObject({ id: who.id, nickname: 'Detailed', orders: 1, bookings: 1 });
      expect(detail.data.orders.map((o: { order_no: string }) => o.order_no)).toEqual([order.orderNo]);
      expect(detail.data.bookings.map((b: { order_no: string }) => b.order_no)).toEqual([booking.orderNo]);
      const text = JSON.stringify(detail);
      for (const secret of ['hash-of-Detailed', 'salt-of-Detailed', who.headers.token, 'password', 'salt', 'token']) expect(text).not.toContain(secret);
      if (role === 'auditor') expect(text).not.toContain('13800000027');
    }
    const search = JSON.stringify(await staffCall(t, staff.owner, 'member/search', { q: 'Detailed' }));
    for (const secret of ['hash-of-Detailed', 'salt-of-Detailed', who.headers.token]) expect(search).not.toContain(secret);
    expect((await staffCall(t, staff.owner, 'member/detail', { id: 9_999_999_999 })).msg).toBe('There is no such member');
    expect((await staffCall(t, staff.owner, 'member/detail', { id: 'abc' })).msg).toBe('There is no such member');
  });
});
