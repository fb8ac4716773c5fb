import * as z from 'zod/mini';
import { SECTION_FIELDS_MAX, SECTION_TYPE_NAMES, type SectionTypeName } from './content-sections';
import { defineCall, LangField, type ApiCall } from './envelope';

/**
 * Editing the site's content in the staff console (issue 14 items 1 and 4): documents and their
 * versions, each moved by the content publication machine (machines/content-publication.machine.ts).
 * A document is named by `id` (a document) or `live_id` (a live row staff have not edited yet:
 * its present texts are version 1, stored at the first change). Texts of all three languages
 * travel side by side as `<field>_cn`, `<field>_tw`, `<field>_en`. Times are Beijing time
 * 'YYYY-MM-DD HH:mm'. Access: ./staff-access.ts (content and owner edit, auditor reads).
 * Messages: `staffContent.*`.
 */
const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

/** News, the notice banner and carousel slides have their own forms; the other types are described in ./content-sections.ts. */
export const CONTENT_TYPES = ['news', 'notice', 'rotation', ...SECTION_TYPE_NAMES] as const;
export type ContentType = 'news' | 'notice' | 'rotation' | SectionTypeName;

/** Texts staff may write: a title 120 characters, a summary 500, rich text 100 000 (before cleaning). */
export const CONTENT_LIMITS = { title: 120, summary: 500, content: 100_000, notice: 300, entitle: 120, link: 300 } as const;
/** A picture staff upload: JPEG, PNG or WebP, at most 5 MB, alt text in every language (at most 200 characters). */
export const CONTENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_ALT_MAX = 200;
/** The widths a content picture is kept at: the site's landscape size, and half of it for lists. */
export const CONTENT_IMAGE_WIDTHS = [1600, 800] as const;
/** `/media/content/<32 hex>-<width>.webp` */
export const CONTENT_MEDIA_PATTERN = /^\/media\/content\/([0-9a-f]{32})-(\d{3,4})\.webp$/;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number) =>
  z._default(
    z.pipe(
      z.catch(z.union([z.string(), z.number()]), ''),
      z.transform((v) => String(v)),
    ).check(z.refine((s) => [...s].length <= max, 'staffContent.tooLong'), z.refine((s) => !CONTROL.test(s), 'staffContent.controlCharacter')),
    '',
  );
const idField = () => z.optional(z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => (String(v).trim() === '' ? null : Number(v)))).check(z.refine((n) => n === null || (Number.isInteger(n) && n > 0 && n <= 2_147_483_647), 'staffContent.notFound')));
const TypeField = z.enum(CONTENT_TYPES, 'staffContent.typeUnknown');

/** Which document: its id, or the live row not yet edited. */
const Ref = { type: TypeField, id: idField(), live_id: idField() };

/** The fields of a news item's version; a notice has only `content` (plain text). */
const langs = <K extends string>(name: K, max: number) => ({
  [`${name}_cn`]: text(max),
  [`${name}_tw`]: text(max),
  [`${name}_en`]: text(max),
}) as Record<`${K}_cn` | `${K}_tw` | `${K}_en`, ReturnType<typeof text>>;

export const ContentBodyInput = {
  ...langs('title', CONTENT_LIMITS.title),
  ...langs('summary', CONTENT_LIMITS.summary),
  ...langs('content', CONTENT_LIMITS.content),
  releasedate: text(10),
  /** the picture of a news item or a slide: one of staff's uploads, or the one it has */
  image: text(200),
  /** a carousel slide's English line (shown in every language) and where it leads */
  entitle: text(CONTENT_LIMITS.entitle),
  link: text(CONTENT_LIMITS.link),
  /** the other types' fields as JSON (./content-sections.ts), checked by their descriptor */
  fields: text(SECTION_FIELDS_MAX),
};

export const LocalizedSchema = z.object({ cn: z.string(), tw: z.string(), en: z.string() });
/** A version's texts as stored. */
export const ContentBodySchema = z.object({
  title: z.optional(LocalizedSchema),
  summary: z.optional(LocalizedSchema),
  content: LocalizedSchema,
  releasedate: z.optional(z.string()),
  entitle: z.optional(z.string()),
  link: z.optional(z.string()),
  /** the news item's pictures (a slide's one picture); the console edits the first */
  images: z.optional(z.array(z.string())),
  /** the first picture's alt texts, from its upload */
  image_alt: z.optional(LocalizedSchema),
  /** the other types' fields by their descriptor (./content-sections.ts) */
  fields: z.optional(z.record(z.string(), z.unknown())),
});
export type ContentBody = z.infer<typeof ContentBodySchema>;

export const ContentRowSchema = z.object({
  id: z.nullable(z.number()),
  live_id: z.nullable(z.number()),
  type: z.string(),
  title: z.string(),
  state: z.string(),
  version: z.number(),
  published_version: z.nullable(z.number()),
  publish_at: z.string(),
  unpublish_at: z.string(),
  updated_at: z.string(),
});
export type ContentRow = z.infer<typeof ContentRowSchema>;

export const ContentVersionSchema = z.object({ version: z.number(), author: z.string(), created_at: z.string(), note: z.string() });
export const ContentDetailSchema = z.extend(ContentRowSchema, {
  body: ContentBodySchema,
  versions: z.array(ContentVersionSchema),
  /** the machine's staff events allowed now that the role may send */
  actions: z.array(z.string()),
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

export const staffContentList = call('content/list', true, z.object({ type: TypeField, lang: LangField }), z.object({ items: z.array(ContentRowSchema) }));
export const staffContentGet = call('content/get', true, z.object({ ...Ref, lang: LangField }), ContentDetailSchema);
export const staffContentCreate = call('content/create', false, z.object({ type: TypeField, ...ContentBodyInput, lang: LangField }), ContentDetailSchema);
export const staffContentSave = call('content/save', false, z.object({ ...Ref, ...ContentBodyInput, lang: LangField }), ContentDetailSchema);
export const staffContentPublish = call('content/publish', false, z.object({ ...Ref, lang: LangField }), ContentDetailSchema);
export const staffContentUnpublish = call('content/unpublish', false, z.object({ ...Ref, lang: LangField }), ContentDetailSchema);
export const staffContentSchedule = call(
  'content/schedule',
  false,
  z.object({ ...Ref, publish_at: text(16), unpublish_at: text(16), lang: LangField }),
  ContentDetailSchema,
);
export const staffContentRestore = call(
  'content/restore',
  false,
  z.object({ ...Ref, version: z.coerce.number().check(z.int(), z.positive(), z.maximum(1_000_000)), lang: LangField }),
  ContentDetailSchema,
);

/** A version as visitors would see it in one language (the public call's shape: cleaned rich text, site pictures). */
export const ContentPreviewSchema = z.object({
  lang: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  releasedate: z.string(),
  image: z.string(),
  image_alt: z.string(),
  /** a slide's link and English line */
  link: z.string(),
  entitle: z.string(),
  /** a content section's fields in this language as its public call shows them (./content-sections.ts): texts picked, rich text cleaned */
  fields: z.optional(z.record(z.string(), z.unknown())),
});
export const staffContentPreview = call(
  'content/preview',
  true,
  z.object({ ...Ref, version: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(1_000_000))), lang: LangField }),
  z.object({ version: z.number(), pages: z.array(ContentPreviewSchema) }),
);

/** Multipart: the alt texts (`alt_cn`, `alt_tw`, `alt_en`) first, then one part `file`; the language in the `lang` header. */
export const staffContentUpload = call(
  'content/upload',
  false,
  z.object({ lang: LangField }),
  z.object({ url: z.string().check(z.regex(CONTENT_MEDIA_PATTERN)), width: z.number(), height: z.number(), alt: LocalizedSchema }),
);

/** The staff events of a document and the call that sends each (the console's buttons). */
export const CONTENT_EVENT_CALLS = {
  SAVE_DRAFT: '/api/staff/content/save',
  PUBLISH: '/api/staff/content/publish',
  SCHEDULE: '/api/staff/content/schedule',
  UNPUBLISH: '/api/staff/content/unpublish',
  RESTORE_VERSION: '/api/staff/content/restore',
} as const;
