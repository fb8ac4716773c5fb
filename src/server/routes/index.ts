import type { FastifyInstance } from 'fastify';
import placard from './api/winery/placard';
import media from './media';

/** Every route plugin; folders mirror the spec's URLs. */
export default async function routes(app: FastifyInstance) {
  await app.register(placard);
  await app.register(media);
}
