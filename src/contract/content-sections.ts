/**
 * The content types the public pages show besides news, the notice banner and the carousel:
 * each one a live table row (or, for `site`, the one row of site texts), edited in the staff
 * console as a content document with versions, preview, schedule and publish like the others
 * (machines/content-publication.machine.ts). One descriptor per type names its fields; the
 * server validates a version's fields by it and writes them into the live row's columns of the
 * same names, and the console draws its form from it. Field kinds:
 *
 * - `text`: plain text per language (`multiline` for paragraphs); `rich`: rich text per language
 *   (the allow-list sanitiser); `items`: a list of plain texts per item and language;
 * - `line`: one plain string for every language (an English line, a year, a phone number);
 * - `number`, `date` ('YYYY-MM-DD'), `time` (Beijing 'YYYY-MM-DD HH:mm'), `link` (one of our pages
 *   or an http(s) address), `choice` (one of `options`; the console names each);
 * - `image`: one picture, `images`: up to `max` pictures — staff's uploads, or those it has;
 * - `ref`: the id of a row of another type (`report_year`) or a wine series.
 *
 * A version travels as `fields`: a JSON object of field name → value (Localized for text/rich,
 * Localized[] for items, string for line/date/time/link/image/choice, string[] for images,
 * number for number/ref, null for an empty optional number or ref).
 */
export type SectionField =
  | { kind: 'text'; max: number; required?: boolean; multiline?: boolean }
  | { kind: 'rich'; required?: boolean }
  | { kind: 'items'; max: number; itemMax: number }
  | { kind: 'line'; max: number; required?: boolean }
  | { kind: 'number'; min: number; max: number; required?: boolean }
  | { kind: 'date'; required?: boolean }
  | { kind: 'time'; required?: boolean }
  | { kind: 'link'; required?: boolean }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'image'; required?: boolean }
  | { kind: 'images'; max: number; required?: boolean }
  | { kind: 'ref'; to: 'report_year' | 'wine_series'; required?: boolean };

/** The public page a type is shown on: the console groups its lists by it. */
/** The pages a page banner heads (the `banners.page` CHECK of migration 0002). */
export const BANNER_PAGES = ['brand', 'garden', 'winery', 'house', 'experience', 'series', 'news', 'contact'] as const;

export const SECTION_GROUPS = ['home', 'brand', 'garden', 'winery', 'reports', 'house', 'banners', 'site'] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

export interface SectionType {
  group: SectionGroup;
  /** the field the console lists a row by */
  titleField: string;
  /** the one row of its table: no list, no new rows, never switched off */
  singleton?: boolean;
  fields: Record<string, SectionField>;
}

const title = { kind: 'text', max: 120, required: true } as const;
const intro = { kind: 'text', max: 4000, multiline: true } as const;
const entitle = { kind: 'line', max: 120 } as const;
const images = (max: number) => ({ kind: 'images', max }) as const;
/** every listed type's place in its list (the public pages order by it, then by id) */
const sort = { kind: 'number', min: 0, max: 9999 } as const;

export const SECTION_TYPES = {
  activity: {
    group: 'home',
    titleField: 'title',
    fields: {
      title,
      intro,
      image: { kind: 'image', required: true },
      wine_series_id: { kind: 'ref', to: 'wine_series' },
      starts_at: { kind: 'time', required: true },
      ends_at: { kind: 'time', required: true },
      percent_off: { kind: 'number', min: 1, max: 99 },
      sort,
    },
  },
  brand: { group: 'brand', titleField: 'title', fields: { title, entitle, intro, images: images(6), sort } },
  history: {
    group: 'brand',
    titleField: 'years',
    fields: { years: { kind: 'line', max: 20, required: true }, items: { kind: 'items', max: 20, itemMax: 1000 }, images: images(4), sort },
  },
  team: {
    group: 'brand',
    titleField: 'name',
    fields: {
      category: { kind: 'choice', options: [1, 5] },
      name: { kind: 'text', max: 60, required: true },
      position: { kind: 'text', max: 120 },
      jobtime: { kind: 'line', max: 40 },
      content: { kind: 'rich' },
      images: images(4),
      sort,
    },
  },
  award: {
    group: 'brand',
    titleField: 'intro',
    fields: {
      category: { kind: 'choice', options: [1, 5, 10] },
      year: { kind: 'number', min: 1900, max: 2100, required: true },
      intro: { kind: 'text', max: 300, required: true },
      content: { kind: 'rich' },
      images: images(4),
      sort,
    },
  },
  dynamic: { group: 'brand', titleField: 'title', fields: { title, intro, image: { kind: 'image' }, url: { kind: 'link' }, sort } },
  vineyard: {
    group: 'garden',
    titleField: 'title',
    fields: {
      category: { kind: 'choice', options: [1, 2] },
      is_img: { kind: 'choice', options: [0, 1] },
      entitle,
      title,
      images: images(6),
      intro_title: { kind: 'text', max: 120 },
      intro,
      intro_images: images(6),
      sort,
    },
  },
  concept: { group: 'garden', titleField: 'title', fields: { title, intro, image: { kind: 'image' }, sort } },
  analysis: {
    group: 'garden',
    titleField: 'title',
    fields: { title, value: { kind: 'text', max: 40, required: true }, intro, image: { kind: 'image' }, sort },
  },
  grape: {
    group: 'garden',
    titleField: 'name',
    fields: { name: { kind: 'text', max: 60, required: true }, color: { kind: 'choice', options: ['red', 'white'] }, intro, image: { kind: 'image' }, sort },
  },
  winery: { group: 'winery', titleField: 'title', fields: { entitle, brief: { kind: 'text', max: 300, multiline: true }, title, intro, images: images(6), sort } },
  design: { group: 'winery', titleField: 'title', fields: { title, intro, images: images(6), sort } },
  wine_fact: {
    group: 'winery',
    titleField: 'title',
    fields: { key: { kind: 'line', max: 40, required: true }, title, value: { kind: 'line', max: 40, required: true }, intro, sort },
  },
  tasting_note: { group: 'winery', titleField: 'name', fields: { name: { kind: 'text', max: 60, required: true }, intro, sort } },
  report_year: { group: 'reports', titleField: 'years', fields: { years: { kind: 'line', max: 20, required: true }, images: images(4), sort } },
  report: {
    group: 'reports',
    titleField: 'title',
    fields: {
      years_id: { kind: 'ref', to: 'report_year', required: true },
      title,
      reportdate: { kind: 'date', required: true },
      content: { kind: 'rich', required: true },
      sort,
    },
  },
  villa: { group: 'house', titleField: 'title', fields: { entitle, title, intro, images: images(8), sort } },
  experience: { group: 'house', titleField: 'title', fields: { title, intro, images: images(8), sort } },
  banner: {
    group: 'banners',
    titleField: 'title',
    fields: {
      page: { kind: 'choice', options: BANNER_PAGES },
      entitle,
      title,
      intro: { kind: 'text', max: 500, multiline: true },
      image: { kind: 'image', required: true },
      sort,
    },
  },
  /** the footer's texts and QR codes, the contact details, how to get there and the default share card: one row */
  site: {
    group: 'site',
    titleField: 'tagline',
    singleton: true,
    fields: {
      tagline: { kind: 'text', max: 200, required: true, multiline: true },
      address: { kind: 'text', max: 200, required: true, multiline: true },
      phone: { kind: 'line', max: 40, required: true },
      email: { kind: 'line', max: 120, required: true },
      hours: { kind: 'text', max: 200 },
      weibo_url: { kind: 'link' },
      wechat_qr: { kind: 'image', required: true },
      service_qr: { kind: 'image', required: true },
      legal: { kind: 'text', max: 300, required: true, multiline: true },
      record: { kind: 'text', max: 120, required: true },
      share_title: { kind: 'text', max: 60, required: true },
      share_intro: { kind: 'text', max: 120, required: true, multiline: true },
      /** transport notes for the visit, restaurant and villa pages and booking confirmations: one way of coming a line */
      getting_there: { kind: 'text', max: 1000, multiline: true },
      /** 'latitude,longitude' (WGS-84, as Apple and Google maps give it) for the map links; '' = links search the address */
      map_point: { kind: 'line', max: 40 },
    },
  },
} as const satisfies Record<string, SectionType>;

export type SectionTypeName = keyof typeof SECTION_TYPES;
export const SECTION_TYPE_NAMES = Object.keys(SECTION_TYPES) as SectionTypeName[];
export const isSectionType = (type: string): type is SectionTypeName => Object.hasOwn(SECTION_TYPES, type);
export const sectionOf = (type: SectionTypeName): SectionType => SECTION_TYPES[type];

/** A version's fields as stored: field name → value (see the kinds above). */
export type SectionValues = Record<string, unknown>;
/** The most characters of `fields` (JSON) a save may send. */
export const SECTION_FIELDS_MAX = 400_000;
