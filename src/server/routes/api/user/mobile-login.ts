import type { FastifyInstance } from 'fastify';
import { userMobileLogin } from '../../../../contract/account';
import { findMemberByAccount, signIn } from '../../../domain/members';
import { clearSignInFailures, isSignInBlocked, recordSignInFailure } from '../../../domain/sign-in';
import { consumeCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/user/mobilelogin: phone + SMS code (event mobilelogin) → the member with a new token. */
export default async function mobileLogin(app: FastifyInstance) {
  registerCall(app, userMobileLogin, async (input, ctx) => {
    const ip = ctx.request.ip;
    if (await isSignInBlocked(app.db, input.mobile, ip)) return fail('auth.tooManyAttempts');
    // the code first: without a valid one nothing is said about the phone
    const code = await consumeCode(app.db, { target: input.mobile, event: 'mobilelogin', code: input.captcha });
    if (!code.ok) {
      await recordSignInFailure(app.db, input.mobile, ip);
      return fail(code.key);
    }
    const member = await findMemberByAccount(app.db, input.mobile);
    if (!member) return fail('auth.mobileUnknown');
    if (member.switch !== 1) return fail('auth.accountDisabled');
    await clearSignInFailures(app.db, input.mobile);
    return ok(await signIn(app.db, member), 'auth.loggedIn');
  });
}
