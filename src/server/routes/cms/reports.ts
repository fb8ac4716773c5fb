import type { FastifyInstance } from 'fastify';
import { reportsGet, reportsList } from '../../../contract/content';
import { isRowId, richText, siteImages, text, ymd } from '../../domain/content';
import { fail, ok } from '../../plugins/api';
import { registerRead } from '../../plugins/read-call';

/** Content host /cms/reports/list (harvest reports by year) and /cms/reports/get. */
export default async function reports(app: FastifyInstance) {
  const visibleReports = () =>
    app.db
      .selectFrom('reports as r')
      .innerJoin('report_years as y', 'y.id', 'r.years_id')
      .where('r.switch', '=', 1)
      .where('y.switch', '=', 1);

  registerRead(app, reportsList, async (_input, lang) => {
    const years = await app.db.selectFrom('report_years').selectAll().where('switch', '=', 1).orderBy('sort').orderBy('id').execute();
    const rows = await visibleReports().select(['r.id', 'r.years_id', 'r.title']).orderBy('r.sort').orderBy('r.id').execute();
    return ok(
      years.map((year) => ({
        id: year.id,
        images: siteImages(year.images),
        years: year.years,
        history: rows.filter((r) => r.years_id === year.id).map((r) => ({ id: r.id, title: text(r.title, lang) })),
      })),
    );
  });

  registerRead(app, reportsGet, async (input, lang) => {
    if (!isRowId(input.id)) return fail('error.notFound');
    const row = await visibleReports()
      .select(['r.id', 'r.years_id', 'y.years', 'r.title', 'r.content', ymd('r.reportdate').as('reportdate')])
      .where('r.id', '=', input.id)
      .executeTakeFirst();
    if (!row) return fail('error.notFound');
    return ok({
      id: row.id,
      years_id: row.years_id,
      years: row.years,
      title: text(row.title, lang),
      reportdate: row.reportdate,
      content: richText(row.content, lang),
    });
  });
}
