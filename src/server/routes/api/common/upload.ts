import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CODE_FAILURE, CODE_SUCCESS } from '../../../../contract/envelope';
import type { MessageKey } from '../../../../contract/messages';
import { commonUpload, UPLOAD_MAX_BYTES } from '../../../../contract/profile';
import { storeUpload } from '../../../domain/uploads';
import { translate } from '../../../i18n';
import { envelope, langOf } from '../../../plugins/api';

/** Room for the multipart framing around the picture itself. */
const FRAMING_BYTES = 64 * 1024;
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A member's picture (`/api/common/upload`): multipart, the first file part, JPEG, PNG or WebP
 * up to 2 MB recognised by its first bytes. Multipart is registered here only, so no other call
 * accepts it. Answers `{ url }` of `/media/uploads/<id>.<ext>`.
 */
export default async function upload(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(commonUpload.path, { config: { auth: commonUpload.auth } }, async (request, reply) => {
    const lang = langOf(request);
    const refuse = (key: MessageKey) => envelope(CODE_FAILURE, translate(lang, key), null);

    // a declared length far over the limit is refused before a byte is read
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + FRAMING_BYTES) return refuse('profile.uploadTooLarge');
    if (!request.isMultipart()) return refuse('profile.uploadMissing');

    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part) return refuse('profile.uploadMissing');
      bytes = await part.toBuffer();
    } catch (error) {
      const { code = '', statusCode = 0 } = error as { code?: string; statusCode?: number };
      if (TOO_LARGE.has(code)) return refuse('profile.uploadTooLarge');
      if (code.startsWith('FST_') && statusCode < 500) return refuse('profile.uploadMissing');
      if (code) throw error;
      // The multipart parser's own errors carry no code: a body that ends early, a missing or
      // unusable boundary, a broken part header. Only the body was being read, so the body is
      // malformed: a 400 the member can act on, not a failure of ours.
      request.log.info({ reason: (error as Error).message }, 'malformed upload');
      reply.code(400);
      return refuse('profile.uploadBroken');
    }
    if (bytes.length === 0) return refuse('profile.uploadMissing');

    const stored = await storeUpload(app.db, request.member!.id, bytes);
    if (!stored.ok) return refuse(stored.key);
    return envelope(CODE_SUCCESS, 'ok', commonUpload.output.parse({ url: stored.url }));
  });
}
