import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor } from '../helpers/members';
import { paidOrder, REFUND_FORM } from './aftersales-helpers';
import { dayAhead, visitCategory } from './booking-helpers';
import { call, quickMember, type TestApp } from './shop-helpers';
import { CREATE, dayFromToday, guest, seededRooms, stayForm } from './stay-helpers';
import { testApp } from '../helpers/test-app';

/**
 * Every form with a phone takes a Hong Kong, Macau or Taiwan mobile as it takes a mainland one,
 * typed with its country code, spaces and dashes, and stores it canonical; a landline or a number
 * of the wrong length is refused with the one phone message in the member's language, and
 * nothing is stored.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => t?.close());

const GOOD = [
  ['mainland', '138 0000 0007', '13800000007'],
  ['Hong Kong', '+852 9123-4567', '+85291234567'],
  ['Macau', '00853 6612 3456', '+85366123456'],
  ['Taiwan', '+886 0912-345-678', '+886912345678'],
] as const;
const MESSAGE = {
  en: 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)',
  cn: '请填写正确的手机号：中国大陆11位，或香港+852、澳门+853、台湾+886的手机号',
  tw: '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼',
};
const BAD = [
  ['en', '+852 2123 4567'], // a Hong Kong landline
  ['cn', '+853 6612 345'], // Macau, a digit short
  ['tw', '+886 2 2345 6789'], // a Taipei landline
  ['tw', '91234567'], // Hong Kong's number without its code
] as const;

let ips = 0;
const nextIp = () => `198.51.100.${++ips}`;

describe('address book', () => {
  const penglai = { consignee: 'Li Hua', province: '370000', city: '370600', area: '370614', address_details: '1 Cliffside Road', zip_code: '265600', lang: 'en' };
  it.each(GOOD)('keeps a %s receiver phone canonical', async (_, typed, canonical) => {
    const who = await quickMember(t);
    const answer = await call(t, '/api/member/address/add', { ...penglai, mobile: typed }, who.headers);
    expect(answer).toMatchObject({ code: 1, data: { mobile: canonical } });
  });
  it.each(BAD)('refuses in %s: %s', async (lang, mobile) => {
    const who = await quickMember(t);
    expect(await call(t, '/api/member/address/add', { ...penglai, mobile, lang }, who.headers)).toMatchObject({ code: 0, msg: MESSAGE[lang] });
    expect(await t.db.selectFrom('member_addresses').select('id').where('member_id', '=', who.id).execute()).toEqual([]);
  });
});

describe('contact form', () => {
  const form = { name: 'Li Hua', email: 'li.hua@example.com', message: 'A table for eight in May?', lang: 'en' };
  it.each(GOOD)('keeps a %s phone canonical', async (_, typed, canonical) => {
    const message = `A table for eight in May? (${typed})`;
    expect(await call(t, '/api/winery/contact/add', { ...form, message, phone: typed }, { 'x-forwarded-for': nextIp() })).toMatchObject({ code: 1 });
    expect(await t.db.selectFrom('contact_messages').select('phone').orderBy('id', 'desc').executeTakeFirstOrThrow()).toEqual({ phone: canonical });
  });
  it.each(BAD)('refuses in %s: %s', async (lang, phone) => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute();
    expect(await call(t, '/api/winery/contact/add', { ...form, phone, lang }, { 'x-forwarded-for': nextIp() })).toMatchObject({ code: 0, msg: MESSAGE[lang] });
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toEqual(before);
  });
});

describe('refund request', () => {
  it.each(GOOD)('keeps a %s contact phone canonical', async (_, typed, canonical) => {
    const { member, orderNo } = await paidOrder(t);
    const answer = await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM, contact_phone: typed }, member.headers);
    expect(answer).toMatchObject({ code: 1, data: { refund: { contact_phone: canonical } } });
  });
  it('refuses bad numbers in each language and leaves the order paid', async () => {
    const { member, orderNo } = await paidOrder(t);
    for (const [lang, phone] of BAD) {
      const answer = await call(t, '/api/member/order/refuse', { order_no: orderNo, ...REFUND_FORM, contact_phone: phone, lang }, member.headers);
      expect(answer).toMatchObject({ code: 0, msg: MESSAGE[lang] });
    }
    expect((await t.db.selectFrom('goods_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status).toBe(10);
  });
});

describe('visit booking guest phone (with its SMS code)', () => {
  it.each(GOOD)('books with a %s phone, stored canonical', async (_, typed, canonical) => {
    const who = await quickMember(t);
    const cate = await visitCategory(t.db, false);
    const code = await codeFor(t.db, who.id, typed, 'visit');
    const form = { cate: String(cate.id), date: dayAhead(4), slot: '11:00', adults: '1', minors: '0', name: 'Li Hua', phone: typed, code, lang: 'en' };
    expect(await call(t, '/cms/visit_order/checkCaptcha', { phone: typed, code, lang: 'en' }, who.headers)).toMatchObject({ code: 1, data: { phone: canonical } });
    const answer = await call(t, '/cms/visit_order/getVisitOrder', form, who.headers);
    expect(answer.code, answer.msg).toBe(1);
    expect(await t.db.selectFrom('booking_orders').select('phone').where('member_id', '=', who.id).execute()).toEqual([{ phone: canonical }]);
  });
  it.each(BAD)('refuses a code for a bad number in %s: %s', async (lang, phone) => {
    const who = await quickMember(t);
    expect(await call(t, '/cms/visit_sms/sendSms', { phone, lang }, who.headers)).toMatchObject({ code: 0, msg: MESSAGE[lang] });
  });
});

describe('villa guest details', () => {
  it.each(GOOD.map((row, index) => [...row, 30 + index] as const))('books with a %s guest phone, stored canonical', async (_, typed, canonical, day) => {
    const who = await quickMember(t);
    const rooms = await seededRooms(t.db);
    const answer = await call(t, CREATE, { ...guest, ...stayForm(rooms.king.id, dayFromToday(day), dayFromToday(day + 1), { rooms: '1', adults: '1' }), phone: typed, lang: 'en' }, who.headers);
    expect(answer.code, answer.msg).toBe(1);
    expect(await t.db.selectFrom('booking_orders').select('phone').where('member_id', '=', who.id).execute()).toEqual([{ phone: canonical }]);
  });
  it.each(BAD)('refuses in %s: %s', async (lang, phone) => {
    const who = await quickMember(t);
    const rooms = await seededRooms(t.db);
    const answer = await call(t, CREATE, { ...guest, ...stayForm(rooms.king.id, dayFromToday(30), dayFromToday(31)), phone, lang }, who.headers);
    expect(answer).toMatchObject({ code: 0, msg: MESSAGE[lang] });
    expect(await t.db.selectFrom('booking_orders').select('id').where('member_id', '=', who.id).execute()).toEqual([]);
  });
});
