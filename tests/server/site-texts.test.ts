import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, testApp } from '../helpers/test-app';
import type { TestApp } from './content-helpers';

/**
 * The site texts (migration 0027, content type `site`): one row of the footer's texts and QR
 * codes, the contact details and the default share card, and its public read
 * /api/winery/site/get (cached for READ_CACHE_MS like the other public reads).
 */
const TTL_MS = 300;
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ env: { READ_CACHE_MS: String(TTL_MS) } });
});
afterAll(async () => {
  await t?.close();
});

const site = async (lang: string) => {
  const res = await postForm(t.app, '/api/winery/site/get', { lang });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: Record<string, string> | null }) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('site_texts', () => {
  it('holds exactly one row, seeded with the footer’s and the contact page’s words in cn, tw and en', async () => {
    const rows = await t.db.selectFrom('site_texts').selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.id).toBe(1);
    expect(row.tagline).toEqual({ cn: '渤海之上，崖畔的一座小酒庄。', tw: '渤海之上，崖畔的一座小酒莊。', en: 'A small estate on the cliffs above the Bohai Sea.' });
    expect(row.address.en).toBe('Cliffside Road, Penglai District, Yantai, Shandong');
    expect(row.phone).toBe('+86 535 000 0000');
    expect(row.email).toBe('hello@penglai-cliffside.example');
    expect(row.hours.tw).toBe('每天 9:30 至 17:30');
    expect(row.wechat_qr).toBe('/media/demo/qr-wechat.svg');
    expect(row.service_qr).toBe('/media/demo/qr-service.svg');
    expect(row.weibo_url).toBe('https://weibo.com/penglaicliffside');
    expect(row.record.cn).toBe('鲁ICP备2026000000号-1');
    expect(row.share_title.en).toBe('Penglai Cliffside Estate');
  });

  it('refuses a second row and a text without one of its languages', async () => {
    await expect(sql`insert into site_texts (id, tagline, address, hours, legal, record, share_title, share_intro)
      select 2, tagline, address, hours, legal, record, share_title, share_intro from site_texts`.execute(t.db)).rejects.toThrow();
    await expect(sql`update site_texts set tagline = '{"cn": "x", "tw": "x"}'::jsonb`.execute(t.db)).rejects.toThrow();
    expect(await t.db.selectFrom('site_texts').select('id').execute()).toEqual([{ id: 1 }]);
  });
});

describe('/api/winery/site/get', () => {
  it('answers every text in the requested language, with the pictures and the microblog link', async () => {
    const [cn, tw, en] = await Promise.all([site('cn'), site('tw'), site('en')]);
    expect(en).toMatchObject({ status: 200, code: 1 });
    expect(en.data).toEqual({
      tagline: 'A small estate on the cliffs above the Bohai Sea.',
      address: 'Cliffside Road, Penglai District, Yantai, Shandong',
      phone: '+86 535 000 0000',
      email: 'hello@penglai-cliffside.example',
      hours: 'Every day, 9:30 to 17:30',
      weibo_url: 'https://weibo.com/penglaicliffside',
      wechat_qr: '/media/demo/qr-wechat.svg',
      service_qr: '/media/demo/qr-service.svg',
      legal: '© 2026 Penglai Cliffside Estate. Drinking age 18+. Please drink responsibly.',
      record: 'Lu ICP No. 2026000000-1',
      share_title: 'Penglai Cliffside Estate',
      share_intro: 'A boutique winery on the cliffs of Penglai, where the Bohai Sea wind runs through every row of vines.',
      getting_there: expect.stringContaining('By train: from Penglai railway station'),
      map_point: { lat: 37.7915, lng: 120.8127 },
    });
    expect(cn.data).toMatchObject({ tagline: '渤海之上，崖畔的一座小酒庄。', address: '山东省烟台市蓬莱区崖畔路', record: '鲁ICP备2026000000号-1', phone: '+86 535 000 0000' });
    expect(tw.data).toMatchObject({ tagline: '渤海之上，崖畔的一座小酒莊。', address: '山東省煙台市蓬萊區崖畔路', record: '魯ICP備2026000000號-1', share_title: '蓬萊崖畔酒莊' });
  });

  it('a change written to the row is answered once the cached answer is older than READ_CACHE_MS', async () => {
    expect((await site('en')).data?.tagline).toBe('A small estate on the cliffs above the Bohai Sea.');
    await sql`update site_texts set tagline = jsonb_set(tagline, '{en}', '"Fresh from the cliff"'), phone = '+86 535 111 2222', updated_at = now()`.execute(t.db);
    const changedAt = Date.now();
    const early = await site('en');
    if (Date.now() - changedAt < TTL_MS / 2) expect(early.data?.tagline).toBe('A small estate on the cliffs above the Bohai Sea.');
    await sleep(TTL_MS + 50);
    expect((await site('en')).data).toMatchObject({ tagline: 'Fresh from the cliff', phone: '+86 535 111 2222' });
    expect((await site('cn')).data?.tagline).toBe('渤海之上，崖畔的一座小酒庄。');
  });

  it('a picture that is not one of ours and a link that is neither ours nor http(s) are answered empty', async () => {
    await sql`update site_texts set wechat_qr = 'https://evil.example/qr.png', service_qr = '//evil.example/qr.png', weibo_url = 'javascript:alert(1)'`.execute(t.db);
    await sleep(TTL_MS + 50);
    expect((await site('tw')).data).toMatchObject({ wechat_qr: '', service_qr: '', weibo_url: '' });
  });

  it('without its row it answers not found, never a 500', async () => {
    await sql`delete from site_texts`.execute(t.db);
    await sleep(TTL_MS + 50);
    expect(await site('en')).toMatchObject({ status: 200, code: 0, data: null });
  });
});
