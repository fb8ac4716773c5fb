import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { activityGet, activityIndex } from '../../../../contract/content';
import type { Lang } from '../../../../contract/lang';
import type { ActivitiesTable } from '../../../db/content-schema';
import { isRowId, siteImage, text } from '../../../domain/content';
import { fail, ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

type ActivityRow = Selectable<ActivitiesTable> & { live_series_id: number | null };

const answer = (row: ActivityRow, lang: Lang) => ({
  id: row.id,
  title: text(row.title, lang),
  intro: text(row.intro, lang),
  image: siteImage(row.image),
  series_id: row.live_series_id,
});

/**
 * /api/member/activity/index and /get (public). The index answers the promotion live now —
 * switched on and `starts_at <= now() < ends_at`, the first by sort then id — or null, which
 * hides the floating badge. `series_id` is null when the linked series is switched off.
 */
export default async function activity(app: FastifyInstance) {
  const visible = () =>
    app.db
      .selectFrom('activities as a')
      .leftJoin('wine_series as s', (join) => join.onRef('s.id', '=', 'a.wine_series_id').on('s.switch', '=', 1))
      .selectAll('a')
      .select('s.id as live_series_id')
      .where('a.switch', '=', 1);

  registerRead(app, activityIndex, async (_input, lang) => {
    const row = await visible()
      .where('a.starts_at', '<=', sql<Date>`now()`)
      .where('a.ends_at', '>', sql<Date>`now()`)
      .orderBy('a.sort')
      .orderBy('a.id')
      .limit(1)
      .executeTakeFirst();
    return ok(row ? answer(row, lang) : null);
  });

  registerRead(app, activityGet, async (input, lang) => {
    if (!isRowId(input.id)) return fail('error.notFound');
    const row = await visible().where('a.id', '=', input.id).executeTakeFirst();
    return row ? ok(answer(row, lang)) : fail('error.notFound');
  });
}
