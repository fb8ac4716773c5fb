import type { ColumnType, Generated } from 'kysely';
import { BANNER_PAGES } from '../../contract/content-sections';
import type { Localized } from '../../contract/lang';

/**
 * Kysely types of the brand content tables (migration 0002-content). Every translatable text is
 * a jsonb Localized object and every image list a jsonb array of URLs; both are inserted as
 * JSON strings. Images are site-relative URLs such as `/media/demo/vineyard-dusk.svg`.
 */
export type LocalizedColumn = ColumnType<Localized, string, string>;
export type ImagesColumn = ColumnType<string[], string, string>;
/** A `date` column: read as a Date, written as 'YYYY-MM-DD'. */
export type DateColumn = ColumnType<Date, string, string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Columns every content table carries: `switch` 1 = shown, lists ordered by `sort` then id. */
interface ContentRow {
  id: Generated<number>;
  sort: Generated<number>;
  switch: Generated<number>;
  created_at: CreatedAt;
}

export interface WineSeriesTable extends ContentRow {
  title: LocalizedColumn;
  intro: LocalizedColumn;
  image: string;
}

export interface WinesTable extends ContentRow {
  series_id: number;
  title: LocalizedColumn;
  intro: LocalizedColumn;
  /** rich text: simple safe HTML */
  description: LocalizedColumn;
  /** list prices; what a wine costs now is computed from them by domain/promotions.ts */
  price_fen: number;
  dollar_price_cents: number;
  alcohol: string;
  type: LocalizedColumn;
  volume: string;
  grape: LocalizedColumn;
  vintage: number;
  stock: number;
  images: ImagesColumn;
  is_sell: Generated<number>;
  tasting_notes: LocalizedColumn;
}

export interface RotationsTable extends ContentRow {
  title: LocalizedColumn;
  /** an English title line, shown on the English pages (the web's EnglishLine) */
  entitle: string;
  intro: LocalizedColumn;
  image: string;
  link: string;
}

export { BANNER_PAGES };
export type BannerPage = (typeof BANNER_PAGES)[number];

export interface BannersTable extends ContentRow {
  page: BannerPage;
  entitle: string;
  title: LocalizedColumn;
  intro: LocalizedColumn;
  image: string;
}

export interface NewsTable extends ContentRow {
  title: LocalizedColumn;
  summary: LocalizedColumn;
  content: LocalizedColumn;
  releasedate: DateColumn;
  images: ImagesColumn;
  /** 1 = a text-only item (no picture in the list) */
  is_text: Generated<number>;
}

export interface BrandSectionsTable extends ContentRow {
  title: LocalizedColumn;
  entitle: string;
  intro: LocalizedColumn;
  images: ImagesColumn;
}

export interface HistoriesTable extends ContentRow {
  years: string;
  images: ImagesColumn;
}

export interface HistoryItemsTable extends ContentRow {
  history_id: number;
  intro: LocalizedColumn;
}

/** 1 = founders and winemakers, 5 = vineyard, cellar and hospitality team */
export type TeamCategory = 1 | 5;

export interface TeamMembersTable extends ContentRow {
  category: TeamCategory;
  name: LocalizedColumn;
  position: LocalizedColumn;
  jobtime: string;
  content: LocalizedColumn;
  images: ImagesColumn;
}

/** 1 = international competitions, 5 = national competitions, 10 = critics and guides */
export type AwardCategory = 1 | 5 | 10;

export interface AwardsTable extends ContentRow {
  category: AwardCategory;
  year: number;
  intro: LocalizedColumn;
  content: LocalizedColumn;
  images: ImagesColumn;
}

export interface DynamicsTable extends ContentRow {
  image: string;
  title: LocalizedColumn;
  intro: LocalizedColumn;
  url: string;
}

export interface WinerySectionsTable extends ContentRow {
  entitle: string;
  brief: LocalizedColumn;
  title: LocalizedColumn;
  intro: LocalizedColumn;
  images: ImagesColumn;
}

export interface DesignsTable extends ContentRow {
  title: LocalizedColumn;
  intro: LocalizedColumn;
  images: ImagesColumn;
}

/** 1 = terroir overview sections, 2 = vineyard plots */
export type VineyardCategory = 1 | 2;

export interface VineyardSectionsTable extends ContentRow {
  category: VineyardCategory;
  /** 1 = the section leads with its picture */
  is_img: Generated<number>;
  entitle: string;
  title: LocalizedColumn;
  images: ImagesColumn;
  intro_title: LocalizedColumn;
  intro: LocalizedColumn;
  intro_images: ImagesColumn;
}

export interface ConceptsTable extends ContentRow {
  title: LocalizedColumn;
  intro: LocalizedColumn;
  image: string;
}

export interface AnalysesTable extends ContentRow {
  title: LocalizedColumn;
  /** the figure itself, e.g. '12.5°C' or '2,600 h' */
  value: LocalizedColumn;
  intro: LocalizedColumn;
  image: string;
}

export interface GrapeVarietiesTable extends ContentRow {
  name: LocalizedColumn;
  /** berry colour: 'red' or 'white' */
  color: 'red' | 'white';
  intro: LocalizedColumn;
  image: string;
}

export interface ReportYearsTable extends ContentRow {
  years: string;
  images: ImagesColumn;
}

export interface ReportsTable extends ContentRow {
  years_id: number;
  title: LocalizedColumn;
  reportdate: DateColumn;
  content: LocalizedColumn;
}

export interface VillasTable extends ContentRow {
  entitle: string;
  title: LocalizedColumn;
  intro: LocalizedColumn;
  images: ImagesColumn;
}

export interface ExperiencesTable extends ContentRow {
  title: LocalizedColumn;
  intro: LocalizedColumn;
  images: ImagesColumn;
}

/** Winemaking and serving figures (spec §9), e.g. key 'fermentation_red', value '25°C'. */
export interface WineFactsTable extends ContentRow {
  key: string;
  title: LocalizedColumn;
  value: string;
  intro: LocalizedColumn;
}

export interface TastingNotesTable extends ContentRow {
  name: LocalizedColumn;
  intro: LocalizedColumn;
}

/**
 * The promotion behind the floating badge: live while switch = 1 and starts_at <= now < ends_at.
 * With `percent_off` (0014) it takes that much off every wine of its series while live.
 */
export interface ActivitiesTable extends ContentRow {
  title: LocalizedColumn;
  intro: LocalizedColumn;
  image: string;
  wine_series_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** 1–99, or null: a promotion that changes no price */
  percent_off: number | null;
}

/**
 * The site texts (migration 0027, content type `site`): the one row (id 1) of the footer's texts
 * and QR codes, the contact details every page shows and the default share card. Pictures are
 * site-relative URLs, `weibo_url` one of our pages or an http(s) address ('' = none).
 */
export interface SiteTextsTable {
  id: number;
  tagline: LocalizedColumn;
  address: LocalizedColumn;
  phone: string;
  email: string;
  hours: LocalizedColumn;
  weibo_url: string;
  wechat_qr: string;
  service_qr: string;
  legal: LocalizedColumn;
  record: LocalizedColumn;
  share_title: LocalizedColumn;
  share_intro: LocalizedColumn;
  /** transport notes, one way of coming a line (0031) */
  getting_there: ColumnType<Record<'cn' | 'tw' | 'en', string>, string | undefined, string>;
  /** 'latitude,longitude' (WGS-84) for the map links, '' = none (0031) */
  map_point: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentTables {
  wine_series: WineSeriesTable;
  wines: WinesTable;
  rotations: RotationsTable;
  banners: BannersTable;
  news: NewsTable;
  brand_sections: BrandSectionsTable;
  histories: HistoriesTable;
  history_items: HistoryItemsTable;
  team_members: TeamMembersTable;
  awards: AwardsTable;
  dynamics: DynamicsTable;
  winery_sections: WinerySectionsTable;
  designs: DesignsTable;
  vineyard_sections: VineyardSectionsTable;
  concepts: ConceptsTable;
  analyses: AnalysesTable;
  grape_varieties: GrapeVarietiesTable;
  report_years: ReportYearsTable;
  reports: ReportsTable;
  villas: VillasTable;
  experiences: ExperiencesTable;
  wine_facts: WineFactsTable;
  tasting_notes: TastingNotesTable;
  activities: ActivitiesTable;
  site_texts: SiteTextsTable;
}
