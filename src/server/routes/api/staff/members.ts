import type { FastifyInstance } from 'fastify';
import { staffMemberDetail, staffMemberSearch } from '../../../../contract/staff-console';
import { memberDetail, searchMembers } from '../../../domain/staff-members';
import { fail, ok, registerCall } from '../../../plugins/api';

/** Members for staff: contacts masked for roles outside CONTACT_ROLES; never a hash, salt or token. */
export default async function staffMemberRoutes(app: FastifyInstance) {
  registerCall(app, staffMemberSearch, async (query, { lang, request }) =>
    ok(await searchMembers(app.db, query, { role: request.staff!.role, lang })),
  );
  registerCall(app, staffMemberDetail, async ({ id }, { lang, request }) => {
    const detail = await memberDetail(app.db, id, { role: request.staff!.role, lang });
    return detail ? ok(detail) : fail('staffWork.memberNotFound');
  });
}
