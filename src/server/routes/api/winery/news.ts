import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newsGet, newsList } from '../../../../contract/content';
import { isRowId, richText, siteImages, text, ymd } from '../../../domain/content';
import { fail, ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

export const NEWS_PAGE_DEFAULT = 1;
export const NEWS_PAGESIZE_DEFAULT = 10;

/**
 * /api/winery/news/list and /get. Newest first (release date, then id); in the detail,
 * `prev_id` is the item before it in that order (newer) and `next_id` the one after (older),
 * null at either end.
 */
export default async function news(app: FastifyInstance) {
  const visible = () => app.db.selectFrom('news').where('switch', '=', 1);

  registerRead(app, newsList, async (input, lang) => {
    const page = input.page ?? NEWS_PAGE_DEFAULT;
    const pagesize = input.pagesize ?? NEWS_PAGESIZE_DEFAULT;
    const { total } = await visible()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const offset = (page - 1) * pagesize;
    const rows =
      offset >= Number(total)
        ? []
        : await visible()
            .select(['id', 'title', 'summary', 'images', 'is_text', ymd('releasedate').as('releasedate')])
            .orderBy('releasedate', 'desc')
            .orderBy('id', 'desc')
            .limit(pagesize)
            .offset(offset)
            .execute();
    return ok({
      list: rows.map((row) => ({
        id: row.id,
        title: text(row.title, lang),
        summary: text(row.summary, lang),
        releasedate: row.releasedate,
        images: siteImages(row.images),
        is_text: row.is_text,
      })),
      total: Number(total),
      page,
      pagesize,
    });
  });

  registerRead(app, newsGet, async (input, lang) => {
    if (!isRowId(input.id)) return fail('error.notFound');
    const row = await visible()
      .select(['id', 'title', 'summary', 'content', 'images', 'is_text', ymd('releasedate').as('releasedate')])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) return fail('error.notFound');
    const position = sql`(releasedate, id)`;
    const here = sql`(${row.releasedate}::date, ${row.id}::integer)`;
    const [newer, older] = await Promise.all([
      visible().select('id').where(sql<boolean>`${position} > ${here}`).orderBy('releasedate').orderBy('id').limit(1).executeTakeFirst(),
      visible()
        .select('id')
        .where(sql<boolean>`${position} < ${here}`)
        .orderBy('releasedate', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return ok({
      id: row.id,
      title: text(row.title, lang),
      summary: text(row.summary, lang),
      releasedate: row.releasedate,
      images: siteImages(row.images),
      is_text: row.is_text,
      content: richText(row.content, lang),
      prev_id: newer?.id ?? null,
      next_id: older?.id ?? null,
    });
  });
}
