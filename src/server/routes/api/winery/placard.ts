import type { FastifyInstance } from 'fastify';
import { pick } from '../../../../contract/lang';
import { placardGet } from '../../../../contract/winery';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** The notice banner text; switched off (and empty) when no placard is set. A cached read: its answer per language is served as bytes. */
export default async function placard(app: FastifyInstance) {
  registerRead(app, placardGet, async (_input, lang) => {
    const row = await app.db.selectFrom('placard').select(['switch', 'content']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) return ok({ switch: 0, content_cn: '', content_tw: '', content_en: '', content: '' });
    return ok({
      switch: row.switch === 1 ? 1 : 0,
      content_cn: row.content.cn,
      content_tw: row.content.tw,
      content_en: row.content.en,
      content: pick(row.content, lang),
    });
  });
}
