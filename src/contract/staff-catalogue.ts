import * as z from 'zod/mini';
import { defineCall, LangField, type ApiCall } from './envelope';

/**
 * The catalogue in the staff console (issue 14 item 2): wine series and wines — names and texts
 * in cn, tw and en side by side, pictures, vintage, volume, grapes, list prices in both currencies
 * (typed as yuan / dollars with up to two decimals, stored as integer fen / cents), on or off sale —
 * and stock adjustments, each with a reason and a history row. Roles `owner` and `shop` change,
 * `auditor` reads (./staff-access.ts). Messages: `staffCatalogue.*`.
 */
const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

export const STOCK_REASONS = ['received', 'breakage', 'tasting', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** Reasons that only take bottles away (breakage, tasting) or only add (received); a correction goes either way. */
export const STOCK_REASON_SIGN: Record<StockReason, 1 | -1 | 0> = { received: 1, breakage: -1, tasting: -1, correction: 0 };
/** Bottles one adjustment may move. */
export const STOCK_DELTA_MAX = 100_000;
/** List prices: at most 1,000,000.00 yuan / dollars. */
export const PRICE_MAX_MINOR = 100_000_000;
export const TITLE_MAX = 80;
export const INTRO_MAX = 500;
export const TEXT_MAX = 5000;
export const SHORT_MAX = 40;
export const NOTE_MAX = 200;
export const IMAGES_MAX = 8;
export const CATALOGUE_LANGS = ['cn', 'tw', 'en'] as const;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
const chars = (s: string) => [...s].length;
/** A line of text: no control characters at all, at most `max` characters, required unless `optional`. */
export const line = (max: number, tooLong: string, required?: string) =>
  text().check(
    ...(required ? [z.minLength(1, required)] : []),
    z.refine((s) => chars(s) <= max, tooLong),
    z.refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'staffCatalogue.textInvalid'),
  );
/** A longer text (line breaks allowed). */
export const longText = (max: number, tooLong: string) =>
  text().check(z.refine((s) => chars(s) <= max, tooLong), z.refine((s) => !CONTROL.test(s), 'staffCatalogue.textInvalid'));

/** Yuan / dollars as typed ("398", "398.5", "398.50") → integer fen / cents, more than 0. */
export const moneyField = () =>
  z.pipe(
    text().check(
      z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'staffCatalogue.priceInvalid'),
      z.refine((s) => toMinor(s) > 0 && toMinor(s) <= PRICE_MAX_MINOR, 'staffCatalogue.priceInvalid'),
    ),
    z.transform(toMinor),
  );
export function toMinor(typed: string): number {
  const [whole = '0', part = ''] = typed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

export const rowId = (key: string) =>
  z.pipe(text().check(z.regex(/^[1-9]\d{0,8}$/, key)), z.transform(Number));
/** 0 or empty makes a new row. */
export const idOrNew = (key: string) =>
  z.pipe(text().check(z.regex(/^(0|[1-9]\d{0,8})?$/, key)), z.transform((s) => (s === '' ? 0 : Number(s))));
export const flag = () => z.pipe(text().check(z.refine((s) => s === '0' || s === '1', 'staffCatalogue.flagInvalid')), z.transform(Number));
export const sort = () => z._default(z.pipe(text().check(z.regex(/^-?\d{1,6}$/, 'staffCatalogue.sortInvalid')), z.transform(Number)), 0);
/** A picture of the site: a path on this site (`/media/…`), one per line. */
const IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9._~\-/%]{1,300}$/;
const imageList = () =>
  z.pipe(
    text(),
    z.transform((s) => s.split(/[\n,]+/).map((u) => u.trim()).filter((u) => u !== '')),
  ).check(
    z.refine((list) => list.every((u) => IMAGE_PATH.test(u) && !u.includes('..')), 'staffCatalogue.imageInvalid'),
    z.refine((list) => list.length <= IMAGES_MAX, 'staffCatalogue.imagesTooMany'),
  );
const image = () => text().check(z.refine((u) => u === '' || (IMAGE_PATH.test(u) && !u.includes('..')), 'staffCatalogue.imageInvalid'));

/** One text in three languages, sent as `<name>_cn`, `<name>_tw`, `<name>_en`. */
export function localized<N extends string, T extends z.ZodMiniType = z.ZodMiniType<string, unknown>>(name: N, field: () => T) {
  return { [`${name}_cn`]: field(), [`${name}_tw`]: field(), [`${name}_en`]: field() } as Record<`${N}_${'cn' | 'tw' | 'en'}`, T>;
}
export type Localized3 = { cn: string; tw: string; en: string };
export const Localized3Schema = z.object({ cn: z.string(), tw: z.string(), en: z.string() });

// ── reads ───────────────────────────────────────────────────────────────────────────────────

export const CatalogueSeriesSchema = z.object({
  id: z.number(),
  title: Localized3Schema,
  intro: Localized3Schema,
  image: z.string(),
  switch: z.number(),
  sort: z.number(),
  wines: z.number(),
});
export type CatalogueSeries = z.infer<typeof CatalogueSeriesSchema>;

export const CatalogueWineRowSchema = z.object({
  id: z.number(),
  series_id: z.number(),
  series: z.string(),
  title: z.string(),
  vintage: z.number(),
  volume: z.string(),
  /** list prices, "398.00" */
  price: z.string(),
  dollar_price: z.string(),
  /** bottles free for sale (wines.stock) */
  stock: z.number(),
  /** bottles unpaid orders hold (already taken from stock) */
  held: z.number(),
  is_sell: z.number(),
  switch: z.number(),
  image: z.string(),
});
export type CatalogueWineRow = z.infer<typeof CatalogueWineRowSchema>;

export const staffCatalogueList = call(
  'catalogue/list',
  true,
  z.object({ lang: LangField }),
  z.object({ series: z.array(CatalogueSeriesSchema), wines: z.array(CatalogueWineRowSchema) }),
);

export const CatalogueWineSchema = z.object({
  id: z.number(),
  series_id: z.number(),
  title: Localized3Schema,
  intro: Localized3Schema,
  description: Localized3Schema,
  tasting_notes: Localized3Schema,
  type: Localized3Schema,
  grape: Localized3Schema,
  alcohol: z.string(),
  volume: z.string(),
  vintage: z.number(),
  price: z.string(),
  dollar_price: z.string(),
  images: z.array(z.string()),
  is_sell: z.number(),
  switch: z.number(),
  sort: z.number(),
  stock: z.number(),
  held: z.number(),
});
export type CatalogueWine = z.infer<typeof CatalogueWineSchema>;

/** A wine for the editor with the series it may belong to and the pictures already on the site. */
export const staffCatalogueWine = call(
  'catalogue/wine',
  true,
  z.object({ id: rowId('staffCatalogue.wineNotFound'), lang: LangField }),
  z.object({ wine: CatalogueWineSchema, series: z.array(z.object({ id: z.number(), title: z.string() })), media: z.array(z.string()) }),
);

export const StockRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.string(),
  delta: z.number(),
  reason: z.string(),
  note: z.string(),
  stock_after: z.number(),
  held: z.number(),
});
export type StockRow = z.infer<typeof StockRowSchema>;

export const staffStockHistory = call(
  'catalogue/stock/history',
  true,
  z.object({
    id: rowId('staffCatalogue.wineNotFound'),
    pageno: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000)), 1),
    pagesize: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
    lang: LangField,
  }),
  z.object({ total: z.number(), items: z.array(StockRowSchema) }),
);

// ── changes ─────────────────────────────────────────────────────────────────────────────────

export const WineFormSchema = z.object({
  id: idOrNew('staffCatalogue.wineNotFound'),
  series_id: rowId('staffCatalogue.seriesNotFound'),
  ...localized('title', () => line(TITLE_MAX, 'staffCatalogue.titleTooLong', 'staffCatalogue.titleRequired')),
  ...localized('intro', () => longText(INTRO_MAX, 'staffCatalogue.introTooLong')),
  ...localized('description', () => longText(TEXT_MAX, 'staffCatalogue.textTooLong')),
  ...localized('tasting_notes', () => longText(TEXT_MAX, 'staffCatalogue.textTooLong')),
  ...localized('type', () => line(SHORT_MAX, 'staffCatalogue.shortTooLong')),
  ...localized('grape', () => line(TITLE_MAX, 'staffCatalogue.shortTooLong')),
  alcohol: line(SHORT_MAX, 'staffCatalogue.shortTooLong'),
  volume: line(SHORT_MAX, 'staffCatalogue.shortTooLong', 'staffCatalogue.volumeRequired'),
  vintage: z.pipe(
    text().check(z.refine((s) => /^\d{4}$/.test(s) && Number(s) >= 1900 && Number(s) <= 2100, 'staffCatalogue.vintageInvalid')),
    z.transform(Number),
  ),
  price: moneyField(),
  dollar_price: moneyField(),
  images: imageList(),
  is_sell: flag(),
  switch: flag(),
  sort: sort(),
  lang: LangField,
});
export type WineForm = z.output<typeof WineFormSchema>;

export const staffCatalogueWineSave = call('catalogue/wine/save', false, WineFormSchema, CatalogueWineSchema);

export const SeriesFormSchema = z.object({
  id: idOrNew('staffCatalogue.seriesNotFound'),
  ...localized('title', () => line(TITLE_MAX, 'staffCatalogue.titleTooLong', 'staffCatalogue.titleRequired')),
  ...localized('intro', () => longText(INTRO_MAX, 'staffCatalogue.introTooLong')),
  image: image(),
  switch: flag(),
  sort: sort(),
  lang: LangField,
});
export type SeriesForm = z.output<typeof SeriesFormSchema>;

export const staffCatalogueSeriesSave = call('catalogue/series/save', false, SeriesFormSchema, CatalogueSeriesSchema);

export const StockFormSchema = z
  .object({
    id: rowId('staffCatalogue.wineNotFound'),
    delta: z.pipe(
      text().check(z.refine((s) => /^[+-]?\d{1,6}$/.test(s) && Number(s) !== 0 && Math.abs(Number(s)) <= STOCK_DELTA_MAX, 'staffCatalogue.deltaInvalid')),
      z.transform(Number),
    ),
    reason: z.pipe(text(), z.enum(STOCK_REASONS, 'staffCatalogue.reasonRequired')),
    note: line(NOTE_MAX, 'staffCatalogue.noteTooLong'),
    lang: LangField,
  })
  .check(
    z.refine((form) => STOCK_REASON_SIGN[form.reason] === 0 || Math.sign(form.delta) === STOCK_REASON_SIGN[form.reason], {
      message: 'staffCatalogue.deltaSign',
      path: ['delta'],
    }),
    z.refine((form) => form.reason !== 'correction' || form.note !== '', { message: 'staffCatalogue.noteRequired', path: ['note'] }),
  );
export type StockForm = z.output<typeof StockFormSchema>;

export const staffStockAdjust = call(
  'catalogue/stock',
  false,
  StockFormSchema,
  z.object({ stock: z.number(), held: z.number(), row: StockRowSchema }),
);

// ── bookable things: visit tiers, dinner menus, room types (role `bookings`) ──────────────────

export const PRICED_KINDS = ['visit', 'dining', 'room'] as const;
export type PricedKind = (typeof PRICED_KINDS)[number];

export const PricedRowSchema = z.object({
  kind: z.enum(PRICED_KINDS),
  id: z.number(),
  name: z.string(),
  /** per person (visit, dinner) or per night (room) */
  price: z.string(),
  dollar_price: z.string(),
  /** a room's Friday and Saturday nights; '' when they cost the same, and for visits and dinners */
  weekend_price: z.string(),
  weekend_dollar_price: z.string(),
  /** members may book it */
  open: z.number(),
});
export type PricedRow = z.infer<typeof PricedRowSchema>;

export const staffPricedList = call('catalogue/booking/list', true, z.object({ lang: LangField }), z.object({ items: z.array(PricedRowSchema) }));

/** An empty weekend price (both currencies) means weekends cost the same. */
const optionalMoney = () =>
  z.pipe(
    text().check(z.refine((s) => s === '' || (/^\d{1,9}(\.\d{1,2})?$/.test(s) && toMinor(s) > 0 && toMinor(s) <= PRICE_MAX_MINOR), 'staffCatalogue.priceInvalid')),
    z.transform((s) => (s === '' ? null : toMinor(s))),
  );

export const PricedFormSchema = z
  .object({
    kind: z.pipe(text(), z.enum(PRICED_KINDS, 'staffCatalogue.kindUnknown')),
    id: rowId('staffCatalogue.pricedNotFound'),
    price: moneyField(),
    dollar_price: moneyField(),
    weekend_price: z._default(optionalMoney(), null),
    weekend_dollar_price: z._default(optionalMoney(), null),
    open: flag(),
    lang: LangField,
  })
  .check(
    z.refine((form) => (form.weekend_price === null) === (form.weekend_dollar_price === null), { message: 'staffCatalogue.weekendBoth', path: ['weekend_price'] }),
    z.refine((form) => form.kind === 'room' || form.weekend_price === null, { message: 'staffCatalogue.weekendRoomOnly', path: ['weekend_price'] }),
  );
export type PricedForm = z.output<typeof PricedFormSchema>;

export const staffPricedSave = call('catalogue/booking/save', false, PricedFormSchema, PricedRowSchema);
