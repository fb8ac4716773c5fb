import type { MessageKey } from '../../../contract/messages';
import type { Localized } from '../../../contract/lang';
import type { ContentBody, ContentType } from '../../../contract/staff-content';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { safeUrl, sanitizeHtml } from '../sanitize-html';
import { checkInlinePictures, uploadOf } from './inline-pictures';
import { isSectionType } from '../../../contract/content-sections';
import { sectionBody, type SectionRefusal } from './sections';

/**
 * A version's body from the console's form: plain texts trimmed, rich text through the
 * allow-list sanitiser (stored clean; the public calls clean it again on the way out), the
 * picture only one of staff's uploads (or the one the item already has), with the upload's alt
 * texts. Every language is required. The content sections' `fields` are checked by their
 * descriptor (./sections.ts); their refusals name the field (`names`: param → field name).
 */
export type BodyForm = Record<string, string | undefined>;
export type BodyResult = { ok: true; body: ContentBody } | { ok: false; key: MessageKey } | SectionRefusal;

const localized = (form: BodyForm, name: string, clean: (s: string) => string): Localized => ({
  cn: clean(form[`${name}_cn`] ?? ''),
  tw: clean(form[`${name}_tw`] ?? ''),
  en: clean(form[`${name}_en`] ?? ''),
});
const complete = (text: Localized) => text.cn !== '' && text.tw !== '' && text.en !== '';
const plain = (s: string) => s.trim();
const rich = (s: string) => sanitizeHtml(s).trim();
/** rich text with nothing a reader would see (e.g. `<p></p>`) counts as empty */
const visible = (html: string) => (/<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '' ? html : '');

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/**
 * `db`: the transaction of the change, when there is one (PGlite has a single connection).
 * `liveId`: the document's live row, if it has one (a section's unique value it holds is its own).
 */
export async function bodyFromForm(
  db: Db | Transaction<Database>,
  type: ContentType,
  form: BodyForm,
  previous: ContentBody | undefined,
  liveId: number | null = null,
): Promise<BodyResult> {
  if (isSectionType(type)) return sectionBody(db, type, form.fields, previous, liveId);
  if (type === 'notice') {
    const content = localized(form, 'content', plain);
    if (!complete(content)) return { ok: false, key: 'staffContent.contentRequired' };
    return { ok: true, body: { content } };
  }
  const title = localized(form, 'title', plain);
  if (!complete(title)) return { ok: false, key: 'staffContent.titleRequired' };
  if (type === 'rotation') return slideBody(db, form, title, previous);
  const content = localized(form, 'content', (s) => visible(rich(s)));
  if (!complete(content)) return { ok: false, key: 'staffContent.contentRequired' };
  const pictures = await checkInlinePictures(db, content, previous?.content);
  if (pictures !== 'ok') return { ok: false, key: pictures === 'noAlt' ? 'staffContent.inlineAlt' : 'staffContent.inlineUnknown' };
  const summary = localized(form, 'summary', plain);
  const releasedate = (form.releasedate ?? '').trim() || previous?.releasedate || new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (!isRealDate(releasedate)) return { ok: false, key: 'staffContent.dateInvalid' };

  return withPicture(db, { title, summary, content, releasedate }, form, previous);
}

/** The first picture: '' (none), the one it has, or one of staff's uploads with its alt texts; the others kept. */
async function withPicture(db: Db | Transaction<Database>, base: ContentBody, form: BodyForm, previous: ContentBody | undefined): Promise<BodyResult> {
  const before = previous?.images ?? [];
  const image = (form.image ?? '').trim();
  const body: ContentBody = { ...base, images: before.slice(1) };
  if (image === '') return { ok: true, body };
  if (image === before[0]) return { ok: true, body: { ...body, images: before, ...(previous?.image_alt ? { image_alt: previous.image_alt } : {}) } };
  const media = await uploadOf(db, image);
  if (!media) return { ok: false, key: 'staffContent.imageUnknown' };
  return { ok: true, body: { ...body, images: [image, ...before.slice(1)], image_alt: media.alt } };
}

/** A carousel slide: title (required) and intro per language, an English line, a link to follow, one picture (required). */
async function slideBody(db: Db | Transaction<Database>, form: BodyForm, title: Localized, previous: ContentBody | undefined): Promise<BodyResult> {
  const link = (form.link ?? '').trim();
  if (link !== '' && safeUrl(link, true) !== link) return { ok: false, key: 'staffContent.linkInvalid' };
  const base: ContentBody = { title, summary: localized(form, 'summary', plain), content: { cn: '', tw: '', en: '' }, entitle: (form.entitle ?? '').trim(), link };
  const result = await withPicture(db, base, form, previous);
  if (result.ok && (result.body.images ?? []).length === 0) return { ok: false, key: 'staffContent.imageRequired' };
  return result;
}
