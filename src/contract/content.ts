import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';

/**
 * Brand content calls (spec §3 Content entities, §7 Winery content and the separate content
 * host). Every text comes in the requested language. Money is a decimal string of yuan
 * (`price`, "388.00") or dollars (`dollar_price`), computed on the server from integer fen/cents.
 * Images are site-relative URLs. Rich text (`content`, `description`) is sanitised HTML.
 */
export const CONTENT_HOST = '/cms';

const Id = z.number();
const Images = z.array(z.string());
const IdInput = z.object({ id: z.coerce.number().check(z.int(), z.positive()), lang: LangField });
const LangInput = z.object({ lang: LangField });
const Page = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
  pagesize: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(50))),
  lang: LangField,
});
const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pagesize: z.number() });

export const BannerSchema = z.object({ id: Id, page: z.string(), entitle: z.string(), title: z.string(), intro: z.string(), images: Images });
export const RotationSchema = z.object({ id: Id, title: z.string(), entitle: z.string(), intro: z.string(), image: z.string(), link: z.string() });
export const NewsItemSchema = z.object({ id: Id, title: z.string(), summary: z.string(), releasedate: z.string(), images: Images, is_text: z.number() });
export const NewsDetailSchema = z.extend(NewsItemSchema, { content: z.string(), prev_id: z.nullable(Id), next_id: z.nullable(Id) });
export const BrandSectionSchema = z.object({ id: Id, title: z.string(), entitle: z.string(), intro: z.string(), images: Images });
export const HistorySchema = z.object({ id: Id, images: Images, years: z.string(), history: z.array(z.object({ id: Id, intro: z.string() })) });
export const TeamMemberSchema = z.object({ id: Id, images: Images, name: z.string(), jobtime: z.string(), position: z.string(), content: z.string() });
export const AwardSchema = z.object({ id: Id, images: Images, year: z.number(), intro: z.string(), content: z.string() });
/** groups keyed by the spec's (misspelt) `categroy` */
export const TeamGroupSchema = z.object({ categroy: z.number(), list: z.array(TeamMemberSchema) });
export const AwardGroupSchema = z.object({ categroy: z.number(), list: z.array(AwardSchema) });
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
export const WineDetailSchema = z.extend(WineSchema, { description: z.string(), tasting_notes: z.string(), series: WineSeriesSchema });

export const ActivitySchema = z.object({ id: Id, title: z.string(), intro: z.string(), image: z.string(), series_id: z.nullable(Id) });

export const WinerySectionSchema = z.object({ id: Id, entitle: z.string(), brief: z.string(), title: z.string(), intro: z.string(), images: Images });
export const DesignSchema = z.object({ id: Id, title: z.string(), intro: z.string(), images: Images });
export const VineyardSectionSchema = z.object({
  id: Id, category: z.number(), is_img: z.number(), entitle: z.string(), title: z.string(), images: Images,
  intro_title: z.string(), intro: z.string(), intro_images: Images,
});
export const ConceptSchema = z.object({ id: Id, title: z.string(), intro: z.string(), image: z.string() });
export const AnalysisSchema = z.object({ id: Id, title: z.string(), value: z.string(), intro: z.string(), image: z.string() });
export const GrapeSchema = z.object({ id: Id, name: z.string(), color: z.enum(['red', 'white']), intro: z.string(), image: z.string() });
export const ReportYearSchema = z.object({ id: Id, images: Images, years: z.string(), history: z.array(z.object({ id: Id, title: z.string() })) });
export const ReportSchema = z.object({ id: Id, years_id: Id, years: z.string(), title: z.string(), reportdate: z.string(), content: z.string() });
export const VillaSchema = z.object({ id: Id, entitle: z.string(), title: z.string(), intro: z.string(), images: Images });
export const ExperienceSchema = z.object({ id: Id, title: z.string(), intro: z.string(), images: Images });
export const WineFactSchema = z.object({ id: Id, key: z.string(), title: z.string(), value: z.string(), intro: z.string() });
export const TastingNoteSchema = z.object({ id: Id, name: z.string(), intro: z.string() });

export const ShareInfoSchema = z.object({ title: z.string(), intro: z.string(), thumb_image: z.string(), link: z.string() });
export const SHARE_MODULES = ['ActiveDetail', 'SeriesDetail', 'ReportDetails', 'Reservation'] as const;
export type ShareModule = (typeof SHARE_MODULES)[number];
/** The hash route each share target opens and the query field carrying its id (spec §2). */
export const SHARE_TARGETS: Record<ShareModule, { path: string; query: 'Pid' | 'id' }> = {
  ActiveDetail: { path: '/activeDetail', query: 'Pid' },
  SeriesDetail: { path: '/seriesDetail', query: 'Pid' },
  ReportDetails: { path: '/reportDetails', query: 'id' },
  Reservation: { path: '/reservation', query: 'id' },
};
export const JssdkConfigSchema = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string() });

const list = <T extends z.ZodMiniType>(path: string, item: T, input: z.ZodMiniType = LangInput) =>
  defineCall({ path, auth: 'public', safe: true, input, output: z.array(item) });

// member server: /api/winery/*
export const bannerGet = defineCall({
  path: '/api/winery/banner/get', auth: 'public', safe: true,
  input: z.object({ page: z.string().check(z.maxLength(32)), lang: LangField }), output: z.nullable(BannerSchema),
});
export const brandList = list('/api/winery/brand/list', BrandSectionSchema);
export const newsList = defineCall({ path: '/api/winery/news/list', auth: 'public', safe: true, input: Page, output: paged(NewsItemSchema) });
export const newsGet = defineCall({ path: '/api/winery/news/get', auth: 'public', safe: true, input: IdInput, output: NewsDetailSchema });
export const historyList = list('/api/winery/history/list', HistorySchema);
export const teamList = list('/api/winery/team/list', TeamGroupSchema);
export const awardList = list('/api/winery/award/list', AwardGroupSchema);
export const dynamicList = list('/api/winery/dynamic/getDynamicList', DynamicSchema);
export const rotationList = list('/api/winery/rotation/getRotationList', RotationSchema);
export const wineList = defineCall({
  path: '/api/winery/wine/list', auth: 'public', safe: true,
  input: z.object({ series_id: z.optional(z.coerce.number().check(z.int(), z.positive())), lang: LangField }),
  output: z.object({ series: z.array(WineSeriesSchema), list: z.array(WineSchema) }),
});
export const wineGet = defineCall({ path: '/api/winery/wine/get', auth: 'public', safe: true, input: IdInput, output: WineDetailSchema });
export const activityIndex = defineCall({
  path: '/api/member/activity/index', auth: 'public', safe: true, input: LangInput, output: z.nullable(ActivitySchema),
});
export const activityGet = defineCall({
  path: '/api/member/activity/get', auth: 'public', safe: true, input: IdInput, output: ActivitySchema,
});

// separate content host: /cms/*
export const villaList = list(`${CONTENT_HOST}/winery/villa/list`, VillaSchema);
export const analysisList = list(`${CONTENT_HOST}/analysis/list`, AnalysisSchema);
export const vineyardList = list(`${CONTENT_HOST}/vineyard/list`, VineyardSectionSchema);
export const conceptList = list(`${CONTENT_HOST}/concept/list`, ConceptSchema);
export const grapeList = list(`${CONTENT_HOST}/grape/list`, GrapeSchema);
export const reportsList = list(`${CONTENT_HOST}/reports/list`, ReportYearSchema);
export const reportsGet = defineCall({ path: `${CONTENT_HOST}/reports/get`, auth: 'public', safe: true, input: IdInput, output: ReportSchema });
export const winerySectionList = list(`${CONTENT_HOST}/winery/list`, WinerySectionSchema);
export const designList = list(`${CONTENT_HOST}/design/list`, DesignSchema);
export const experienceGet = defineCall({
  path: `${CONTENT_HOST}/experience/get`, auth: 'public', safe: true, input: LangInput,
  output: z.object({ list: z.array(ExperienceSchema), facts: z.array(WineFactSchema), tasting_notes: z.array(TastingNoteSchema) }),
});
export const shareInfoGet = defineCall({
  path: `${CONTENT_HOST}/getShareInfo`, auth: 'public', safe: true,
  input: z.object({ module: z.enum(SHARE_MODULES), ids: z.coerce.number().check(z.int(), z.positive()), lang: LangField }),
  output: ShareInfoSchema,
});
export const jssdkBuildConfig = defineCall({
  path: '/api/wechat/jssdk/buildConfig', auth: 'public', safe: true,
  input: z.object({ url: z.url().check(z.maxLength(2048)), lang: LangField }),
  output: JssdkConfigSchema,
});
