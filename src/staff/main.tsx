import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HTML_LANG } from '../contract/lang';
import { App } from './app/app';
import { StaffSession } from './app/session';
import { configureStaffApi } from './lib/api';
import { loadStaffLocale } from './lib/i18n';
import { staffLang, storedStaffSession } from './lib/storage';
import './styles.css';

/**
 * The staff console's entry (`/staff/`, built from src/web/staff/index.html): the language, the
 * stored session, then the app. Nothing here is shared with the public site's entry.
 */
async function boot() {
  const lang = staffLang();
  document.documentElement.lang = HTML_LANG[lang];
  await loadStaffLocale(lang);
  const session = storedStaffSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from staff/index.html');
  createRoot(root).render(
    <StrictMode>
      <StaffSession.Provider
        options={{
          input: { lang, token: session?.token ?? null, staff: session?.staff ?? null, remainingMs: session ? session.expiresAt - Date.now() : 0 },
        }}
      >
        <UnauthorizedToSession />
        <App />
      </StaffSession.Provider>
    </StrictMode>,
  );
  document.getElementById('boot')?.remove();
}

/** A 401 from any call ends the session (back to sign-in, "your session has ended"). */
function UnauthorizedToSession() {
  const actor = StaffSession.useActorRef();
  useEffect(() => configureStaffApi({ onUnauthorized: () => actor.send({ type: 'UNAUTHORIZED' }) }), [actor]);
  return null;
}

void boot();
