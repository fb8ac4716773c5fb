import type { FastifyInstance } from 'fastify';
import { historyList } from '../../../../contract/content';
import { siteImages, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** /api/winery/history/list: the brand's history by years, each year with its events. */
export default async function history(app: FastifyInstance) {
  registerRead(app, historyList, async (_input, lang) => {
    const years = await app.db.selectFrom('histories').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    const items =
      years.length === 0
        ? []
        : await app.db
            .selectFrom('history_items')
            .select(['id', 'history_id', 'intro'])
            .where('switch', '=', 1)
            .where(
              'history_id',
              'in',
              years.map((y) => y.id),
            )
            .orderBy('sort')
            .orderBy('id')
            .execute();
    return ok(
      years.map((year) => ({
        id: year.id,
        images: siteImages(year.images),
        years: year.years,
        history: items.filter((item) => item.history_id === year.id).map((item) => ({ id: item.id, intro: text(item.intro, lang) })),
      })),
    );
  });
}
