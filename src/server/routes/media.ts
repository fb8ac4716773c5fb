import type { FastifyPluginAsync } from 'fastify';
import { renderDemoArt } from '../media/demo-art';

const FILE = /^([a-z0-9-]{1,64})\.svg$/;

/**
 * The demo pictures the seeded content points at (`/media/demo/<name>.svg`). Each name's picture
 * never changes, so it is cached for a year. The SVG gets its own strict policy: no scripts, no
 * outside fetches, even when opened directly.
 */
const media: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/demo/:file', async (request, reply) => {
    const name = FILE.exec(request.params.file)?.[1];
    const svg = name === undefined ? undefined : renderDemoArt(name);
    if (svg === undefined) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};

export default media;
