import { sql, type Kysely } from 'kysely';

/**
 * The site texts (content type `site`, src/contract/content-sections.ts): the footer's texts and
 * QR codes, the microblog link, the one set of contact details every page shows (the contact,
 * visit and villa pages, the footer) and the default share card — one row, id 1, one column per
 * field of the same name. `text` fields are jsonb {cn, tw, en}; line, link and image fields text.
 *
 * Seeded with the words the site showed until now: the footer's and the contact page's (one
 * address, phone, e-mail and opening hours: the contact page's, which the footer's address
 * already matched), the QR codes' demo pictures and the default share text of spec §4. Values
 * are inlined so this migration never changes.
 */
const l = (cn: string, tw: string, en: string) => JSON.stringify({ cn, tw, en });

const LOCALIZED = ['tagline', 'address', 'hours', 'legal', 'record', 'share_title', 'share_intro'];
const LINES = ['phone', 'email', 'weibo_url', 'wechat_qr', 'service_qr'];

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema.createTable('site_texts').addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`));
  for (const name of LOCALIZED) {
    table = table.addColumn(name, 'jsonb', (c) =>
      c.notNull().check(sql`jsonb_typeof(${sql.ref(name)}) = 'object' and ${sql.ref(name)} ?& array['cn', 'tw', 'en']`),
    );
  }
  for (const name of LINES) table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  await table.addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();

  await db
    .insertInto('site_texts')
    .values({
      id: 1,
      tagline: l('渤海之上，崖畔的一座小酒庄。', '渤海之上，崖畔的一座小酒莊。', 'A small estate on the cliffs above the Bohai Sea.'),
      address: l('山东省烟台市蓬莱区崖畔路', '山東省煙台市蓬萊區崖畔路', 'Cliffside Road, Penglai District, Yantai, Shandong'),
      phone: '+86 535 000 0000',
      email: 'hello@penglai-cliffside.example',
      hours: l('每天 9:30 至 17:30', '每天 9:30 至 17:30', 'Every day, 9:30 to 17:30'),
      weibo_url: 'https://weibo.com/penglaicliffside',
      wechat_qr: '/media/demo/qr-wechat.svg',
      service_qr: '/media/demo/qr-service.svg',
      legal: l(
        '© 2026 蓬莱崖畔酒庄 · 未满 18 岁禁止饮酒 · 请理性饮酒',
        '© 2026 蓬萊崖畔酒莊 · 未滿 18 歲禁止飲酒 · 請理性飲酒',
        '© 2026 Penglai Cliffside Estate. Drinking age 18+. Please drink responsibly.',
      ),
      record: l('鲁ICP备2026000000号-1', '魯ICP備2026000000號-1', 'Lu ICP No. 2026000000-1'),
      share_title: l('蓬莱崖畔酒庄', '蓬萊崖畔酒莊', 'Penglai Cliffside Estate'),
      share_intro: l(
        '蓬莱海边崖畔的精品酒庄，渤海的风吹过每一行葡萄藤。',
        '蓬萊海邊崖畔的精品酒莊，渤海的風吹過每一行葡萄藤。',
        'A boutique winery on the cliffs of Penglai, where the Bohai Sea wind runs through every row of vines.',
      ),
    })
    .execute();
}
