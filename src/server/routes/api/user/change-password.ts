import type { FastifyInstance } from 'fastify';
import { userChangePassword } from '../../../../contract/profile';
import { changePassword } from '../../../domain/profile';
import { fail, ok, registerCall } from '../../../plugins/api';

/** Old password, new password and its confirmation; other sessions are signed out. */
export default async function changePasswordRoute(app: FastifyInstance) {
  registerCall(app, userChangePassword, async (form, { member }) => {
    const result = await changePassword(app.db, member!, form);
    // the other sessions end at once here; other instances drop them on the database's announcement
    if (result.ok) app.sessions.dropMember(member!.id);
    return result.ok ? ok(null, 'profile.passwordChanged') : fail(result.key);
  });
}
