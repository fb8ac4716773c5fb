import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_HOST } from '../../contract/content';
import { envelope, langOf } from './api';
import { translate } from '../i18n';

const API_PREFIXES = ['/api/', `${CONTENT_HOST}/`, '/dev/'];

/**
 * A failure as an envelope: a malformed request gets its 4xx with a readable `msg` (429 says to
 * wait), anything unexpected a 500 whose details stay in the log, never in the answer. Also
 * Fastify's `frameworkErrors`, for what the router refuses before any route runs — a path that is
 * not valid percent-encoding (400), a path parameter over the router's limit (414) — so those get
 * the same envelope instead of Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const lang = langOf(request);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(0, translate(lang, 'error.server'), null));
  }
  request.log.info({ code: error.code, status }, 'malformed request');
  const key = status === 429 ? 'error.tooManyRequests' : 'error.requestFailed';
  return reply.code(status).send(envelope(0, translate(lang, key), null));
}

/**
 * One place that turns failures into envelopes: malformed requests get their 4xx with a
 * readable `msg`, unknown API paths 404, and anything unexpected a 500 whose details stay in
 * the log, never in the answer.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler(frameworkErrors);

  app.setNotFoundHandler((request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).send(envelope(0, translate(langOf(request), 'error.notFound'), null));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

export default fp(errors, { name: 'errors', dependencies: ['db'] });
