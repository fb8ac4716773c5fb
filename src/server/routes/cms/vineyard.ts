import type { FastifyInstance } from 'fastify';
import { analysisList, conceptList, grapeList, vineyardList } from '../../../contract/content';
import { siteImage, siteImages, text } from '../../domain/content';
import { ok } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/**
 * The garden (vineyard) page's calls on the content host: /cms/vineyard/list, /cms/concept/list,
 * /cms/analysis/list and /cms/grape/list (the seven varieties of spec §9).
 */
export default async function vineyard(app: FastifyInstance) {
  registerRead(app, vineyardList, async (_input, lang) => {
    const rows = await app.db.selectFrom('vineyard_sections').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        category: row.category,
        is_img: row.is_img,
        entitle: row.entitle,
        title: text(row.title, lang),
        images: siteImages(row.images),
        intro_title: text(row.intro_title, lang),
        intro: text(row.intro, lang),
        intro_images: siteImages(row.intro_images),
      })),
    );
  });

  registerRead(app, conceptList, async (_input, lang) => {
    const rows = await app.db.selectFrom('concepts').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(rows.map((row) => ({ id: row.id, title: text(row.title, lang), intro: text(row.intro, lang), image: siteImage(row.image) })));
  });

  registerRead(app, analysisList, async (_input, lang) => {
    const rows = await app.db.selectFrom('analyses').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        title: text(row.title, lang),
        value: text(row.value, lang),
        intro: text(row.intro, lang),
        image: siteImage(row.image),
      })),
    );
  });

  registerRead(app, grapeList, async (_input, lang) => {
    const rows = await app.db.selectFrom('grape_varieties').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    return ok(
      rows.map((row) => ({
        id: row.id,
        name: text(row.name, lang),
        color: row.color,
        intro: text(row.intro, lang),
        image: siteImage(row.image),
      })),
    );
  });
}
