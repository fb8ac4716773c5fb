import type { FastifyInstance } from 'fastify';
import { userResetPassword } from '../../../../contract/account';
import { findMemberByAccount, setPassword } from '../../../domain/members';
import { consumeCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

/**
 * /api/user/resetpwd: phone or email + code (event resetpwd) + new password. Every open session
 * of the member ends, so whoever knew the old password is signed out too.
 */
export default async function resetPassword(app: FastifyInstance) {
  registerCall(app, userResetPassword, async (input) => {
    const code = await consumeCode(app.services.codes, app.db, { target: input.account, event: 'resetpwd', code: input.captcha });
    if (!code.ok) return fail(code.key);
    const member = await findMemberByAccount(app.db, input.account);
    if (!member) return fail(input.type === 'mobile' ? 'auth.mobileUnknown' : 'auth.emailUnknown');
    await setPassword(app.db, member.id, input.newpassword);
    await app.db.deleteFrom('member_sessions').where('member_id', '=', member.id).execute();
    // at once here; other instances drop them on the database's announcement (session-cache.ts)
    app.sessions.dropMember(member.id);
    return ok(null, 'auth.passwordReset');
  });
}
