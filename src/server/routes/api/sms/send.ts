import type { FastifyInstance } from 'fastify';
import { smsSend } from '../../../../contract/verification';
import { issueCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/sms/send: a code to a phone for one event; answers the seconds until the next send. */
export default async function smsSendRoute(app: FastifyInstance) {
  registerCall(app, smsSend, async (input, ctx) => {
    const result = await issueCode(app.services.codes, app.db, app.messaging, {
      channel: 'mobile',
      target: input.mobile,
      event: input.event,
      lang: ctx.lang,
      ip: ctx.request.ip,
      memberId: ctx.member?.id ?? null,
    });
    return result.ok ? ok({ cooldown: result.cooldown }, 'auth.codeSent') : fail(result.key, result.params);
  });
}
