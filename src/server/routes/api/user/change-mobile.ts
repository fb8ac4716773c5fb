import type { FastifyInstance } from 'fastify';
import { userChangeMobile } from '../../../../contract/profile';
import { changeContact } from '../../../domain/profile';
import { fail, ok, registerCall } from '../../../plugins/api';

/** A new phone number with the code sent to it for `changemobile`. */
export default async function changeMobile(app: FastifyInstance) {
  registerCall(app, userChangeMobile, async ({ mobile, captcha }, { member }) => {
    const result = await changeContact(app.services.codes, app.db, member!.id, 'mobile', mobile, captcha);
    return result.ok ? ok(result.value, 'profile.mobileChanged') : fail(result.key);
  });
}
