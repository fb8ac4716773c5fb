import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_SESSION_LIFETIME_S } from '../../../../contract/staff';
import { mayCall, SIGNED_OUT, STAFF_ACCESS } from '../../../../contract/staff-access';
import { staffMe, staffSignInEnrol, staffSignInPassword, staffSignInTotp, staffSignOut as signOutCall, staffSignOutEverywhere as signOutEverywhereCall } from '../../../../contract/staff-auth';
import { staffFromToken, staffSignInCode, staffSignInPassword as signInWithPassword, staffSignOut, staffSignOutEverywhere, type AuthedStaff } from '../../../domain/staff';
import type { StaffActor } from '../../../domain/staff-audit';
import { fail, ok, refuse, registerCall } from '../../../plugins/api';
import staffOrderRoutes from './orders';
import staffBookingRoutes from './bookings';
import staffAccountRoutes from './accounts';
import staffAuditRoutes from './audit';
import staffDashboardRoutes from './dashboard';
import staffQueueRoutes from './queues';
import staffMemberRoutes from './members';
import staffContentRoutes from './content';
import staffLifecycleRoutes from './lifecycle';
import staffCatalogueRoutes from './catalogue';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in staff member of a /api/staff/* call (never a member), with their role */
    staff: AuthedStaff | null;
  }
}

const ACCESS: Record<string, unknown> = STAFF_ACCESS;

/** The staff actor of a call that passed the guard: who, their role, and the request's address. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const staff = request.staff;
  if (!staff) throw new Error(`staffActorOf: no staff member on ${request.url}`);
  return { id: staff.id, username: staff.username, role: staff.role, ip: request.ip };
}

/**
 * /api/staff/*: the guard reads the staff token of the `token` header and asks the access table
 * (src/contract/staff-access.ts) whether the member's role may make the call: no session → 401
 * `staff.loginFirst`, a role not listed → 403 `staffAuth.forbidden`, a call missing from the
 * table → 403 for everyone. Staff sessions live in their own table and staff tokens carry the
 * `st_` prefix, so a member's token is refused here exactly as a staff token on member calls.
 */
export default async function staffRoutes(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const path = request.routeOptions.url ?? '';
    const rule = ACCESS[path];
    if (rule === SIGNED_OUT) return;
    if (rule === undefined) return refuse(request, reply, 403, 'staffAuth.forbidden');
    request.staff = token ? await staffFromToken(app.db, token) : null;
    if (!request.staff) return refuse(request, reply, 401, 'staff.loginFirst');
    if (!mayCall(request.staff.role, path)) return refuse(request, reply, 403, 'staffAuth.forbidden');
  });

  registerCall(app, staffSignInPassword, async ({ username, password }, { request }) => {
    const outcome = await signInWithPassword(app.db, username, password, request.ip);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  for (const [call, purpose] of [
    [staffSignInTotp, 'totp'],
    [staffSignInEnrol, 'enrol'],
  ] as const) {
    registerCall(app, call, async ({ ticket, code }, { request }) => {
      const outcome = await staffSignInCode(app.db, purpose, ticket, code, request.ip);
      if (!outcome.ok) return fail(outcome.key);
      request.log.info({ staff: outcome.value.staff.id }, 'staff signed in');
      return ok({ token: outcome.value.token, expires_in: STAFF_SESSION_LIFETIME_S, staff: outcome.value.staff }, 'staff.loggedIn');
    });
  }

  registerCall(app, staffMe, async (_input, { request }) => {
    const { tokenHash: _hash, ...me } = request.staff!;
    return ok(me);
  });

  registerCall(app, signOutCall, async (_input, { request }) => {
    await staffSignOut(app.db, request.staff!.tokenHash);
    return ok(null);
  });

  registerCall(app, signOutEverywhereCall, async (_input, { request }) => {
    await staffSignOutEverywhere(app.db, staffActorOf(request));
    return ok(null, 'staffAuth.signedOutEverywhere');
  });

  await app.register(staffOrderRoutes);
  await app.register(staffBookingRoutes);
  await app.register(staffAccountRoutes);
  await app.register(staffAuditRoutes);
  await app.register(staffDashboardRoutes);
  await app.register(staffQueueRoutes);
  await app.register(staffMemberRoutes);
  await app.register(staffContentRoutes);
  await app.register(staffLifecycleRoutes);
  await app.register(staffCatalogueRoutes);
}
