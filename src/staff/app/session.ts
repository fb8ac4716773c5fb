import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { staffSessionMachine } from '../../../machines/staff/staff-session.machine';
import { mayCall, type StaffPath } from '../../contract/staff-access';
import { staffMe, staffSignOut, staffSignOutEverywhere, type StaffMe } from '../../contract/staff-auth';
import { staffCall } from '../lib/api';
import { loadStaffLocale } from '../lib/i18n';
import { storeStaffLang, storeStaffSession } from '../lib/storage';
import { navigate } from '../lib/hash';

/**
 * The console-wide session actor: the machine with the browser's effects — storage, the
 * dictionary of the chosen language, the calls of `me` and the sign-outs, back to sign-in.
 */
export const staffSessionLogic = staffSessionMachine.provide({
  actors: {
    loadMe: fromPromise<StaffMe, { token: string }>(() => staffCall(staffMe, {})),
    signOut: fromPromise<null, { token: string }>(() => staffCall(staffSignOut, {})),
    signOutEverywhere: fromPromise<null, { token: string }>(() => staffCall(staffSignOutEverywhere, {})),
  },
  actions: {
    persistSession: ({ context }) => {
      if (context.token && context.staff) storeStaffSession({ token: context.token, staff: context.staff, expiresAt: Date.now() + context.remainingMs });
    },
    forgetSession: () => storeStaffSession(null),
    persistLang: ({ context }) => storeStaffLang(context.lang),
    loadDictionary: ({ context }) => {
      document.documentElement.lang = { cn: 'zh-Hans', tw: 'zh-Hant', en: 'en' }[context.lang];
      void loadStaffLocale(context.lang).then(() => window.dispatchEvent(new Event('staff-lang')));
    },
    goToSignIn: () => navigate('/', { replace: true }),
  },
});

export const StaffSession = createActorContext(staffSessionLogic);

/** Whether the signed-in person's role may make the call (the navigation and the buttons ask this). */
export function useMayCall(path: StaffPath): boolean {
  const role = StaffSession.useSelector((s) => s.context.staff?.role ?? null);
  return mayCall(role, path);
}
