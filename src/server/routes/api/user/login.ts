import type { FastifyInstance } from 'fastify';
import { userLogin } from '../../../../contract/account';
import { signIn } from '../../../domain/members';
import { passwordSignIn } from '../../../domain/sign-in';
import { fail, ok, registerCall } from '../../../plugins/api';

/** /api/user/login: phone or email + password → the member with a new token. */
export default async function login(app: FastifyInstance) {
  registerCall(app, userLogin, async (input, ctx) => {
    const checked = await passwordSignIn(app.db, input.account, input.password, ctx.request.ip);
    if (!checked.ok) return fail(checked.key);
    return ok(await signIn(app.db, checked.member), 'auth.loggedIn');
  });
}
