import type { FastifyInstance } from 'fastify';
import { experienceGet } from '../../../contract/content';
import { siteImages, text } from '../../domain/content';
import { ok } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/** Content host /cms/experience/get: the experiences, the wine facts and tasting notes of spec §9. */
export default async function experience(app: FastifyInstance) {
  registerRead(app, experienceGet, async (_input, lang) => {
    const [list, facts, notes] = await Promise.all([
      app.db.selectFrom('experiences').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute(),
      app.db.selectFrom('wine_facts').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute(),
      app.db.selectFrom('tasting_notes').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute(),
    ]);
    return ok({
      list: list.map((row) => ({ id: row.id, title: text(row.title, lang), intro: text(row.intro, lang), images: siteImages(row.images) })),
      facts: facts.map((row) => ({ id: row.id, key: row.key, title: text(row.title, lang), value: row.value, intro: text(row.intro, lang) })),
      tasting_notes: notes.map((row) => ({ id: row.id, name: text(row.name, lang), intro: text(row.intro, lang) })),
    });
  });
}
