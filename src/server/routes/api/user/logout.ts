import type { FastifyInstance } from 'fastify';
import { userLogout } from '../../../../contract/account';
import { signOut } from '../../../domain/members';
import { ok, registerCall } from '../../../plugins/api';

/** /api/user/logout: ends the session of the token it came with (and only that one). */
export default async function logout(app: FastifyInstance) {
  registerCall(app, userLogout, async (_input, ctx) => {
    await signOut(app.db, ctx.member!.tokenHash);
    // at once here; other instances drop it on the database's announcement (session-cache.ts)
    app.sessions.dropToken(ctx.member!.tokenHash);
    return ok(null, 'auth.loggedOut');
  });
}
