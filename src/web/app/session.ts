import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session.machine';
import { userLogout } from '../../contract/account';
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
    revokeSession: () => void request(userLogout, {}),
    forgetSession: () => forgetSession(),
    persistLang: ({ context }) => storeLang(context.lang),
    reloadPage: () => location.reload(),
    goToLogin: () => navigate(paths.login),
  },
});

export const SessionContext = createActorContext(sessionLogic);
