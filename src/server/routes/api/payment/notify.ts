import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from '../../../domain/payments/deps';
import { handleNotification } from '../../../domain/payments/notifications';

/** Callbacks are small; WeChat Pay's are about 1 KB. */
const BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payment/notify/:provider — the provider's signed callback. The body is kept as the
 * exact string received (the signature covers those bytes), so this scope has its own parser.
 */
export default async function notifyRoute(app: FastifyInstance, { deps }: { deps: PaymentDeps }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post<{ Params: { provider: string } }>('/api/payment/notify/:provider', { config: { auth: 'public' } }, async (request, reply) => {
    if (request.params.provider !== deps.provider.name) return reply.code(404).send({ code: 'NOT_FOUND', message: 'no such provider' });
    const raw = typeof request.body === 'string' ? request.body : '';
    try {
      const answer = await handleNotification(deps, request.headers, raw);
      return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(answer.status).send();
    } catch (err) {
      deps.log.error({ error: (err as Error).message }, 'payment notification failed: the provider will retry');
      return reply.code(500).send({ code: 'FAIL', message: 'try again later' });
    }
  });
}
