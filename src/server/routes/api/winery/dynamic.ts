import type { FastifyInstance } from 'fastify';
import { dynamicList } from '../../../../contract/content';
import { safeLink, siteImage, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** /api/winery/dynamic/getDynamicList: the estate's latest happenings (home and winery pages). */
export default async function dynamic(app: FastifyInstance) {
  registerRead(app, dynamicList, async (_input, lang) => {
    const rows = await app.db.selectFrom('dynamics').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        image: siteImage(row.image),
        title: text(row.title, lang),
        intro: text(row.intro, lang),
        url: safeLink(row.url),
      })),
    );
  });
}
