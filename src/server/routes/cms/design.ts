import type { FastifyInstance } from 'fastify';
import { designList } from '../../../contract/content';
import { siteImages, text } from '../../domain/content';
import { ok } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/** Content host /cms/design/list: the building's design story (winery page). */
export default async function design(app: FastifyInstance) {
  registerRead(app, designList, async (_input, lang) => {
    const rows = await app.db.selectFrom('designs').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(rows.map((row) => ({ id: row.id, title: text(row.title, lang), intro: text(row.intro, lang), images: siteImages(row.images) })));
  });
}
