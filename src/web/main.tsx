import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANG, HTML_LANG } from '../contract/lang';
import { App } from './app/app';
import { SessionContext } from './app/session';
import { loadLocale } from './lib/i18n';
import { resolveLang, storedSession } from './lib/storage';
import './styles.css';

async function boot() {
  const lang = resolveLang(DEFAULT_LANG);
  document.documentElement.lang = HTML_LANG[lang];
  await loadLocale(lang);
  const session = storedSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <SessionContext.Provider
        options={{
          input: { lang, token: session?.token ?? null, user: session?.user ?? null, width: window.innerWidth },
        }}
      >
        <App />
      </SessionContext.Provider>
    </StrictMode>,
  );
  document.getElementById('boot-loader')?.remove();
}

void boot();
