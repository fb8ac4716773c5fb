import type { FastifyInstance } from 'fastify';
import { readOutbox } from '../../providers/messaging/outbox';

/**
 * GET /dev/outbox[?to=]: what the development provider "sent", newest first. Registered only
 * outside production, so there it answers 404 like any unknown path.
 */
export default async function devOutbox(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production') return;
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.slice(0, 254) : undefined;
    reply.header('cache-control', 'no-store');
    return readOutbox(app.db, to || undefined);
  });
}
