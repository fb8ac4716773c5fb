import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG, HTML_LANG } from '../contract/lang';
import { App } from './app/app';
import { findRoute } from './app/routes';
import { SessionContext } from './app/session';
import { splitHash } from './lib/hash-location';
import { loadLocale } from './lib/i18n';
import { resolveLang, storedSession } from './lib/storage';
import './styles.css';

async function boot() {
  const lang = resolveLang(DEFAULT_LANG);
  document.documentElement.lang = HTML_LANG[lang];
  // the first screen's code downloads beside the strings, not after the first render asks for it;
  // its route loader imports the same module (and reports a failure), so nothing is lost here
  findRoute(splitHash(location.hash).path)?.load().catch(() => {});
  const [session] = await Promise.all([storedSession(), loadLocale(lang)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // rendered as a transition, React yields to the browser every few milliseconds (no long task)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <SessionContext.Provider
          options={{
            input: { lang, token: session?.token ?? null, user: session?.user ?? null, width: window.innerWidth },
          }}
        >
          <App />
        </SessionContext.Provider>
        <BootLoaderGone />
      </StrictMode>,
    ),
  );
}

/** The inline loading screen of index.html stays until the app's first frame is committed. */
function BootLoaderGone() {
  useEffect(() => document.getElementById('boot-loader')?.remove(), []);
  return null;
}

void boot();
