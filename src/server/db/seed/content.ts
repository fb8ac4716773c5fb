import type { Transaction } from 'kysely';
import type { Localized } from '../../../contract/lang';
import { sanitizeHtml } from '../../domain/sanitize-html';
import type { Database } from '../schema';
import { ACTIVITIES, BANNERS, BRAND_SECTIONS, DYNAMICS, ROTATIONS } from './content/pages';
import { NEWS } from './content/news';
import { AWARDS, HISTORIES, TEAM_MEMBERS } from './content/people';
import { REPORT_YEARS } from './content/reports';
import { ANALYSES, CONCEPTS, GRAPE_VARIETIES, VINEYARD_SECTIONS } from './content/vineyard';
import { DESIGNS, EXPERIENCES, TASTING_NOTES, VILLAS, WINE_FACTS, WINERY_SECTIONS } from './content/estate';
import { WINE_SERIES, WINES, type SeriesKey } from './content/wines';

/** jsonb columns (Localized texts, image lists) are written as JSON strings. */
type Encoded<R> = { [K in keyof R]: R[K] extends string | number | null | undefined ? R[K] : string };

/** Rich-text columns, sanitised on the way in (and again on the way out, by the routes). */
const RICH_TEXT = new Set(['content', 'description']);
const sanitized = (text: Localized): Localized => ({ cn: sanitizeHtml(text.cn), tw: sanitizeHtml(text.tw), en: sanitizeHtml(text.en) });

function encode<R extends object>(row: R, index: number): Encoded<R> & { sort: number } {
  const out: Record<string, unknown> = { sort: (index + 1) * 10 };
  for (const [key, raw] of Object.entries(row)) {
    const value = RICH_TEXT.has(key) ? sanitized(raw as Localized) : raw;
    out[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return out as Encoded<R> & { sort: number };
}

const encodeAll = <R extends object>(rows: readonly R[]) => rows.map(encode);

/**
 * The demo brand content: wines, pages, vineyard, reports, villa and experiences in cn, tw and en.
 * Inserts only; the caller runs it once, inside a transaction, on an empty content schema.
 */
export async function seedContent(trx: Transaction<Database>): Promise<void> {
  const seriesIds = new Map<SeriesKey, number>();
  for (const [i, { key, ...series }] of WINE_SERIES.entries()) {
    const row = await trx
      .insertInto('wine_series')
      .values(encode(series, i))
      .returning('id')
      .executeTakeFirstOrThrow();
    seriesIds.set(key, row.id);
  }
  const seriesId = (key: SeriesKey): number => {
    const id = seriesIds.get(key);
    if (id === undefined) throw new Error(`seed: unknown wine series ${key}`);
    return id;
  };

  await trx
    .insertInto('wines')
    .values(WINES.map(({ series, ...wine }, i) => ({ ...encode(wine, i), series_id: seriesId(series) })))
    .execute();
  await trx
    .insertInto('activities')
    .values(
      ACTIVITIES.map(({ series, ...activity }, i) => ({
        ...encode(activity, i),
        wine_series_id: series ? seriesId(series) : null,
      })),
    )
    .execute();

  await trx.insertInto('rotations').values(encodeAll(ROTATIONS)).execute();
  await trx.insertInto('banners').values(encodeAll(BANNERS)).execute();
  await trx.insertInto('brand_sections').values(encodeAll(BRAND_SECTIONS)).execute();
  await trx.insertInto('dynamics').values(encodeAll(DYNAMICS)).execute();
  await trx.insertInto('news').values(encodeAll(NEWS)).execute();

  for (const [i, { items, ...history }] of HISTORIES.entries()) {
    const row = await trx.insertInto('histories').values(encode(history, i)).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('history_items')
      .values(items.map((intro, k) => ({ ...encode({ intro }, k), history_id: row.id })))
      .execute();
  }
  await trx.insertInto('team_members').values(encodeAll(TEAM_MEMBERS)).execute();
  await trx.insertInto('awards').values(encodeAll(AWARDS)).execute();

  await trx.insertInto('winery_sections').values(encodeAll(WINERY_SECTIONS)).execute();
  await trx.insertInto('designs').values(encodeAll(DESIGNS)).execute();
  await trx.insertInto('vineyard_sections').values(encodeAll(VINEYARD_SECTIONS)).execute();
  await trx.insertInto('concepts').values(encodeAll(CONCEPTS)).execute();
  await trx.insertInto('analyses').values(encodeAll(ANALYSES)).execute();
  await trx.insertInto('grape_varieties').values(encodeAll(GRAPE_VARIETIES)).execute();

  for (const [i, { reports, ...year }] of REPORT_YEARS.entries()) {
    const row = await trx.insertInto('report_years').values(encode(year, i)).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('reports')
      .values(reports.map((report, k) => ({ ...encode(report, k), years_id: row.id })))
      .execute();
  }

  await trx.insertInto('villas').values(encodeAll(VILLAS)).execute();
  await trx.insertInto('experiences').values(encodeAll(EXPERIENCES)).execute();
  await trx.insertInto('wine_facts').values(encodeAll(WINE_FACTS)).execute();
  await trx.insertInto('tasting_notes').values(encodeAll(TASTING_NOTES)).execute();
}
