import type { FastifyInstance } from 'fastify';
import { staffAccountInvite, staffAccountList, staffAccountReset, staffAccountUpdate, staffInviteAccept, staffInviteGet } from '../../../../contract/staff-auth';
import { acceptInvite, getInvite, inviteStaff, listAccounts, resetStaff, updateStaff } from '../../../domain/staff-accounts';
import { fail, ok, registerCall } from '../../../plugins/api';
import { staffActorOf } from './index';

/** Staff accounts (owners; the auditor reads the list) and the invitation an invited person opens signed out. */
export default async function staffAccountRoutes(app: FastifyInstance) {
  registerCall(app, staffAccountList, async () => ok(await listAccounts(app.db)));

  registerCall(app, staffAccountInvite, async (input, { request }) => {
    const outcome = await inviteStaff(app.db, staffActorOf(request), input);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  registerCall(app, staffAccountUpdate, async (input, { request }) => {
    const outcome = await updateStaff(app.db, staffActorOf(request), input);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  registerCall(app, staffAccountReset, async ({ id }, { request }) => {
    const outcome = await resetStaff(app.db, staffActorOf(request), id);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  registerCall(app, staffInviteGet, async ({ code }) => {
    const outcome = await getInvite(app.db, code);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });

  registerCall(app, staffInviteAccept, async ({ code, password }, { request }) => {
    const outcome = await acceptInvite(app.db, code, password, request.ip);
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });
}
