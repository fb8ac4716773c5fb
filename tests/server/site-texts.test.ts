import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { freshDatabase } from '../helpers/test-app';

/**
 * The site texts (migration 0027, content type `site`): one row of the footer's texts and QR
 * codes, the contact details and the default share card.
 */
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
});
afterAll(async () => {
  await drop?.();
});

describe('site_texts', () => {
  it('holds exactly one row, seeded with the footer’s and the contact page’s words in cn, tw and en', async () => {
    const rows = await db.selectFrom('site_texts').selectAll().execute();
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
      select 2, tagline, address, hours, legal, record, share_title, share_intro from site_texts`.execute(db)).rejects.toThrow();
    await expect(sql`update site_texts set tagline = '{"cn": "x", "tw": "x"}'::jsonb`.execute(db)).rejects.toThrow();
    expect(await db.selectFrom('site_texts').select('id').execute()).toEqual([{ id: 1 }]);
  });
});
