import type { FastifyPluginAsync } from 'fastify';
import { loadUpload } from '../domain/uploads';

/**
 * Members' uploaded pictures. An address never changes its bytes (every upload gets a new
 * random id), so it is cached for a year. The type is the one sniffed at upload, `nosniff`
 * keeps browsers from guessing another, and the picture's own policy allows nothing to run.
 */
const mediaUploads: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const upload = await loadUpload(app.db, request.params.file);
    if (!upload) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(upload.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', 'inline')
      .send(upload.bytes);
  });
};

export default mediaUploads;
