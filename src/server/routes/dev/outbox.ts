import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CODE_FAILURE } from '../../../contract/envelope';
import { envelope, langOf, validationMessage } from '../../plugins/api';
import { readOutbox } from '../../providers/messaging/outbox';

/** `to` is a phone number or an email address: at most 254 characters, none a control character (PostgreSQL text cannot hold a NUL). */
const OutboxQuery = z.object({ to: z.optional(z.string().check(z.maxLength(254), z.regex(/^[^\u0000-\u001f\u007f]*$/))) });

/**
 * GET /dev/outbox[?to=]: what the development provider "sent", newest first. Registered only
 * outside production, so there it answers 404 like any unknown path. A malformed `to` answers
 * 400 with the envelope.
 */
export default async function devOutbox(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'production') return;
  app.get('/dev/outbox', async (request, reply) => {
    const query = OutboxQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(envelope(CODE_FAILURE, validationMessage(langOf(request), query.error), null));
    reply.header('cache-control', 'no-store');
    return readOutbox(app.db, query.data.to || undefined);
  });
}
