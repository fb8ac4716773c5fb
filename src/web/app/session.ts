import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session.machine';
import { request } from '../lib/api-client';
import { navigate } from '../lib/hash-location';
import { paths } from '../lib/paths';
import { forgetSession, storeLang, storeSession } from '../lib/storage';

/** The session machine with the browser's effects: storage, reload, navigation. */
export const sessionLogic = sessionMachine.provide({
  actions: {
    persistSession: ({ context }) => {
      if (context.token && context.user) storeSession(context.token, context.user);
    },
    // the account contract (every sign-in call) is not part of the first load; by the time it
    // has arrived the session is cleared, so the token to revoke is the one known now
    revokeSession: ({ context }) => {
      const token = context.token;
      void import('../../contract/account').then(({ userLogout }) => request(userLogout, {}, { token }));
    },
    forgetSession: () => forgetSession(),
    persistLang: ({ context }) => storeLang(context.lang),
    reloadPage: () => location.reload(),
    goToLogin: () => navigate(paths.login),
  },
});

export const SessionContext = createActorContext(sessionLogic);
