import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday, isValidBirthday } from '../../src/contract/profile';
import { DEFAULT_AVATAR } from '../../src/contract/member';
import { dayText, findMemberById } from '../../src/server/domain/members';
import { signedInMember } from '../helpers/members';
import { postForm, testApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof testApp>>;
let alice: Awaited<ReturnType<typeof signedInMember>>;
let bob: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await testApp({ seed: false });
  alice = await signedInMember(t.db, { mobile: '13900000001', nickname: 'Alice' });
  bob = await signedInMember(t.db, { mobile: '13900000002', nickname: 'Bob' });
});
afterAll(async () => t?.close());

const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(t.app, path, form, headers).then((r) => ({ status: r.statusCode, ...(r.json() as { code: number; msg: string; data: any }) }));

/**
 * The member's row without the language of their last call (kept after every answer, for the
 * messages that follow orders: notifications/member-lang.ts) — what "changes nothing" compares.
 */
async function storedProfile(id: number) {
  const { lang: _lang, ...row } = (await findMemberById(t.db, id))!;
  return row;
}

const valid = { nickname: 'Alice', name: 'Alice Wang', gender: '1', birthday: '1990-05-01', region: 'Shandong Yantai', address: '1 Cliff Road' };

describe('/api/user/info', () => {
  it('answers 401 to a guest', async () => {
    expect((await post('/api/user/info', {})).status).toBe(401);
  });

  it("answers the member's own info, without token, hash or salt", async () => {
    const answer = await post('/api/user/info', { lang: 'en' }, alice.headers);
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ id: alice.id, nickname: 'Alice', mobile: '13900000001', avatar: DEFAULT_AVATAR });
    expect(answer.data).not.toHaveProperty('token');
    expect(JSON.stringify(answer.data)).not.toMatch(/salt|password_hash/);
  });
});

describe('/api/user/profile', () => {
  it('saves every field (trimmed) and answers the updated member with "Saved"', async () => {
    const answer = await post('/api/user/profile', { ...valid, nickname: '  Alice W  ', lang: 'en' }, alice.headers);
    expect(answer).toMatchObject({ code: 1, msg: 'Saved' });
    expect(answer.data).toMatchObject({ nickname: 'Alice W', name: 'Alice Wang', gender: 1, birthday: '1990-05-01', region: 'Shandong Yantai', address: '1 Cliff Road' });
    const row = await findMemberById(t.db, alice.id);
    expect(row).toMatchObject({ nickname: 'Alice W', gender: 1 });
    expect(dayText(row!.birthday)).toBe('1990-05-01');
  });

  it('changes only the fields sent', async () => {
    const answer = await post('/api/user/profile', { nickname: 'Ally', lang: 'cn' }, alice.headers);
    expect(answer).toMatchObject({ code: 1, msg: '保存成功' });
    expect(answer.data).toMatchObject({ nickname: 'Ally', name: 'Alice Wang', address: '1 Cliff Road' });
  });

  const refusals: Array<[string, Record<string, string>, string]> = [
    ['an empty nickname', { nickname: '   ' }, 'Please enter a nickname'],
    ['a nickname of 21 characters', { nickname: 'a'.repeat(21) }, 'The nickname can have at most 20 characters'],
    ['an empty name', { name: '' }, 'Please enter your name'],
    ['a name with a control character', { name: 'Al\u0007ice' }, 'The name can have at most 30 characters'],
    ['no gender', { gender: '' }, 'Please choose a gender'],
    ['gender 2', { gender: '2' }, 'Please choose a gender'],
    ['an empty birthday', { birthday: ' ' }, 'Please choose your birthday'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'Please choose a real birthday, not in the future and not before 1900'],
    ['a birthday before 1900', { birthday: '1899-12-31' }, 'Please choose a real birthday, not in the future and not before 1900'],
    ['a day that does not exist', { birthday: '2001-02-29' }, 'Please choose a real birthday, not in the future and not before 1900'],
    ['a birthday in another format', { birthday: '01/05/1990' }, 'Please choose a real birthday, not in the future and not before 1900'],
    ['an empty region', { region: '' }, 'Please enter your region'],
    ['an empty address', { address: '\t' }, 'Please enter your address'],
    ['an address of 201 characters', { address: 'x'.repeat(201) }, 'The address can have at most 200 characters'],
    ['an avatar elsewhere', { avatar: 'https://example.com/a.png' }, 'Please upload the portrait again'],
    ['a demo picture as avatar', { avatar: DEFAULT_AVATAR }, 'Please upload the portrait again'],
    ['an upload address that does not exist', { avatar: `/media/uploads/${'a'.repeat(32)}.png` }, 'Please upload the portrait again'],
  ];
  it.each(refusals)('refuses %s with its message and changes nothing', async (_name, form, msg) => {
    const before = await storedProfile(alice.id);
    const answer = await post('/api/user/profile', { ...valid, ...form, lang: 'en' }, alice.headers);
    expect(answer).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect(await storedProfile(alice.id)).toEqual(before);
  });

  it('answers the messages in Traditional Chinese by default', async () => {
    const answer = await post('/api/user/profile', { nickname: '' }, alice.headers);
    expect(answer.msg).toBe('請輸入暱稱');
  });

  it('takes 20 Chinese characters as a nickname, and today as a birthday', async () => {
    const nickname = '蓬莱崖畔酒庄的葡萄酒爱好者之一二三四五六';
    expect([...nickname]).toHaveLength(20);
    const answer = await post('/api/user/profile', { nickname, birthday: beijingToday() }, bob.headers);
    expect(answer.code).toBe(1);
    expect(answer.data.nickname).toBe(nickname);
  });

  it("never touches another member: bob's token (even naming alice's id) changes only bob", async () => {
    const aliceBefore = await findMemberById(t.db, alice.id);
    const answer = await post('/api/user/profile', { ...valid, id: String(alice.id), nickname: 'Bobby' }, bob.headers);
    expect(answer.data.id).toBe(bob.id);
    expect(await findMemberById(t.db, alice.id)).toEqual(aliceBefore);
    expect((await findMemberById(t.db, bob.id))?.nickname).toBe('Bobby');
  });

  it('answers 401 to a guest and to an unknown token', async () => {
    expect((await post('/api/user/profile', valid)).status).toBe(401);
    expect((await post('/api/user/profile', valid, { token: 'f'.repeat(64) })).status).toBe(401);
  });
});

describe('/api/user/profile: a partial change (issue 16)', () => {
  const profileOf = (row: Awaited<ReturnType<typeof findMemberById>>) => ({
    nickname: row!.nickname, name: row!.name, gender: row!.gender, birthday: row!.birthday, region: row!.region, address: row!.address,
  });

  it('a member with an empty profile changes the nickname alone: the empty fields stay empty', async () => {
    const carol = await signedInMember(t.db, { mobile: '13900000003', nickname: 'Carol' });
    const before = profileOf(await findMemberById(t.db, carol.id));
    const answer = await post('/api/user/profile', { nickname: 'Carrie', lang: 'tw' }, carol.headers);
    expect(answer).toMatchObject({ code: 1, msg: '儲存成功' });
    expect(answer.data).toMatchObject({ nickname: 'Carrie', name: '', birthday: '', region: '', address: '' });
    expect(profileOf(await findMemberById(t.db, carol.id))).toEqual({ ...before, nickname: 'Carrie' });
  });

  const bad: Array<[string, Record<string, string>, Record<'en' | 'cn' | 'tw', string>]> = [
    ['a birthday in the future beside a good nickname', { nickname: 'Dora', birthday: '2999-01-01' }, {
      en: 'Please choose a real birthday, not in the future and not before 1900',
      cn: '请选择真实的生日（不晚于今天，不早于1900年）',
      tw: '請選擇真實的生日（不晚於今天，不早於1900年）',
    }],
    ['a region sent empty beside a good nickname', { nickname: 'Dora', region: ' ' }, {
      en: 'Please enter your region', cn: '请输入所在地区', tw: '請輸入所在地區',
    }],
  ];
  it.each(bad)('refuses %s in every language and changes nothing', async (_name, form, msgs) => {
    const dora = await signedInMember(t.db, { mobile: `1390000${String(Math.floor(Math.random() * 9000) + 1000)}`, nickname: 'Dee' });
    const before = await storedProfile(dora.id);
    for (const lang of ['en', 'cn', 'tw'] as const) {
      const answer = await post('/api/user/profile', { ...form, lang }, dora.headers);
      expect(answer).toMatchObject({ status: 200, code: 0, msg: msgs[lang], data: null });
    }
    expect(await storedProfile(dora.id)).toEqual(before);
  });
});

describe('birthday rule', () => {
  it('is a real day between 1900-01-01 and today (Beijing)', () => {
    expect(isValidBirthday('1900-01-01', '2026-01-01')).toBe(true);
    expect(isValidBirthday('2026-01-01', '2026-01-01')).toBe(true);
    expect(isValidBirthday('2026-01-02', '2026-01-01')).toBe(false);
    expect(isValidBirthday('2000-02-29', '2026-01-01')).toBe(true);
    expect(isValidBirthday('2000-13-01', '2026-01-01')).toBe(false);
    expect(beijingToday(Date.UTC(2026, 0, 1, 16, 30))).toBe('2026-01-02');
  });
});
