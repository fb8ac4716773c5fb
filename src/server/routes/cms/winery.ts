import type { FastifyInstance } from 'fastify';
import { villaList, winerySectionList } from '../../../contract/content';
import { siteImages, text } from '../../domain/content';
import { ok } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/** Content host /cms/winery/list (the winery building's sections) and /cms/winery/villa/list. */
export default async function winery(app: FastifyInstance) {
  registerRead(app, winerySectionList, async (_input, lang) => {
    const rows = await app.db.selectFrom('winery_sections').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        entitle: row.entitle,
        brief: text(row.brief, lang),
        title: text(row.title, lang),
        intro: text(row.intro, lang),
        images: siteImages(row.images),
      })),
    );
  });

  registerRead(app, villaList, async (_input, lang) => {
    const rows = await app.db.selectFrom('villas').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        entitle: row.entitle,
        title: text(row.title, lang),
        intro: text(row.intro, lang),
        images: siteImages(row.images),
      })),
    );
  });
}
