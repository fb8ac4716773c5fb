import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT_MAX } from '../../src/contract/contact';
import { submitContact } from '../../src/server/domain/contact';
import { testApp } from '../helpers/test-app';
import { call, type TestApp } from './content-helpers';

let t: TestApp;
beforeAll(async () => {
  // as behind a proxy on the same host, so X-Forwarded-For names each sender's address
  t = await testApp({ seed: false, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.deleteFrom('contact_messages').execute();
  await t.db.deleteFrom('rate_limits').where('key', 'like', 'contact:%').execute();
});

const PATH = '/api/winery/contact/add';
const form = (over: Record<string, string> = {}) => ({
  name: 'Li Hua',
  email: 'li.hua@example.com',
  phone: '13800000007',
  message: 'We would like to visit with a group of eight in May.',
  lang: 'en',
  ...over,
});
const rows = () => t.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('a valid message', () => {
  it('is stored trimmed, with the language and address, and thanked for', async () => {
    const res = await call(t, PATH, form({ name: '  Li Hua ', email: ' Li.Hua@Example.com ', message: '\n Hello there \t', lang: 'tw' }), from('203.0.113.1'));
    expect(res).toEqual({ status: 200, code: 1, msg: '感謝您的留言，我們會盡快回覆', time: expect.any(String), data: null });
    expect(await rows()).toMatchObject([{ name: 'Li Hua', email: 'Li.Hua@Example.com', phone: '13800000007', message: 'Hello there', lang: 'tw', ip: '203.0.113.1' }]);
  });
});

describe('each field is required and checked, and nothing is stored', () => {
  it.each([
    ['blank name', 'en', { name: '   ' }, 'Please enter your name'],
    ['empty name', 'cn', { name: '' }, '请输入您的姓名'],
    ['blank message', 'tw', { message: ' \n ' }, '請輸入留言內容'],
    ['empty message', 'en', { message: '' }, 'Please enter your message'],
    ['empty email', 'en', { email: '' }, 'Incorrect email format'],
    ['half an email', 'cn', { email: 'li.hua@' }, '邮箱格式不正确'],
    ['blank phone', 'en', { phone: ' ' }, 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['phone not starting with 1', 'tw', { phone: '2345678901' }, '請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼'],
    ['name of 51 characters', 'en', { name: 'x'.repeat(51) }, 'The name can have at most 50 characters'],
    ['message of 2001 characters', 'en', { message: 'x'.repeat(2001) }, 'The message can have at most 2000 characters'],
    ['email of 262 characters', 'en', { email: `${'x'.repeat(250)}@example.com` }, 'Incorrect email format'],
  ])('%s (%s)', async (_label, lang, over, msg) => {
    const res = await call(t, PATH, form({ ...over, lang }));
    expect(res).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect(await rows()).toEqual([]);
  });

  it('a missing field gets its own message, not a generic one', async () => {
    const { name: _name, ...rest } = form();
    expect(await call(t, PATH, rest)).toMatchObject({ code: 0, msg: 'Please enter your name' });
    const { message: _message, ...noMessage } = form();
    expect(await call(t, PATH, noMessage)).toMatchObject({ code: 0, msg: 'Please enter your message' });
  });

  it('exactly the maximum lengths are accepted', async () => {
    expect((await call(t, PATH, form({ name: '名'.repeat(50), message: '字'.repeat(2000) }))).code).toBe(1);
  });
});

describe('a repeated identical submission', () => {
  it('answers do-not-resubmit in each language and stores nothing new', async () => {
    expect((await call(t, PATH, form(), from('203.0.113.2'))).code).toBe(1);
    expect(await call(t, PATH, form({ lang: 'en' }), from('203.0.113.3'))).toMatchObject({ code: 0, msg: 'Please do not submit repeatedly' });
    expect(await call(t, PATH, form({ lang: 'cn', email: 'LI.HUA@example.com' }))).toMatchObject({ code: 0, msg: '请勿重复提交' });
    expect(await call(t, PATH, form({ lang: 'tw', message: `  ${form().message}  ` }))).toMatchObject({ code: 0, msg: '請勿重複提交' });
    expect(await rows()).toHaveLength(1);
  });

  it('is a new message when the text or the email differs, or a day has passed', async () => {
    const now = new Date();
    const message = { name: 'A', email: 'a@example.com', phone: '13800000001', message: 'Hi', lang: 'en' as const };
    expect(await submitContact(t.db, message, '198.51.100.1', new Date(now.getTime() - 25 * 3600_000))).toBe('stored');
    expect(await submitContact(t.db, message, '198.51.100.1', now)).toBe('stored');
    expect(await submitContact(t.db, { ...message, message: 'Hi again' }, '198.51.100.1', now)).toBe('stored');
    expect(await submitContact(t.db, { ...message, email: 'b@example.com' }, '198.51.100.1', now)).toBe('stored');
    expect(await submitContact(t.db, message, '198.51.100.1', new Date(now.getTime() + 3600_000))).toBe('duplicate');
  });

  it('sent twice at the same moment, is stored once', async () => {
    const answers = await Promise.all([call(t, PATH, form(), from('203.0.113.4')), call(t, PATH, form(), from('203.0.113.5'))]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(await rows()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it(`accept ${CONTACT_LIMIT_MAX} messages an hour from one address, then refuse with 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT_MAX; i += 1) {
      expect((await call(t, PATH, form({ email: `p${i}@example.com` }), from('192.0.2.10'))).code).toBe(1);
    }
    const refused = await call(t, PATH, form({ email: 'p9@example.com', lang: 'cn' }), from('192.0.2.10'));
    expect(refused).toMatchObject({ status: 429, code: 0, msg: '请求过于频繁，请稍后再试' });
    expect((await call(t, PATH, form({ email: 'p9@example.com' }), from('192.0.2.11'))).code).toBe(1);
    expect(await rows()).toHaveLength(CONTACT_LIMIT_MAX + 1);
  });

  it(`accept ${CONTACT_LIMIT_MAX} messages an hour from one email, whatever the address`, async () => {
    for (let i = 0; i < CONTACT_LIMIT_MAX; i += 1) {
      expect((await call(t, PATH, form({ message: `Question ${i}` }), from(`192.0.2.${20 + i}`))).code).toBe(1);
    }
    const refused = await call(t, PATH, form({ message: 'Question 9', email: 'LI.HUA@EXAMPLE.COM' }), from('192.0.2.99'));
    expect(refused).toMatchObject({ status: 429, code: 0, msg: 'Too many requests, please try again later' });
    expect(await rows()).toHaveLength(CONTACT_LIMIT_MAX);
  });
});
