import type { FastifyInstance } from 'fastify';
import { brandList } from '../../../../contract/content';
import { siteImages, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** /api/winery/brand/list: the brand page's sections. */
export default async function brand(app: FastifyInstance) {
  registerRead(app, brandList, async (_input, lang) => {
    const rows = await app.db.selectFrom('brand_sections').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        title: text(row.title, lang),
        entitle: row.entitle,
        intro: text(row.intro, lang),
        images: siteImages(row.images),
      })),
    );
  });
}
