import type { FastifyInstance } from 'fastify';
import { userInfo } from '../../../../contract/profile';
import { findMemberById, memberInfo } from '../../../domain/members';
import { fail, ok, registerCall } from '../../../plugins/api';

/** The signed-in member's own profile (never the token, hash or salt). */
export default async function info(app: FastifyInstance) {
  registerCall(app, userInfo, async (_input, { member }) => {
    const row = await findMemberById(app.db, member!.id);
    return row ? ok(memberInfo(row)) : fail('error.loginFirst', undefined, 401);
  });
}
