import type { FastifyInstance } from 'fastify';
import { staffLogin, staffLogout } from '../../../../contract/staff';
import { staffFromToken, staffSignIn, staffSignOut, type AuthedStaff } from '../../../domain/staff';
import { fail, ok, refuse, registerCall } from '../../../plugins/api';
import { STAFF_SESSION_LIFETIME_S } from '../../../../contract/staff';
import staffOrderRoutes from './orders';
import staffBookingRoutes from './bookings';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in staff member of a /api/staff/* call (never a member) */
    staff: AuthedStaff | null;
  }
}

const OPEN = new Set([staffLogin.path]);

/**
 * /api/staff/*: every call but the sign-in needs a staff token in the `token` header. Staff
 * sessions live in their own table, so a member's token is refused here (401) exactly as a
 * staff token is refused on member calls.
 */
export default async function staffRoutes(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    request.staff = token ? await staffFromToken(app.db, token) : null;
    if (!request.staff && !OPEN.has(request.routeOptions.url ?? '')) return refuse(request, reply, 401, 'staff.loginFirst');
  });

  registerCall(app, staffLogin, async ({ username, password }, { request }) => {
    const outcome = await staffSignIn(app.db, username, password, request.ip);
    if (!outcome.ok) return fail(outcome.key);
    request.log.info({ staff: outcome.value.staff.id }, 'staff signed in');
    return ok({ token: outcome.value.token, expires_in: STAFF_SESSION_LIFETIME_S, staff: outcome.value.staff }, 'staff.loggedIn');
  });

  registerCall(app, staffLogout, async (_input, { request }) => {
    await staffSignOut(app.db, request.staff!.tokenHash);
    return ok(null);
  });

  await app.register(staffOrderRoutes);
  await app.register(staffBookingRoutes);
}
