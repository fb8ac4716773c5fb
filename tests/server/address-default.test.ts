import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../helpers/members';
import { postForm, testApp } from '../helpers/test-app';

/** "Exactly one default" (spec §8 set-default and delete confirms): the rules and the races. */
let t: Awaited<ReturnType<typeof testApp>>;
let n = 0;

beforeAll(async () => {
  t = await testApp({ seed: false });
});
afterAll(async () => t?.close());

type Answer = { status: number; code: number; msg: string; data: any };
const post = (path: string, form: Record<string, string>, headers: Record<string, string>): Promise<Answer> =>
  postForm(t.app, `/api/member/address/${path}`, form, headers).then((r) => ({ status: r.statusCode, ...(r.json() as Omit<Answer, 'status'>) }));

const form = (consignee: string) => ({
  consignee,
  mobile: '13800000007',
  province: '370000',
  city: '370600',
  area: '370614',
  address_details: '1 Cliffside Road',
  lang: 'en',
});

/** A new member with addresses named as given, added in that order (the first is the default). */
async function memberWith(...names: string[]) {
  const member = await signedInMember(t.db, { mobile: `1370000${String(++n).padStart(4, '0')}` });
  const ids: Record<string, number> = {};
  for (const name of names) ids[name] = (await post('add', form(name), member.headers)).data.id;
  return { ...member, ids };
}

async function defaults(memberId: number): Promise<string[]> {
  const rows = await t.db.selectFrom('member_addresses').select('consignee').where('member_id', '=', memberId).where('is_default', '=', 1).execute();
  return rows.map((r) => r.consignee);
}

describe('setDefault', () => {
  it('moves the default and answers "Set"', async () => {
    const m = await memberWith('Home', 'Work');
    expect(await defaults(m.id)).toEqual(['Home']);
    expect(await post('setDefault', { id: String(m.ids.Work), lang: 'en' }, m.headers)).toMatchObject({ code: 1, msg: 'Set', data: null });
    expect(await defaults(m.id)).toEqual(['Work']);
    expect(await post('setDefault', { id: String(m.ids.Work), lang: 'cn' }, m.headers)).toMatchObject({ code: 1, msg: '设置成功' });
    expect(await defaults(m.id)).toEqual(['Work']);
  });

  it('leaves exactly one default when two run at once, again and again', async () => {
    const m = await memberWith('A', 'B', 'C');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        post('setDefault', { id: String(m.ids.B) }, m.headers),
        post('setDefault', { id: String(m.ids.C) }, m.headers),
        post('setDefault', { id: String(m.ids.A) }, m.headers),
      ]);
      expect(answers.map((a) => a.code)).toEqual([1, 1, 1]);
      expect(await defaults(m.id)).toHaveLength(1);
    }
  });

  it('keeps one default when adds and deletes race', async () => {
    const m = await memberWith('Keep');
    const answers = await Promise.all([
      post('add', { ...form('X'), is_default: '1' }, m.headers),
      post('add', { ...form('Y'), is_default: '1' }, m.headers),
      post('del', { id: String(m.ids.Keep) }, m.headers),
    ]);
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1]);
    expect(await defaults(m.id)).toHaveLength(1);
  });
});

describe('del', () => {
  it('deletes a non-default address and keeps the default', async () => {
    const m = await memberWith('Home', 'Work');
    expect(await post('del', { id: String(m.ids.Work), lang: 'en' }, m.headers)).toMatchObject({ code: 1, msg: 'Deleted', data: null });
    expect((await post('list', {}, m.headers)).data.map((a: { consignee: string }) => a.consignee)).toEqual(['Home']);
    expect(await defaults(m.id)).toEqual(['Home']);
  });

  it('hands the default to the most recent other address when the default goes', async () => {
    const m = await memberWith('Old', 'Newest', 'Middle');
    // Newest is the most recent by time even though Middle has the higher id
    await sql`update member_addresses set created_at = now() + interval '1 hour' where id = ${m.ids.Newest!}`.execute(t.db);
    await post('del', { id: String(m.ids.Old) }, m.headers);
    expect(await defaults(m.id)).toEqual(['Newest']);
  });

  it('leaves no default when the last address goes, and the next one added is the default', async () => {
    const m = await memberWith('Only');
    await post('del', { id: String(m.ids.Only) }, m.headers);
    expect((await post('list', {}, m.headers)).data).toEqual([]);
    await post('add', form('Again'), m.headers);
    expect(await defaults(m.id)).toEqual(['Again']);
  });

  it('answers "not found" for an address already deleted', async () => {
    const m = await memberWith('Home', 'Gone');
    await post('del', { id: String(m.ids.Gone) }, m.headers);
    expect(await post('del', { id: String(m.ids.Gone), lang: 'en' }, m.headers)).toMatchObject({ code: 0, msg: 'This address does not exist' });
  });
});

describe('the database itself', () => {
  it('refuses a second default for one member (partial unique index)', async () => {
    const m = await memberWith('Home', 'Work');
    await expect(t.db.updateTable('member_addresses').set({ is_default: 1 }).where('id', '=', m.ids.Work!).execute()).rejects.toThrow();
    expect(await defaults(m.id)).toEqual(['Home']);
  });

  it("allows each member their own default", async () => {
    const a = await memberWith('A1');
    const b = await memberWith('B1');
    expect([await defaults(a.id), await defaults(b.id)]).toEqual([['A1'], ['B1']]);
  });
});
