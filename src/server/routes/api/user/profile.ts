import type { FastifyInstance } from 'fastify';
import { userProfile } from '../../../../contract/profile';
import { updateProfile } from '../../../domain/profile';
import { fail, ok, registerCall } from '../../../plugins/api';

/** Edits the signed-in member's own profile; answers the updated member. */
export default async function profile(app: FastifyInstance) {
  registerCall(app, userProfile, async ({ lang: _lang, ...change }, { member }) => {
    const result = await updateProfile(app.db, member!.id, change);
    return result.ok ? ok(result.value, 'profile.saved') : fail(result.key);
  });
}
