import type { FastifyPluginAsync } from 'fastify';
import { loadContentPicture } from '../domain/content-editing/media';

/**
 * Pictures staff uploaded for content (`/media/content/<id>-<width>.webp`), in each width the
 * site serves. An address never changes its bytes, so it is cached for a year; `nosniff` and
 * the picture's own policy as for members' uploads.
 */
const mediaContent: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/content/:file', async (request, reply) => {
    const bytes = await loadContentPicture(app.db, request.params.file);
    if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', 'inline')
      .send(bytes);
  });
};

export default mediaContent;
