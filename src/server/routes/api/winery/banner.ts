import type { FastifyInstance } from 'fastify';
import { bannerGet } from '../../../../contract/content';
import type { BannerPage } from '../../../db/content-schema';
import { siteImages, text } from '../../../domain/content';
import { ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

/** /api/winery/banner/get: the head picture and title of a page; null when the page has none. */
export default async function banner(app: FastifyInstance) {
  registerRead(app, bannerGet, async (input, lang) => {
    const row = await app.db
      .selectFrom('banners')
      .selectAll()
      .where('page', '=', input.page as BannerPage)
      .where('switch', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return ok(null);
    return ok({
      id: row.id,
      page: row.page,
      entitle: row.entitle,
      title: text(row.title, lang),
      intro: text(row.intro, lang),
      images: siteImages([row.image]),
    });
  });
}
