import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX_PER_MEMBER } from '../../src/contract/address';
import { signedInMember } from '../helpers/members';
import { postForm, testApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof testApp>>;
let alice: Awaited<ReturnType<typeof signedInMember>>;
let bob: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  t = await testApp({ seed: false });
  alice = await signedInMember(t.db, { mobile: '13900000101', nickname: 'Alice' });
  bob = await signedInMember(t.db, { mobile: '13900000102', nickname: 'Bob' });
});
afterAll(async () => t?.close());

type Answer = { status: number; code: number; msg: string; data: any };
const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> =>
  postForm(t.app, `/api/member/address/${path}`, form, headers).then((r) => ({ status: r.statusCode, ...(r.json() as Omit<Answer, 'status'>) }));

const penglai = {
  consignee: 'Li Hua',
  mobile: '13800000007',
  province: '370000',
  city: '370600',
  area: '370614',
  address_details: '1 Cliffside Road',
  zip_code: '265600',
  lang: 'en',
};
const rows = (memberId: number) =>
  t.db.selectFrom('member_addresses').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

describe('guests', () => {
  it.each(['list', 'add', 'edit', 'del', 'setDefault'])('get 401 from %s', async (path) => {
    expect((await post(path, penglai)).status).toBe(401);
  });
});

describe('adding', () => {
  it('saves a trimmed address, builds address_name in the request language and makes the first one the default', async () => {
    const answer = await post('add', { ...penglai, consignee: '  Li Hua ', address_details: ' 1 Cliffside Road  ', lang: 'tw' }, alice.headers);
    expect(answer).toMatchObject({ code: 1, msg: '儲存成功' });
    expect(answer.data).toMatchObject({
      province: 370000,
      city: 370600,
      area: 370614,
      address_name: '山東省 煙台市 蓬萊區',
      consignee: 'Li Hua',
      address_details: '1 Cliffside Road',
      zip_code: '265600',
      mobile: '13800000007',
      is_default: 1,
    });
    expect(answer.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const list = await post('list', { lang: 'cn' }, alice.headers);
    expect(list.data.map((a: { address_name: string }) => a.address_name)).toEqual(['山东省 烟台市 蓬莱区']);
  });

  it('keeps the first default when a later address is added without the flag, and moves it when asked', async () => {
    await post('add', { ...penglai, consignee: 'Second' }, alice.headers);
    let defaults = (await rows(alice.id)).filter((r) => r.is_default === 1).map((r) => r.consignee);
    expect(defaults).toEqual(['Li Hua']);
    await post('add', { ...penglai, consignee: 'Third', is_default: '1' }, alice.headers);
    defaults = (await rows(alice.id)).filter((r) => r.is_default === 1).map((r) => r.consignee);
    expect(defaults).toEqual(['Third']);
    const list = await post('list', {}, alice.headers);
    expect(list.data[0]).toMatchObject({ consignee: 'Third', is_default: 1 }); // the default first
  });

  it('accepts a municipality, joined without repeating it', async () => {
    const answer = await post('add', { ...penglai, province: '110000', city: '110100', area: '110101', zip_code: '' }, bob.headers);
    expect(answer.data).toMatchObject({ address_name: '北京市 东城区', zip_code: '', is_default: 1 });
  });

  const bad: [string, Record<string, string>, string][] = [
    ['an empty consignee', { consignee: '   ' }, "Please enter the consignee's name"],
    ['a missing consignee', { consignee: undefined as unknown as string }, "Please enter the consignee's name"],
    ['a consignee of 31 characters', { consignee: 'x'.repeat(31) }, 'The consignee name can have at most 30 characters'],
    ['a wrong phone', { mobile: '2380000000' }, 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['a 10-digit phone', { mobile: '1380000000' }, 'Please fill in a correct mobile number: 11 digits in mainland China, or with +852 (Hong Kong), +853 (Macau) or +886 (Taiwan)'],
    ['no district', { area: '' }, 'Please choose the province, city and district'],
    ['a retired district', { area: '370684' }, 'Please choose the province, city and district again'],
    ['a district of another city', { area: '370202' }, 'Please choose the province, city and district again'],
    ['a city of another province', { province: '110000' }, 'Please choose the province, city and district again'],
    ['a region code that is no number', { city: 'Yantai' }, 'Please choose the province, city and district'],
    ['empty details', { address_details: ' \t ' }, 'Please enter the detailed address'],
    ['details of 121 characters', { address_details: '路'.repeat(121) }, 'The detailed address can have at most 120 characters'],
    ['a 5-digit postcode', { zip_code: '26560' }, 'The postcode has 6 digits'],
  ];
  it.each(bad)('refuses %s with its message and saves nothing', async (_name, change, msg) => {
    const before = (await rows(bob.id)).length;
    const form = Object.fromEntries(Object.entries({ ...penglai, ...change }).filter(([, v]) => v !== undefined));
    const answer = await post('add', form, bob.headers);
    expect(answer).toMatchObject({ status: 200, code: 0, msg, data: null });
    expect((await rows(bob.id)).length).toBe(before);
  });

  it('answers the messages in cn and tw too', async () => {
    expect((await post('add', { ...penglai, consignee: '', lang: 'cn' }, bob.headers)).msg).toBe('请输入收货人姓名');
    expect((await post('add', { ...penglai, mobile: '1', lang: 'tw' }, bob.headers)).msg).toBe('請填寫正確的手機號碼：中國大陸11位，或香港+852、澳門+853、台灣+886的手機號碼');
  });

  it(`stops at ${ADDRESS_MAX_PER_MEMBER} addresses`, async () => {
    const carol = await signedInMember(t.db, { mobile: '13900000103' });
    for (let i = 0; i < ADDRESS_MAX_PER_MEMBER; i++) expect((await post('add', penglai, carol.headers)).code).toBe(1);
    const answer = await post('add', penglai, carol.headers);
    expect(answer).toMatchObject({ code: 0, msg: `You can keep at most ${ADDRESS_MAX_PER_MEMBER} addresses; please delete one first` });
    expect((await rows(carol.id)).length).toBe(ADDRESS_MAX_PER_MEMBER);
  });
});

describe('editing', () => {
  it('changes the fields and answers the new address_name', async () => {
    const [first] = await rows(bob.id);
    const answer = await post('edit', { ...penglai, id: String(first!.id), consignee: 'Bob Wang', lang: 'cn' }, bob.headers);
    expect(answer).toMatchObject({ code: 1, msg: '保存成功' });
    expect(answer.data).toMatchObject({ id: first!.id, consignee: 'Bob Wang', address_name: '山东省 烟台市 蓬莱区' });
    expect((await rows(bob.id))[0]).toMatchObject({ consignee: 'Bob Wang', area: 370614 });
  });

  it('keeps the only default when the flag is left off', async () => {
    const [first] = await rows(bob.id);
    await post('edit', { ...penglai, id: String(first!.id), is_default: '0' }, bob.headers);
    expect((await rows(bob.id))[0]!.is_default).toBe(1);
  });

  it('moves the default to the edited address when asked', async () => {
    const second = await post('add', { ...penglai, consignee: 'Bob at work' }, bob.headers);
    await post('edit', { ...penglai, id: String(second.data.id), consignee: 'Bob at work', is_default: '1' }, bob.headers);
    const defaults = (await rows(bob.id)).filter((r) => r.is_default === 1).map((r) => r.id);
    expect(defaults).toEqual([second.data.id]);
  });

  it('refuses bad fields and changes nothing', async () => {
    const before = await rows(bob.id);
    const answer = await post('edit', { ...penglai, id: String(before[0]!.id), consignee: '', mobile: 'x' }, bob.headers);
    expect(answer).toMatchObject({ code: 0, msg: "Please enter the consignee's name" });
    expect(await rows(bob.id)).toEqual(before);
  });

  it.each(['0', '-3', 'abc', '99999999999', '9999999999', '2147483648', ''])('answers "not found" for the id %j', async (id) => {
    expect(await post('edit', { ...penglai, id }, bob.headers)).toMatchObject({ code: 0, msg: 'This address does not exist' });
  });
});

describe("another member's address", () => {
  it('is not in the list', async () => {
    const aliceIds = (await rows(alice.id)).map((r) => r.id);
    const bobList = await post('list', {}, bob.headers);
    expect(bobList.data.length).toBeGreaterThan(0);
    for (const a of bobList.data) expect(aliceIds).not.toContain(a.id);
  });

  it.each(['edit', 'del', 'setDefault'])('answers "not found" to %s and changes nothing', async (path) => {
    const before = await rows(alice.id);
    const target = before.find((r) => r.is_default === 0)!;
    const answer = await post(path, { ...penglai, consignee: 'Mallory', id: String(target.id) }, bob.headers);
    expect(answer).toMatchObject({ status: 200, code: 0, msg: 'This address does not exist', data: null });
    expect(await rows(alice.id)).toEqual(before);
  });
});
