import type { FastifyInstance } from 'fastify';
import { userChangeEmail } from '../../../../contract/profile';
import { changeContact } from '../../../domain/profile';
import { fail, ok, registerCall } from '../../../plugins/api';

/** A new email address with the code sent to it for `changeemail`. */
export default async function changeEmail(app: FastifyInstance) {
  registerCall(app, userChangeEmail, async ({ email, captcha }, { member }) => {
    const result = await changeContact(app.services.codes, app.db, member!.id, 'email', email, captcha);
    return result.ok ? ok(result.value, 'profile.emailChanged') : fail(result.key);
  });
}
