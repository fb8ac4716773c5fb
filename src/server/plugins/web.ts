import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed assets immutable (and pre-compressed .br/.gz when present),
 * index.html never cached so a new release is picked up at once.
 */
async function web(app: FastifyInstance) {
  const root = resolve(app.config.WEB_DIST);
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web app found: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: ['index.html'],
    setHeaders(res, path) {
      const immutable = path.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(web, { name: 'web', dependencies: ['db'] });
