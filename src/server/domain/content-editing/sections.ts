import { sql, type Kysely, type Transaction } from 'kysely';
import { sectionOf, type SectionField, type SectionTypeName, type SectionValues } from '../../../contract/content-sections';
import { pick, type Lang, type Localized } from '../../../contract/lang';
import type { MessageKey } from '../../../contract/messages';
import { CONTENT_LIMITS, type ContentBody } from '../../../contract/staff-content';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { safeLink, siteImage, siteImages, ymd } from '../content';
import { safeUrl, sanitizeHtml } from '../sanitize-html';
import { beijingText, parseBeijing } from './documents';
import { checkInlinePictures, uploadOf } from './inline-pictures';

/**
 * The content sections (src/contract/content-sections.ts) as content editing sees them, driven
 * only by their descriptors: a version's `fields` checked field by field, read from and written
 * into the live row whose columns bear the fields' names, and shown as a visitor would see them.
 *
 * Column types by field kind: text / rich → jsonb Localized; images → jsonb array of URLs;
 * line / link / image → text; choice → the option's own type (smallint or text); number / ref →
 * integer (null allowed where the field is optional); date → date ('YYYY-MM-DD', formatted by
 * the database); time → timestamptz (Beijing 'YYYY-MM-DD HH:mm' in a version). A history's
 * `items` are the rows of history_items, replaced in order on publishing. `site` is one row
 * (id 1) without switch or sort: never inserted, never switched off.
 */
type Trx = Transaction<Database>;
type Executor = Db | Trx;

/** The live table of each section type. */
export const SECTION_TABLES = {
  activity: 'activities',
  brand: 'brand_sections',
  history: 'histories',
  team: 'team_members',
  award: 'awards',
  dynamic: 'dynamics',
  vineyard: 'vineyard_sections',
  concept: 'concepts',
  analysis: 'analyses',
  grape: 'grape_varieties',
  winery: 'winery_sections',
  design: 'designs',
  wine_fact: 'wine_facts',
  tasting_note: 'tasting_notes',
  report_year: 'report_years',
  report: 'reports',
  villa: 'villas',
  experience: 'experiences',
  banner: 'banners',
  site: 'site_texts',
} as const satisfies Record<SectionTypeName, string>;

/** `items` fields kept as rows of their own table, in order. */
const ITEM_TABLES: Partial<Record<SectionTypeName, { field: string; table: string; parent: string; column: string }>> = {
  history: { field: 'items', table: 'history_items', parent: 'history_id', column: 'intro' },
};

/** Fields whose column is unique: another row's value is refused (at saving, and again at publishing). */
const UNIQUE_FIELDS: Partial<Record<SectionTypeName, string>> = { history: 'years', report_year: 'years', wine_fact: 'key' };

const REF_TABLES = { report_year: 'report_years', wine_series: 'wine_series' } as const;

/**
 * The escape hatch for dynamic table names: Kysely types every query by its table's name, and
 * these are chosen at run time from SECTION_TABLES, with the descriptor's field names as columns.
 * Only this file uses it, and only with names from the descriptors.
 */
const untyped = (db: Executor) => db as unknown as Kysely<any>;

const EMPTY: Localized = { cn: '', tw: '', en: '' };
const LANG_KEYS = ['cn', 'tw', 'en'] as const;

/** A refused section version: the message, the fields it names (param → field name), literal params. */
export interface SectionRefusal {
  ok: false;
  key: MessageKey;
  names?: Record<string, string>;
  params?: Record<string, string>;
}

/** Thrown inside a change's transaction when publishing finds the live rows changed since the save (e.g. a unique value taken). */
export class ContentRefusal extends Error {
  constructor(readonly refusal: SectionRefusal) {
    super(refusal.key);
  }
}

const refuse = (key: MessageKey, field?: string, params?: Record<string, string | number>, other?: string): SectionRefusal => ({
  ok: false,
  key,
  ...(field ? { names: { field, ...(other ? { other } : {}) } } : {}),
  ...(params ? { params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) } : {}),
});

const entries = (type: SectionTypeName) => Object.entries(sectionOf(type).fields) as Array<[string, SectionField]>;
const isSingleton = (type: SectionTypeName) => sectionOf(type).singleton === true;
export const isSingletonSection = isSingleton;

/* ---------------------------------------------------------------- reading the live rows */

function localizedOf(value: unknown): Localized {
  if (typeof value === 'string') return { cn: value, tw: value, en: value };
  const v = (value ?? {}) as Partial<Record<Lang, unknown>>;
  return { cn: String(v.cn ?? ''), tw: String(v.tw ?? ''), en: String(v.en ?? '') };
}

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : []);

/** A live row's column as a version's value. */
function fromColumn(field: SectionField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'rich':
      return localizedOf(value);
    case 'images':
      return stringsOf(value);
    case 'time':
      return value instanceof Date ? beijingText(value) : value ? beijingText(new Date(String(value))) : '';
    case 'number':
    case 'ref':
      return value === null || value === undefined ? null : Number(value);
    case 'line':
    case 'link':
    case 'image':
    case 'date':
      return value === null || value === undefined ? '' : String(value);
    default:
      return value ?? null;
  }
}

export async function readSection(db: Executor, type: SectionTypeName, id: number): Promise<{ id: number; switch: number; body: ContentBody } | undefined> {
  const table = SECTION_TABLES[type];
  const columns = entries(type)
    .filter(([, field]) => field.kind !== 'items')
    .map(([name, field]) => (field.kind === 'date' ? ymd(name).as(name) : sql.ref(name).as(name)));
  const row = (await untyped(db)
    .selectFrom(table)
    .select([sql.ref('id').as('id'), isSingleton(type) ? sql<number>`1`.as('switch') : sql.ref('switch').as('switch'), ...columns])
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const fields: SectionValues = {};
  for (const [name, field] of entries(type)) {
    if (field.kind === 'items') {
      const items = ITEM_TABLES[type];
      // the items the site shows (switched on), in their order: publishing writes exactly these back
      fields[name] = items
        ? (
            await untyped(db)
              .selectFrom(items.table)
              .select(sql.ref(items.column).as('value'))
              .where(items.parent, '=', id)
              .where('switch', '=', 1)
              .orderBy('sort')
              .orderBy('id')
              .execute()
          ).map((item) => localizedOf(item.value))
        : [];
    } else fields[name] = fromColumn(field, row[name]);
  }
  return { id: Number(row.id), switch: Number(row.switch), body: { content: EMPTY, fields } };
}

/** Every row of a type in the order the site lists them (sort, id), titled by the descriptor's titleField. */
export async function listSections(db: Db, type: SectionTypeName): Promise<Array<{ id: number; switch: number; title: Localized }>> {
  const { titleField } = sectionOf(type);
  let query = untyped(db)
    .selectFrom(SECTION_TABLES[type])
    .select([sql.ref('id').as('id'), isSingleton(type) ? sql<number>`1`.as('switch') : sql.ref('switch').as('switch'), sql.ref(titleField).as('title')]);
  if (!isSingleton(type)) query = query.orderBy('sort');
  const rows = (await query.orderBy('id').execute()) as Array<{ id: number; switch: number; title: unknown }>;
  return rows.map((row) => ({ id: Number(row.id), switch: Number(row.switch), title: localizedOf(row.title) }));
}

/* ---------------------------------------------------------------- writing the live rows */

function toColumn(field: SectionField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'rich':
      return JSON.stringify(localizedOf(value));
    case 'images':
      return JSON.stringify(stringsOf(value));
    case 'time': {
      const at = typeof value === 'string' ? parseBeijing(value) : null;
      return at ?? null;
    }
    case 'date':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'number':
    case 'ref':
      return typeof value === 'number' ? value : null;
    case 'line':
    case 'link':
    case 'image':
      return typeof value === 'string' ? value : '';
    default:
      return value;
  }
}

/** What saving checked that another change may have taken since: a unique value, a referenced row. */
async function stillValid(trx: Trx, type: SectionTypeName, id: number | null, fields: SectionValues): Promise<SectionRefusal | null> {
  const unique = await uniqueTaken(trx, type, id, fields);
  if (unique) return unique;
  for (const [name, field] of entries(type)) {
    if (field.kind === 'ref' && typeof fields[name] === 'number' && !(await refExists(trx, field.to, fields[name]))) return refuse('staffContent.fieldRef', name);
  }
  return null;
}

async function uniqueTaken(db: Executor, type: SectionTypeName, id: number | null, fields: SectionValues): Promise<SectionRefusal | null> {
  const name = UNIQUE_FIELDS[type];
  if (!name) return null;
  let query = untyped(db).selectFrom(SECTION_TABLES[type]).select('id').where(name, '=', fields[name]);
  if (id !== null) query = query.where('id', '<>', id);
  return (await query.executeTakeFirst()) ? refuse('staffContent.fieldTaken', name) : null;
}

async function refExists(db: Executor, to: keyof typeof REF_TABLES, id: unknown): Promise<boolean> {
  return typeof id === 'number' && (await untyped(db).selectFrom(REF_TABLES[to]).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Writes a version's fields into its live row (a new row when `id` is null: its `sort` the given
 * one, else after the last), switched on; a history's items replaced in order. Answers the row's id.
 * Throws ContentRefusal when a unique value or a referenced row changed since the save.
 */
export async function writeSection(trx: Trx, type: SectionTypeName, id: number | null, body: ContentBody): Promise<number> {
  const fields = body.fields ?? {};
  const table = SECTION_TABLES[type];
  if (id === null && isSingleton(type)) throw new ContentRefusal(refuse('staffContent.singletonCreate'));
  const problem = await stillValid(trx, type, id, fields);
  if (problem) throw new ContentRefusal(problem);
  const values: Record<string, unknown> = {};
  for (const [name, field] of entries(type)) {
    if (field.kind === 'items') continue;
    values[name] = toColumn(field, fields[name]);
  }
  // the one row of site texts keeps the time of its last change instead of a switch and an order
  if (isSingleton(type)) values.updated_at = new Date();
  else {
    values.switch = 1;
    if (typeof fields.sort !== 'number') {
      // no order given: an existing row keeps its place, a new one comes last
      delete values.sort;
      if (id === null) values.sort = sql<number>`(select coalesce(max(sort), 0) + 1 from ${sql.table(table)})`;
    }
  }
  let rowId: number;
  if (id !== null) {
    await untyped(trx).updateTable(table).set(values).where('id', '=', id).execute();
    rowId = id;
  } else {
    const row = await untyped(trx).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
    rowId = Number(row.id);
  }
  const items = ITEM_TABLES[type];
  if (items) {
    await untyped(trx).deleteFrom(items.table).where(items.parent, '=', rowId).execute();
    const list = (Array.isArray(fields[items.field]) ? (fields[items.field] as unknown[]) : []).map(localizedOf);
    if (list.length > 0) {
      await untyped(trx)
        .insertInto(items.table)
        .values(list.map((item, sort) => ({ [items.parent]: rowId, [items.column]: JSON.stringify(item), sort, switch: 1 })))
        .execute();
    }
  }
  return rowId;
}

export async function switchOffSection(trx: Trx, type: SectionTypeName, id: number): Promise<void> {
  if (isSingleton(type)) throw new ContentRefusal(refuse('staffContent.singletonOff'));
  await untyped(trx).updateTable(SECTION_TABLES[type]).set({ switch: 0 }).where('id', '=', id).execute();
}

/* ---------------------------------------------------------------- checking a version from the console */

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const BREAK = /[\r\n\u2028\u2029]/;
const chars = (s: string) => [...s].length;
const complete = (text: Localized) => text.cn !== '' && text.tw !== '' && text.en !== '';
/** rich text with nothing a reader would see (e.g. `<p></p>`) counts as empty */
const visible = (html: string) => (/<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '' ? html : '');

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

type Checked = { ok: true; value: unknown } | SectionRefusal;
const good = (value: unknown): Checked => ({ ok: true, value });

/** A Localized from the form: an object of strings (missing languages empty); anything else is not one. */
function formLocalized(value: unknown): Localized | null {
  if (value === undefined || value === null || value === '') return { ...EMPTY };
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const out = { ...EMPTY };
  for (const lang of LANG_KEYS) {
    const s = v[lang] ?? '';
    if (typeof s !== 'string') return null;
    out[lang] = s;
  }
  return out;
}

/** A plain string from the form (a number is taken as written); null when it is neither. */
function formString(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : null;
}

/** An integer from the form: null for empty, NaN for anything that is not a whole number. */
function formInteger(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const s = value.trim();
  if (s === '') return null;
  return /^-?\d{1,10}$/.test(s) ? Number(s) : Number.NaN;
}

function plainLocalized(name: string, value: unknown, max: number, multiline: boolean): { ok: true; value: Localized } | SectionRefusal {
  const text = formLocalized(value);
  if (!text) return refuse('staffContent.fieldInvalid', name);
  for (const lang of LANG_KEYS) {
    const s = text[lang].trim();
    if (CONTROL.test(s) || (!multiline && BREAK.test(s))) return refuse('staffContent.fieldControl', name);
    if (chars(s) > max) return refuse('staffContent.fieldTooLong', name, { max });
    text[lang] = s;
  }
  return { ok: true, value: text };
}

const isUpload = async (db: Executor, url: string): Promise<boolean> => (await uploadOf(db, url)) !== undefined;

async function checkField(db: Executor, name: string, field: SectionField, value: unknown, before: unknown): Promise<Checked> {
  switch (field.kind) {
    case 'text': {
      const text = plainLocalized(name, value, field.max, field.multiline === true);
      if (!text.ok) return text;
      return field.required && !complete(text.value) ? refuse('staffContent.fieldRequired', name) : good(text.value);
    }
    case 'rich': {
      const text = formLocalized(value);
      if (!text) return refuse('staffContent.fieldInvalid', name);
      for (const lang of LANG_KEYS) {
        if (chars(text[lang]) > CONTENT_LIMITS.content) return refuse('staffContent.fieldTooLong', name, { max: CONTENT_LIMITS.content });
        if (CONTROL.test(text[lang])) return refuse('staffContent.fieldControl', name);
        text[lang] = visible(sanitizeHtml(text[lang]).trim());
      }
      if (field.required && !complete(text)) return refuse('staffContent.fieldRequired', name);
      const pictures = await checkInlinePictures(db, text, formLocalized(before) ?? undefined);
      return pictures === 'ok' ? good(text) : refuse(pictures === 'noAlt' ? 'staffContent.fieldInlineAlt' : 'staffContent.fieldImage', name);
    }
    case 'items': {
      if (value === undefined || value === null) return good([]);
      if (!Array.isArray(value)) return refuse('staffContent.fieldInvalid', name);
      const items: Localized[] = [];
      for (const item of value) {
        const text = plainLocalized(name, item, field.itemMax, true);
        if (!text.ok) return text;
        if (text.value.cn === '' && text.value.tw === '' && text.value.en === '') continue;
        if (!complete(text.value)) return refuse('staffContent.fieldRequired', name);
        items.push(text.value);
      }
      return items.length > field.max ? refuse('staffContent.fieldTooMany', name, { max: field.max }) : good(items);
    }
    case 'line': {
      const raw = formString(value);
      if (raw === null) return refuse('staffContent.fieldInvalid', name);
      const s = raw.trim();
      if (CONTROL.test(s) || BREAK.test(s)) return refuse('staffContent.fieldControl', name);
      if (chars(s) > field.max) return refuse('staffContent.fieldTooLong', name, { max: field.max });
      return field.required && s === '' ? refuse('staffContent.fieldMissing', name) : good(s);
    }
    case 'number': {
      const n = formInteger(value);
      if (n === null) return field.required ? refuse('staffContent.fieldMissing', name) : good(null);
      return Number.isInteger(n) && n >= field.min && n <= field.max ? good(n) : refuse('staffContent.fieldNumber', name, { min: field.min, max: field.max });
    }
    case 'ref': {
      const n = formInteger(value);
      if (n === null) return field.required ? refuse('staffContent.fieldMissing', name) : good(null);
      return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 && (await refExists(db, field.to, n)) ? good(n) : refuse('staffContent.fieldRef', name);
    }
    case 'date': {
      const s = formString(value)?.trim();
      if (s === undefined) return refuse('staffContent.fieldDate', name);
      if (s === '') return field.required ? refuse('staffContent.fieldMissing', name) : good('');
      return isRealDate(s) ? good(s) : refuse('staffContent.fieldDate', name);
    }
    case 'time': {
      const s = formString(value);
      const at = s === null ? undefined : parseBeijing(s);
      if (at === undefined) return refuse('staffContent.fieldTime', name);
      if (at === null) return field.required ? refuse('staffContent.fieldMissing', name) : good('');
      return good(beijingText(at));
    }
    case 'link': {
      const raw = formString(value);
      if (raw === null) return refuse('staffContent.fieldLink', name);
      const s = raw.trim();
      if (s === '') return field.required ? refuse('staffContent.fieldMissing', name) : good('');
      if (chars(s) > CONTENT_LIMITS.link) return refuse('staffContent.fieldTooLong', name, { max: CONTENT_LIMITS.link });
      return safeUrl(s, true) === s ? good(s) : refuse('staffContent.fieldLink', name);
    }
    case 'choice': {
      const option = (typeof value === 'string' || typeof value === 'number') && field.options.find((o) => String(o) === String(value).trim());
      return option !== undefined && option !== false ? good(option) : refuse('staffContent.fieldChoice', name);
    }
    case 'image': {
      const raw = formString(value);
      if (raw === null) return refuse('staffContent.fieldImage', name);
      const s = raw.trim();
      if (s === '') return field.required ? refuse('staffContent.fieldMissing', name) : good('');
      return s === before || (await isUpload(db, s)) ? good(s) : refuse('staffContent.fieldImage', name);
    }
    case 'images': {
      if (value !== undefined && value !== null && !Array.isArray(value)) return refuse('staffContent.fieldImage', name);
      const had = new Set(stringsOf(before));
      const urls: string[] = [];
      for (const url of (value as unknown[] | null | undefined) ?? []) {
        if (typeof url !== 'string') return refuse('staffContent.fieldImage', name);
        const s = url.trim();
        if (s === '') continue;
        if (!had.has(s) && !(await isUpload(db, s))) return refuse('staffContent.fieldImage', name);
        urls.push(s);
      }
      if (urls.length > field.max) return refuse('staffContent.fieldTooMany', name, { max: field.max });
      return field.required && urls.length === 0 ? refuse('staffContent.fieldMissing', name) : good(urls);
    }
  }
}

/**
 * A section version's body from the console's `fields` (JSON): every field of the descriptor
 * checked by its kind, in the descriptor's order (the first refused one is named); names the
 * descriptor does not know are ignored. `previous`: the latest version (its pictures may stay
 * without a new upload); `liveId`: the document's live row (its own unique values are not taken).
 */
export async function sectionBody(
  db: Executor,
  type: SectionTypeName,
  raw: string | undefined,
  previous: ContentBody | undefined,
  liveId: number | null,
): Promise<{ ok: true; body: ContentBody } | SectionRefusal> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    return refuse('staffContent.fieldsInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return refuse('staffContent.fieldsInvalid');
  const form = parsed as Record<string, unknown>;
  const before = previous?.fields ?? {};
  const fields: SectionValues = {};
  for (const [name, field] of entries(type)) {
    const checked = await checkField(db, name, field, Object.hasOwn(form, name) ? form[name] : undefined, before[name]);
    if (!checked.ok) return checked;
    fields[name] = checked.value;
  }
  if (type === 'activity') {
    // the promotion's window (the table's CHECK ends_at > starts_at)
    const ms = (value: unknown) => (typeof value === 'string' ? parseBeijing(value)?.getTime() : undefined) ?? 0;
    if (ms(fields.ends_at) <= ms(fields.starts_at)) return refuse('staffContent.fieldOrder', 'ends_at', undefined, 'starts_at');
    // a percentage takes money off only the wines of a series (domain/promotions.ts): without one it would promise a price nobody gets
    if (fields.percent_off !== null && fields.wine_series_id === null) return refuse('staffContent.percentNeedsSeries', 'percent_off', undefined, 'wine_series_id');
  }
  const taken = await uniqueTaken(db, type, liveId, fields);
  if (taken) return taken;
  return { ok: true, body: { content: EMPTY, fields } };
}

/* ---------------------------------------------------------------- preview */

/** A version's fields in one language as the public calls would answer them: texts picked, rich text cleaned, pictures site-relative. */
export function previewFields(type: SectionTypeName, fields: SectionValues, lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of entries(type)) {
    const value = fields[name];
    switch (field.kind) {
      case 'text':
        out[name] = pick(localizedOf(value), lang);
        break;
      case 'rich':
        out[name] = sanitizeHtml(pick(localizedOf(value), lang));
        break;
      case 'items':
        out[name] = (Array.isArray(value) ? value : []).map((item) => pick(localizedOf(item), lang));
        break;
      case 'image':
        out[name] = siteImage(value);
        break;
      case 'images':
        out[name] = siteImages(value);
        break;
      case 'link':
        out[name] = typeof value === 'string' && value !== '' ? safeLink(value) : '';
        break;
      default:
        out[name] = value ?? null;
    }
  }
  return out;
}

/** The title a list shows: the descriptor's titleField in `lang`. */
export function sectionTitle(type: SectionTypeName, body: ContentBody, lang: Lang): string {
  return pick(localizedOf(body.fields?.[sectionOf(type).titleField]), lang);
}
