import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { wineGet, wineList } from '../../../../contract/content';
import type { Lang } from '../../../../contract/lang';
import { formatCents, formatFen } from '../../../../contract/money';
import type { WineSeriesTable, WinesTable } from '../../../db/content-schema';
import { isRowId, richText, siteImage, siteImages, text } from '../../../domain/content';
import { priceRulesAt, priceWith, pricingAt, type EffectivePrice } from '../../../domain/promotions';
import { facetsOf, searchWines } from '../../../domain/wine-search';
import { fail, ok } from '../../../plugins/api';
import { registerRead } from '../../../plugins/read-call';

const series = (row: Selectable<WineSeriesTable>, lang: Lang) => ({
  id: row.id,
  title: text(row.title, lang),
  intro: text(row.intro, lang),
  image: siteImage(row.image),
});

/**
 * Prices as decimal strings from integer fen/cents, as they are now (domain/promotions.ts);
 * `original_price` is the list price while a promotion reduces it, else ''.
 */
const wine = (row: Selectable<WinesTable>, price: EffectivePrice, lang: Lang) => ({
  id: row.id,
  series_id: row.series_id,
  title: text(row.title, lang),
  en_title: row.title.en,
  intro: text(row.intro, lang),
  price: formatFen(price.price_fen),
  dollar_price: formatCents(price.dollar_price_cents),
  original_price: price.activity_id === null ? '' : formatFen(price.list_price_fen),
  alcohol: row.alcohol,
  type: text(row.type, lang),
  volume: row.volume,
  grape: text(row.grape, lang),
  vintage: row.vintage,
  images: siteImages(row.images),
  stock: row.stock,
  is_sell: row.is_sell,
});

/**
 * /api/winery/wine/list (searched, filtered and sorted in SQL: domain/wine-search.ts) and /get.
 * A wine shows only while it and its series are switched on.
 */
export default async function wines(app: FastifyInstance) {
  const visibleSeries = () => app.db.selectFrom('wine_series').selectAll().where('switch', '=', 1);
  const visibleWines = () =>
    app.db
      .selectFrom('wines')
      .selectAll('wines')
      .where('wines.switch', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('wine_series as s').select('s.id').whereRef('s.id', '=', 'wines.series_id').where('s.switch', '=', 1)),
      );

  registerRead(app, wineList, async (input, lang) => {
    const seriesId = input.series_id;
    if (seriesId !== undefined && !isRowId(seriesId)) return fail('error.notFound');
    const allSeries = await visibleSeries().orderBy('sort').orderBy('id').execute();
    if (seriesId !== undefined && !allSeries.some((s) => s.id === seriesId)) return fail('error.notFound');
    let query = visibleWines();
    if (seriesId !== undefined) query = query.where('wines.series_id', '=', seriesId);
    const rules = await priceRulesAt(app.db, new Date());
    const rows = await searchWines(query, input, lang, rules).execute();
    const facets = input.facets === '1' ? { facets: facetsOf(await query.execute(), lang, rules) } : {};
    return ok({
      series: allSeries.map((s) => series(s, lang)),
      list: rows.map((row) => wine(row, priceWith(rules, row), lang)),
      ...facets,
    });
  });

  registerRead(app, wineGet, async (input, lang) => {
    if (!isRowId(input.id)) return fail('error.notFound');
    const row = await visibleWines().where('wines.id', '=', input.id).executeTakeFirst();
    if (!row) return fail('error.notFound');
    const seriesRow = await visibleSeries().where('id', '=', row.series_id).executeTakeFirstOrThrow();
    const priceOf = await pricingAt(app.db);
    return ok({
      ...wine(row, priceOf(row), lang),
      description: richText(row.description, lang),
      tasting_notes: text(row.tasting_notes, lang),
      series: series(seriesRow, lang),
    });
  });
}
