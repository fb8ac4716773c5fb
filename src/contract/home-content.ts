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
export const wineList = defineCall({
  path: '/api/winery/wine/list', auth: 'public', safe: true,
  input: z.object({ series_id: z.optional(z.coerce.number().check(z.int(), z.positive())), lang: LangField }),
  output: z.object({ series: z.array(WineSeriesSchema), list: z.array(WineSchema) }),
});
