import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CODE_FAILURE, CODE_SUCCESS } from '../../../../contract/envelope';
import { LANGS, pick, type Lang } from '../../../../contract/lang';
import type { MessageKey } from '../../../../contract/messages';
import {
  CONTENT_UPLOAD_MAX_BYTES,
  staffContentCreate,
  staffContentGet,
  staffContentList,
  staffContentPreview,
  staffContentPublish,
  staffContentRestore,
  staffContentSave,
  staffContentSchedule,
  staffContentUnpublish,
  staffContentUpload,
  type ContentBody,
  type ContentType,
} from '../../../../contract/staff-content';
import { fieldLabel } from '../../../../contract/content-section-words';
import { isSectionType } from '../../../../contract/content-sections';
import { siteImage, text } from '../../../domain/content';
import { bodyFromForm, type BodyForm } from '../../../domain/content-editing/body';
import { documentDetail, findDocument, listDocuments, latestVersion, parseBeijing, versionOf, type DocRef } from '../../../domain/content-editing/documents';
import { createDocument, staffContentEvent, type ContentOutcome } from '../../../domain/content-editing/events';
import { readLive } from '../../../domain/content-editing/live';
import { isSingletonSection, previewFields, sectionTitle } from '../../../domain/content-editing/sections';
import { altOf, storeContentPicture } from '../../../domain/content-editing/media';
import { sanitizeHtml } from '../../../domain/sanitize-html';
import { translate } from '../../../i18n';
import { envelope, fail, langOf, ok, registerCall } from '../../../plugins/api';
import { scheduleContentSweep } from '../../../jobs/content-schedule';
import { staffActorOf } from './index';

const FRAMING_BYTES = 64 * 1024;
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** A refusal in the staff member's language: a content section's fields named by their words in `lang`. */
function refusal(refused: { key: MessageKey; names?: Record<string, string>; params?: Record<string, string> }, type: ContentType, lang: Lang) {
  if (!refused.names && !refused.params) return fail(refused.key);
  const params: Record<string, string> = { ...refused.params };
  for (const [param, field] of Object.entries(refused.names ?? {})) params[param] = isSectionType(type) ? fieldLabel(type, field, lang) : field;
  return fail(refused.key, params);
}
const isSingleton = (type: ContentType) => isSectionType(type) && isSingletonSection(type);

/**
 * Content editing (issue 14): documents of the site's content, their versions, publishing now or
 * at a time, previews, and staff's pictures. The staff guard of ./index.ts has run.
 */
export default async function staffContentRoutes(app: FastifyInstance) {
  scheduleContentSweep(app, app.config.CONTENT_SWEEP_S);
  const refOf = (form: { type: DocRef['type']; id?: number | null | undefined; live_id?: number | null | undefined }): DocRef => ({ type: form.type, id: form.id ?? null, live_id: form.live_id ?? null });
  const answer = async (outcome: ContentOutcome, form: { type: DocRef['type'] }, role: Parameters<typeof documentDetail>[2], lang: Lang, msg: MessageKey) => {
    if (!outcome.ok) return refusal(outcome, form.type, lang);
    const detail = await documentDetail(app.db, { type: form.type, id: outcome.id }, role, lang);
    return detail ? ok(detail, msg) : fail('staffContent.notFound');
  };

  registerCall(app, staffContentList, async ({ type }, { lang }) => {
    return ok({ items: await listDocuments(app.db, type, lang) });
  });

  registerCall(app, staffContentGet, async (form, { lang, request }) => {
    const detail = await documentDetail(app.db, refOf(form), request.staff!.role, lang);
    return detail ? ok(detail) : fail('staffContent.notFound');
  });

  registerCall(app, staffContentCreate, async (form, { lang, request }) => {
    if (isSingleton(form.type)) return fail('staffContent.singletonCreate');
    const body = await bodyFromForm(app.db, form.type, form as BodyForm, undefined);
    if (!body.ok) return refusal(body, form.type, lang);
    return answer(await createDocument(app.db, staffActorOf(request), form.type, body.body), form, request.staff!.role, lang, 'staffContent.created');
  });

  registerCall(app, staffContentSave, async (form, { lang, request }) => {
    const outcome = await staffContentEvent(
      app.db,
      staffActorOf(request),
      refOf(form),
      async (doc, trx) => {
        const body = await bodyFromForm(trx, doc.type, form as unknown as BodyForm, (await latestVersion(trx, doc.id))?.body, doc.live_id);
        return body.ok ? { ok: true, event: { type: 'SAVE_DRAFT' }, body: body.body } : body;
      },
      { action: 'content.save' },
    );
    return answer(outcome, form, request.staff!.role, lang, 'staffContent.saved');
  });

  registerCall(app, staffContentPublish, async (form, { lang, request }) => {
    const outcome = await staffContentEvent(app.db, staffActorOf(request), refOf(form), async () => ({ ok: true, event: { type: 'PUBLISH' } }), { action: 'content.publish' });
    return answer(outcome, form, request.staff!.role, lang, 'staffContent.published');
  });

  registerCall(app, staffContentUnpublish, async (form, { lang, request }) => {
    if (isSingleton(form.type)) return fail('staffContent.singletonOff');
    const outcome = await staffContentEvent(app.db, staffActorOf(request), refOf(form), async () => ({ ok: true, event: { type: 'UNPUBLISH' } }), { action: 'content.unpublish' });
    return answer(outcome, form, request.staff!.role, lang, 'staffContent.unpublished');
  });

  registerCall(app, staffContentSchedule, async (form, { lang, request }) => {
    const publishAt = parseBeijing(form.publish_at);
    const unpublishAt = parseBeijing(form.unpublish_at);
    if (publishAt === undefined || unpublishAt === undefined) return fail('staffContent.timeInvalid');
    if (unpublishAt !== null && isSingleton(form.type)) return fail('staffContent.singletonOff');
    const event = { type: 'SCHEDULE' as const, publishAt: publishAt?.getTime() ?? null, unpublishAt: unpublishAt?.getTime() ?? null, now: Date.now() };
    const outcome = await staffContentEvent(app.db, staffActorOf(request), refOf(form), async () => ({ ok: true, event }), {
      action: 'content.schedule',
      reason: `publish ${form.publish_at || '-'}, take off ${form.unpublish_at || '-'}`,
    });
    return answer(outcome, form, request.staff!.role, lang, 'staffContent.scheduled');
  });

  registerCall(app, staffContentRestore, async (form, { lang, request }) => {
    const outcome = await staffContentEvent(
      app.db,
      staffActorOf(request),
      refOf(form),
      async (doc, trx) => ((await versionOf(trx, doc.id, form.version)) ? { ok: true, event: { type: 'RESTORE_VERSION', version: form.version } } : { ok: false, key: 'staffContent.versionUnknown' }),
      { action: 'content.restore', reason: `version ${form.version}` },
    );
    return answer(outcome, form, request.staff!.role, lang, 'staffContent.restored');
  });

  registerCall(app, staffContentPreview, async (form) => {
    const ref = refOf(form);
    const doc = await findDocument(app.db, ref);
    let version = 1;
    let body: ContentBody | undefined;
    if (doc) {
      const last = await latestVersion(app.db, doc.id);
      version = form.version ?? last?.version ?? 1;
      body = await versionOf(app.db, doc.id, version);
    } else if (ref.live_id && !ref.id && (form.version ?? 1) === 1) {
      body = (await readLive(app.db, ref.type, ref.live_id))?.body;
    }
    if (!body) return fail(doc ? 'staffContent.versionUnknown' : 'staffContent.notFound');
    const shown = body;
    const sectionType = isSectionType(ref.type) ? ref.type : null;
    // what the public calls would answer: plain texts as they are, rich text cleaned again, pictures only site-relative
    const pages = LANGS.map((lang) => ({
      lang,
      title: sectionType ? sectionTitle(sectionType, shown, lang) : shown.title ? text(shown.title, lang) : pick(shown.content, lang),
      summary: shown.summary ? text(shown.summary, lang) : '',
      content: ref.type === 'news' ? sanitizeHtml(pick(shown.content, lang)) : '',
      link: shown.link ?? '',
      entitle: shown.entitle ?? '',
      releasedate: shown.releasedate ?? '',
      image: siteImage(shown.images?.[0]),
      image_alt: shown.image_alt ? pick(shown.image_alt, lang) : '',
      ...(sectionType ? { fields: previewFields(sectionType, shown.fields ?? {}, lang) } : {}),
    }));
    return ok({ version, pages });
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    uploads.post(staffContentUpload.path, { config: { auth: staffContentUpload.auth } }, async (request, reply) => {
      const lang = langOf(request);
      const refuse = (key: MessageKey) => envelope(CODE_FAILURE, translate(lang, key), null);
      if (Number(request.headers['content-length'] ?? 0) > CONTENT_UPLOAD_MAX_BYTES + FRAMING_BYTES) return refuse('staffContent.uploadTooLarge');
      if (!request.isMultipart()) return refuse('staffContent.uploadMissing');
      let bytes: Buffer;
      let fields: Record<string, string | undefined> = {};
      try {
        const part = await request.file();
        if (!part) return refuse('staffContent.uploadMissing');
        fields = Object.fromEntries(
          Object.entries(part.fields).map(([name, field]) => {
            const value = field && !Array.isArray(field) && 'value' in field ? field.value : undefined;
            return [name, typeof value === 'string' ? value : undefined];
          }),
        );
        bytes = await part.toBuffer();
      } catch (error) {
        const { code = '', statusCode = 0 } = error as { code?: string; statusCode?: number };
        if (TOO_LARGE.has(code)) return refuse('staffContent.uploadTooLarge');
        if (code.startsWith('FST_') && statusCode < 500) return refuse('staffContent.uploadMissing');
        if (code) throw error;
        reply.code(400);
        return refuse('staffContent.uploadBroken');
      }
      if (bytes.length === 0) return refuse('staffContent.uploadMissing');
      const alt = altOf(fields);
      if (!alt) return refuse('staffContent.altRequired');
      const stored = await storeContentPicture(app.db, staffActorOf(request), bytes, alt);
      if (!stored.ok) return refuse(stored.key);
      const { ok: _ok, ...data } = stored;
      return envelope(CODE_SUCCESS, translate(lang, 'staffContent.uploaded'), staffContentUpload.output.parse(data));
    });
  });
}
