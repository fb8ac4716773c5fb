import * as z from 'zod/mini';
import { defineCall, LangField } from './envelope';
import {
  ActivitySchema,
  ContentId as Id,
  ContentImages as Images,
  ContentLangInput as LangInput,
  contentList as list,
  NewsItemSchema,
  SHARE_MODULES,
  WineSchema,
  WineSeriesSchema,
} from './home-content';

export * from './home-content';

/**
 * Brand content calls (spec §3 Content entities, §7 Winery content and the separate content
 * host). Every text comes in the requested language. Money is a decimal string of yuan
 * (`price`, "388.00") or dollars (`dollar_price`), computed on the server from integer fen/cents.
 * Images are site-relative URLs. Rich text (`content`, `description`) is sanitised HTML. The calls
 * of a first visit live in ./home-content.ts.
 */
export const CONTENT_HOST = '/cms';

const IdInput = z.object({ id: z.coerce.number().check(z.int(), z.positive()), lang: LangField });

export const BannerSchema = z.object({ id: Id, page: z.string(), entitle: z.string(), title: z.string(), intro: z.string(), images: Images });
export const NewsDetailSchema = z.extend(NewsItemSchema, { content: z.string(), prev_id: z.nullable(Id), next_id: z.nullable(Id) });
export const BrandSectionSchema = z.object({ id: Id, title: z.string(), entitle: z.string(), intro: z.string(), images: Images });
export const HistorySchema = z.object({ id: Id, images: Images, years: z.string(), history: z.array(z.object({ id: Id, intro: z.string() })) });
export const TeamMemberSchema = z.object({ id: Id, images: Images, name: z.string(), jobtime: z.string(), position: z.string(), content: z.string() });
export const AwardSchema = z.object({ id: Id, images: Images, year: z.number(), intro: z.string(), content: z.string() });
/** groups keyed by the spec's (misspelt) `categroy` */
export const TeamGroupSchema = z.object({ categroy: z.number(), list: z.array(TeamMemberSchema) });
export const AwardGroupSchema = z.object({ categroy: z.number(), list: z.array(AwardSchema) });

export const WineDetailSchema = z.extend(WineSchema, { description: z.string(), tasting_notes: z.string(), series: WineSeriesSchema });

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

/**
 * The site texts (content type `site`, one row): the footer's texts and QR codes, the contact
 * details every page shows (address, phone, e-mail, opening hours), how to get there (transport
 * notes and the estate's point on the map) and the default share card.
 * `weibo_url` is one of our pages or an http(s) address, '' when there is none; the QR codes are
 * site-relative pictures, '' when unusable.
 */
export const SiteTextsSchema = z.object({
  tagline: z.string(), address: z.string(), phone: z.string(), email: z.string(), hours: z.string(), weibo_url: z.string(),
  wechat_qr: z.string(), service_qr: z.string(), legal: z.string(), record: z.string(), share_title: z.string(), share_intro: z.string(),
  /** transport notes, one way of coming a line ('' = none) */
  getting_there: z.string(),
  /** the estate on the map, WGS-84; null when staff gave no usable point (the map links then search the address) */
  map_point: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export type SiteTexts = z.infer<typeof SiteTextsSchema>;
export const ShareInfoSchema = z.object({ title: z.string(), intro: z.string(), thumb_image: z.string(), link: z.string() });
export const JssdkConfigSchema = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string() });

// member server: /api/winery/*
export const bannerGet = defineCall({
  path: '/api/winery/banner/get', auth: 'public', safe: true,
  input: z.object({ page: z.string().check(z.maxLength(32), z.regex(/^[\w-]*$/)), lang: LangField }), output: z.nullable(BannerSchema),
});
export const brandList = list('/api/winery/brand/list', BrandSectionSchema);
export const newsGet = defineCall({ path: '/api/winery/news/get', auth: 'public', safe: true, input: IdInput, output: NewsDetailSchema });
export const historyList = list('/api/winery/history/list', HistorySchema);
export const teamList = list('/api/winery/team/list', TeamGroupSchema);
export const awardList = list('/api/winery/award/list', AwardGroupSchema);
export const wineGet = defineCall({ path: '/api/winery/wine/get', auth: 'public', safe: true, input: IdInput, output: WineDetailSchema });
export const siteGet = defineCall({ path: '/api/winery/site/get', auth: 'public', safe: true, input: LangInput, output: SiteTextsSchema });
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
