import type { FastifyInstance } from 'fastify';
import { emsSend } from '../../../../contract/verification';
import { issueCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/ems/send: a code to a mailbox for one event; answers the seconds until the next send. */
export default async function emsSendRoute(app: FastifyInstance) {
  registerCall(app, emsSend, async (input, ctx) => {
    const result = await issueCode(app.services.codes, app.db, app.messaging, {
      channel: 'email',
      target: input.email,
      event: input.event,
      lang: ctx.lang,
      ip: ctx.request.ip,
      memberId: ctx.member?.id ?? null,
    });
    return result.ok ? ok({ cooldown: result.cooldown }, 'auth.codeSent') : fail(result.key, result.params);
  });
}
