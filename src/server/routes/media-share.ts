import type { FastifyPluginAsync } from 'fastify';
import { shareImages } from '../media/share-image';

/**
 * Share cards' pictures (`/media/share/<kind>-<name>.jpg`, media/share-image.ts): JPEGs drawn
 * once from a demo SVG or a content picture and kept in memory. An address never changes its
 * bytes, so it is cached for a year; the ETag lets a revalidating client skip the body.
 */
const mediaShare: FastifyPluginAsync = async (app) => {
  const shareImage = shareImages(app.db);
  app.get<{ Params: { file: string } }>('/media/share/:file', async (request, reply) => {
    const image = await shareImage(request.params.file);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/jpeg').header('content-disposition', 'inline').send(image.bytes);
  });
};

export default mediaShare;
