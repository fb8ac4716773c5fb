import type { FastifyInstance } from 'fastify';
import { awardList } from '../../../../contract/content';
import type { AwardCategory } from '../../../db/content-schema';
import { richText, siteImages, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** The award tabs of spec §9, always all three, in this order. */
export const AWARD_TABS: readonly AwardCategory[] = [1, 5, 10];

/** /api/winery/award/list: awards grouped by `categroy` (international, national, critics). */
export default async function award(app: FastifyInstance) {
  registerRead(app, awardList, async (_input, lang) => {
    const rows = await app.db
      .selectFrom('awards')
      .selectAll()
      .where('switch', '=', 1)
      .where('category', 'in', [...AWARD_TABS])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(
      AWARD_TABS.map((categroy) => ({
        categroy,
        list: rows
          .filter((row) => row.category === categroy)
          .map((row) => ({
            id: row.id,
            images: siteImages(row.images),
            year: row.year,
            intro: text(row.intro, lang),
            content: richText(row.content, lang),
          })),
      })),
    );
  });
}
