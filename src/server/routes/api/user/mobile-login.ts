import type { FastifyInstance } from 'fastify';
import { userMobileLogin } from '../../../../contract/account';
import { findMemberByAccount, signIn } from '../../../domain/members';
import { returnSignInAttempt, signInSucceeded, takeSignInAttempt } from '../../../domain/sign-in';
import { consumeCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/user/mobilelogin: phone + SMS code (event mobilelogin) → the member with a new token. */
export default async function mobileLogin(app: FastifyInstance) {
  registerCall(app, userMobileLogin, async (input, ctx) => {
    const ip = ctx.request.ip;
    if (!(await takeSignInAttempt(app.db, input.mobile, ip))) return fail('auth.tooManyAttempts');
    // the code first: without a valid one nothing is said about the phone; a wrong one keeps its count
    const code = await consumeCode(app.services.codes, app.db, { target: input.mobile, event: 'mobilelogin', code: input.captcha });
    if (!code.ok) return fail(code.key);
    const member = await findMemberByAccount(app.db, input.mobile);
    if (!member || member.switch !== 1) {
      await returnSignInAttempt(app.db, input.mobile, ip);
      return fail(member ? 'auth.accountDisabled' : 'auth.mobileUnknown');
    }
    await signInSucceeded(app.db, input.mobile, ip);
    return ok(await signIn(app.db, member), 'auth.loggedIn');
  });
}
