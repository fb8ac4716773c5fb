import type { FastifyInstance } from 'fastify';
import { userRegister } from '../../../../contract/account';
import { createMember, findMemberByAccount, signIn } from '../../../domain/members';
import { consumeCode } from '../../../domain/verification';
import { fail, ok, registerCall } from '../../../plugins/api';

const UNIQUE_VIOLATION = '23505';

/**
 * /api/user/register: phone + code (event register) + password and its confirmation (checked
 * again here by the contract) → a new member, signed in.
 */
export default async function register(app: FastifyInstance) {
  registerCall(app, userRegister, async (input) => {
    if (await findMemberByAccount(app.db, input.mobile)) return fail('auth.mobileRegistered');
    const code = await consumeCode(app.services.codes, app.db, { target: input.mobile, event: 'register', code: input.code });
    if (!code.ok) return fail(code.key);
    try {
      const member = await createMember(app.db, { mobile: input.mobile, password: input.password });
      return ok(await signIn(app.db, member), 'auth.registered');
    } catch (error) {
      // two registrations of one phone at once: the second loses on the unique index
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return fail('auth.mobileRegistered');
      throw error;
    }
  });
}
