import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * The content calls of a first visit: the home's sections (rotation, news, dynamics, wines), the
 * promotion badge's activity and the share targets the chrome reads. Apart from ./content.ts
 * (which re-exports all of it) so that the home's first load carries only these schemas.
 */
export const ContentId = z.number();
export const ContentImages = z.array(z.string());
export const ContentLangInput = z.object({ lang: LangField });
/** A public list of `item`s: every content list takes only the language. */
export const contentList = <T extends z.ZodMiniType>(path: string, item: T, input: z.ZodMiniType = ContentLangInput) =>
  defineCall({ path, auth: 'public', safe: true, input, output: z.array(item) });

const Id = ContentId;
const Images = ContentImages;
const Page = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
  pagesize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(50))),
  lang: LangField,
});
const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pagesize: z.number() });

export const RotationSchema = z.object({ id: Id, title: z.string(), entitle: z.string(), intro: z.string(), image: z.string(), link: z.string() });
export const NewsItemSchema = z.object({ id: Id, title: z.string(), summary: z.string(), releasedate: z.string(), images: Images, is_text: z.number() });
export const DynamicSchema = z.object({ id: Id, image: z.string(), title: z.string(), intro: z.string(), url: z.string() });
export const WineSeriesSchema = z.object({ id: Id, title: z.string(), intro: z.string(), image: z.string() });
export const WineSchema = z.object({
  id: Id,
  series_id: Id,
  title: z.string(),
  en_title: z.string(),
  intro: z.string(),
  price: z.string(),
  dollar_price: z.string(),
  original_price: z.string(),
  alcohol: z.string(),
  type: z.string(),
  volume: z.string(),
  grape: z.string(),
  vintage: z.number(),
  images: Images,
  stock: z.number(),
  is_sell: z.number(),
});
export { ActivitySchema, activityIndex } from './promotion-content';

export const SHARE_MODULES = ['ActiveDetail', 'SeriesDetail', 'ReportDetails', 'Reservation'] as const;
/**
 * The default share card's picture, and the size every share picture is drawn at: WeChat shows
 * only JPEG or PNG thumbnails, so SVG and WebP pictures are shared as JPEGs under /media/share/.
 */
export const DEFAULT_SHARE_IMAGE = '/media/share/demo-vineyard-dusk.jpg';
export const SHARE_IMAGE_SIZE = { width: 500, height: 400 } as const;
export type ShareModule = (typeof SHARE_MODULES)[number];
/** The hash route each share target opens and the query field carrying its id (spec §2). */
export const SHARE_TARGETS: Record<ShareModule, { path: string; query: 'Pid' | 'id' }> = {
  ActiveDetail: { path: '/activeDetail', query: 'Pid' },
  SeriesDetail: { path: '/seriesDetail', query: 'Pid' },
  ReportDetails: { path: '/reportDetails', query: 'id' },
  Reservation: { path: '/reservation', query: 'id' },
};

export const newsList = defineCall({ path: '/api/winery/news/list', auth: 'public', safe: true, input: Page, output: paged(NewsItemSchema) });
export const dynamicList = contentList('/api/winery/dynamic/getDynamicList', DynamicSchema);
export const rotationList = contentList('/api/winery/rotation/getRotationList', RotationSchema);
/** The kinds of wine the list filters by (words of the English type: 'Dry red', 'Sweet white'…). */
export const WINE_TYPES = ['red', 'white', 'rose', 'sweet', 'sparkling'] as const;
export type WineType = (typeof WINE_TYPES)[number];
/** The list's orders; without `sort`, the catalogue's own order. */
export const WINE_SORTS = ['price_asc', 'price_desc', 'vintage_desc', 'vintage_asc'] as const;
export type WineSort = (typeof WINE_SORTS)[number];
/** Whole yuan, 0…PRICE_MAX. */
export const WINE_PRICE_MAX = 1_000_000;
const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, error));

/**
 * The wines to list: of one series, matching `q` (title or grape, in the page's language), of a
 * type, with a grape (its English name), priced (now, in whole yuan) from `price_min` to
 * `price_max`, of a vintage, in an order. `facets=1` adds what the filters can offer.
 */
export const WineListInput = z
  .object({
    series_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    q: z.optional(z.string().check(z.maxLength(50, 'wineSearch.qTooLong'))),
    type: z.optional(z.enum(WINE_TYPES, { error: 'wineSearch.type' })),
    grape: z.optional(z.string().check(z.maxLength(60, 'wineSearch.grape'))),
    price_min: z.optional(wholeNumber(0, WINE_PRICE_MAX, 'wineSearch.price')),
    price_max: z.optional(wholeNumber(0, WINE_PRICE_MAX, 'wineSearch.price')),
    vintage: z.optional(wholeNumber(1900, 2100, 'wineSearch.vintage')),
    sort: z.optional(z.enum(WINE_SORTS, { error: 'wineSearch.sort' })),
    facets: z.optional(z.enum(['1'], { error: 'wineSearch.facets' })),
    lang: LangField,
  })
  .check(
    z.refine((i) => i.price_min === undefined || i.price_max === undefined || i.price_min <= i.price_max, {
      error: 'wineSearch.priceOrder',
      path: ['price_max'],
    }),
  );
export const WineFacetsSchema = z.object({
  types: z.array(z.enum(WINE_TYPES)),
  grapes: z.array(z.object({ value: z.string(), label: z.string() })),
  vintages: z.array(z.number()),
  price_min: z.number(),
  price_max: z.number(),
});
export const wineList = defineCall({
  path: '/api/winery/wine/list', auth: 'public', safe: true,
  input: WineListInput,
  output: z.object({ series: z.array(WineSeriesSchema), list: z.array(WineSchema), facets: z.optional(WineFacetsSchema) }),
});
