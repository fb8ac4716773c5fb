import type { Selectable } from 'kysely';
import { pick, type Lang, type Localized } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { formatCents, formatFen } from '../../../contract/money';
import type { CatalogueSeries, CatalogueWine, CatalogueWineRow, SeriesForm, WineForm } from '../../../contract/staff-catalogue';
import type { Db } from '../../db/database';
import type { WineSeriesTable, WinesTable } from '../../db/content-schema';
import { CONTENT_IMAGE_WIDTHS } from '../../../contract/staff-content';
import { contentMediaUrl } from '../content-editing/media';
import { sanitizeHtml } from '../sanitize-html';
import { appendAudit, canonicalJson, type StaffActor } from '../staff-audit';
import { heldOf } from './held';

/**
 * Wine series and wines as staff read and change them: the live rows of the public shop
 * (`wines`, `wine_series`), all three languages side by side, list prices as typed in yuan /
 * dollars and kept as integer fen / cents. A change reaches the public wine list and page within
 * READ_CACHE_MS and the next checkout at once (the cart is priced from the row, domain/cart.ts);
 * orders already placed keep the unit prices they were placed at (`goods_order_items`).
 * Each save writes one audit row with the changed fields before → after, in its transaction.
 */
export type Saved<T> = { ok: true; value: T; created: boolean; changed: boolean } | { ok: false; key: MessageKey };

const LANGS = ['cn', 'tw', 'en'] as const;
const three = (form: Record<string, unknown>, name: string, clean: (s: string) => string = (s) => s): Localized =>
  Object.fromEntries(LANGS.map((l) => [l, clean(String(form[`${name}_${l}`] ?? ''))])) as Localized;
/** jsonb answers its keys in its own order: compare as canonical JSON. */
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

function wineOf(row: Selectable<WinesTable>, held: number): CatalogueWine {
  return {
    id: row.id,
    series_id: row.series_id,
    title: row.title,
    intro: row.intro,
    description: row.description,
    tasting_notes: row.tasting_notes,
    type: row.type,
    grape: row.grape,
    alcohol: row.alcohol,
    volume: row.volume,
    vintage: row.vintage,
    price: formatFen(row.price_fen),
    dollar_price: formatCents(row.dollar_price_cents),
    images: row.images,
    is_sell: row.is_sell,
    switch: row.switch,
    sort: row.sort,
    stock: row.stock,
    held,
  };
}

function seriesOf(row: Selectable<WineSeriesTable>, wines: number): CatalogueSeries {
  return { id: row.id, title: row.title, intro: row.intro, image: row.image, switch: row.switch, sort: row.sort, wines };
}

/** Every series and every wine, switched off ones too, in the shop's order. */
export async function catalogueList(db: Db, lang: Lang): Promise<{ series: CatalogueSeries[]; wines: CatalogueWineRow[] }> {
  const series = await db.selectFrom('wine_series').selectAll().orderBy('sort').orderBy('id').execute();
  const wines = await db
    .selectFrom('wines as w')
    .innerJoin('wine_series as s', 's.id', 'w.series_id')
    .selectAll('w')
    .select(['s.title as series_title', 's.sort as series_sort'])
    .orderBy('s.sort')
    .orderBy('s.id')
    .orderBy('w.sort')
    .orderBy('w.id')
    .execute();
  const held = await heldOf(db);
  const count = new Map<number, number>();
  for (const w of wines) count.set(w.series_id, (count.get(w.series_id) ?? 0) + 1);
  return {
    series: series.map((s) => seriesOf(s, count.get(s.id) ?? 0)),
    wines: wines.map((w) => ({
      id: w.id,
      series_id: w.series_id,
      series: pick(w.series_title, lang),
      title: pick(w.title, lang),
      vintage: w.vintage,
      volume: w.volume,
      price: formatFen(w.price_fen),
      dollar_price: formatCents(w.dollar_price_cents),
      stock: w.stock,
      held: held.get(w.id) ?? 0,
      is_sell: w.is_sell,
      switch: w.switch,
      image: w.images[0] ?? '',
    })),
  };
}

/** One wine for the editor, the series to choose from and the pictures the site already has. */
export async function catalogueWine(db: Db, id: number, lang: Lang) {
  const row = await db.selectFrom('wines').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const held = (await heldOf(db, [id])).get(id) ?? 0;
  const series = await db.selectFrom('wine_series').select(['id', 'title']).orderBy('sort').orderBy('id').execute();
  return { wine: wineOf(row, held), series: series.map((s) => ({ id: s.id, title: pick(s.title, lang) })), media: await siteMedia(db) };
}

/** Pictures already on the site (wines, series) and those staff uploaded for content (the first size the site serves), newest uploads first. */
async function siteMedia(db: Db): Promise<string[]> {
  const wines = await db.selectFrom('wines').select('images').execute();
  const series = await db.selectFrom('wine_series').select('image').execute();
  const uploads = await db.selectFrom('content_media').select('id').orderBy('created_at', 'desc').limit(60).execute();
  const all = new Set<string>();
  for (const w of wines) for (const url of w.images) all.add(url);
  for (const s of series) if (s.image) all.add(s.image);
  return [...uploads.map((u) => contentMediaUrl(u.id, CONTENT_IMAGE_WIDTHS[0])), ...[...all].sort()];
}

/** The columns a wine form sets, as stored. */
function wineColumns(form: WineForm) {
  return {
    series_id: form.series_id,
    title: three(form, 'title'),
    intro: three(form, 'intro'),
    description: three(form, 'description', sanitizeHtml),
    tasting_notes: three(form, 'tasting_notes'),
    type: three(form, 'type'),
    grape: three(form, 'grape'),
    alcohol: form.alcohol,
    volume: form.volume,
    vintage: form.vintage,
    price_fen: form.price,
    dollar_price_cents: form.dollar_price,
    images: form.images,
    is_sell: form.is_sell,
    switch: form.switch,
    sort: form.sort,
  };
}
type WineColumns = ReturnType<typeof wineColumns>;
const JSON_COLUMNS = new Set(['title', 'intro', 'description', 'tasting_notes', 'type', 'grape', 'images']);
const forDb = (cols: Partial<WineColumns>) =>
  Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, JSON_COLUMNS.has(k) ? JSON.stringify(v) : v]));

export async function saveWine(db: Db, actor: StaffActor, form: WineForm): Promise<Saved<CatalogueWine>> {
  return db.transaction().execute(async (trx): Promise<Saved<CatalogueWine>> => {
    const series = await trx.selectFrom('wine_series').select('id').where('id', '=', form.series_id).executeTakeFirst();
    if (!series) return { ok: false, key: 'staffCatalogue.seriesNotFound' };
    const next = wineColumns(form);
    if (form.id === 0) {
      const row = await trx.insertInto('wines').values(forDb(next) as never).returningAll().executeTakeFirstOrThrow();
      await appendAudit(trx, actor, { action: 'catalogue.wine.create', object: `wine:${row.id}`, after: next });
      return { ok: true, value: wineOf(row, 0), created: true, changed: true };
    }
    const before = await trx.selectFrom('wines').selectAll().where('id', '=', form.id).forUpdate().executeTakeFirst();
    if (!before) return { ok: false, key: 'staffCatalogue.wineNotFound' };
    const changedKeys = (Object.keys(next) as (keyof WineColumns)[]).filter((k) => !same(before[k], next[k]));
    const held = (await heldOf(trx, [form.id])).get(form.id) ?? 0;
    if (changedKeys.length === 0) return { ok: true, value: wineOf(before, held), created: false, changed: false };
    const changed = Object.fromEntries(changedKeys.map((k) => [k, next[k]])) as Partial<WineColumns>;
    const row = await trx.updateTable('wines').set(forDb(changed)).where('id', '=', form.id).returningAll().executeTakeFirstOrThrow();
    await appendAudit(trx, actor, {
      action: 'catalogue.wine.update',
      object: `wine:${form.id}`,
      before: Object.fromEntries(changedKeys.map((k) => [k, before[k]])),
      after: changed,
    });
    return { ok: true, value: wineOf(row, held), created: false, changed: true };
  });
}

export async function saveSeries(db: Db, actor: StaffActor, form: SeriesForm): Promise<Saved<CatalogueSeries>> {
  return db.transaction().execute(async (trx): Promise<Saved<CatalogueSeries>> => {
    const next = { title: three(form, 'title'), intro: three(form, 'intro'), image: form.image, switch: form.switch, sort: form.sort };
    const stored = { ...next, title: JSON.stringify(next.title), intro: JSON.stringify(next.intro) };
    if (form.id === 0) {
      const row = await trx.insertInto('wine_series').values(stored).returningAll().executeTakeFirstOrThrow();
      await appendAudit(trx, actor, { action: 'catalogue.series.create', object: `wine_series:${row.id}`, after: next });
      return { ok: true, value: seriesOf(row, 0), created: true, changed: true };
    }
    const before = await trx.selectFrom('wine_series').selectAll().where('id', '=', form.id).forUpdate().executeTakeFirst();
    if (!before) return { ok: false, key: 'staffCatalogue.seriesNotFound' };
    const { count } = await trx.selectFrom('wines').select((eb) => eb.fn.countAll<string>().as('count')).where('series_id', '=', form.id).executeTakeFirstOrThrow();
    const keys = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !same(before[k], next[k]));
    if (keys.length === 0) return { ok: true, value: seriesOf(before, Number(count)), created: false, changed: false };
    const row = await trx
      .updateTable('wine_series')
      .set(Object.fromEntries(keys.map((k) => [k, stored[k]])))
      .where('id', '=', form.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, actor, {
      action: 'catalogue.series.update',
      object: `wine_series:${form.id}`,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, next[k]])),
    });
    return { ok: true, value: seriesOf(row, Number(count)), created: false, changed: true };
  });
}
