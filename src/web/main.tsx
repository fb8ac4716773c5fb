import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_SCREEN_ID } from '../contract/first-screen';
import { DEFAULT_LANG, HTML_LANG } from '../contract/lang';
import { Root } from './app/root';
import { preloadScreen } from './app/route-screen';
import { findRoute } from './app/routes';
import { readFirstScreen } from './lib/first-screen';
import { splitHash } from './lib/hash-location';
import { loadLocale } from './lib/i18n';
import type { FirstDict } from './locales/first.en';
import { resolveLang, storedSession } from './lib/storage';
import './styles.css';

async function boot() {
  const lang = resolveLang(DEFAULT_LANG);
  document.documentElement.lang = HTML_LANG[lang];
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const route = findRoute(splitHash(location.hash).path);
  // the server renders the home (it never sees the hash) in the language its cookie names: that
  // markup is hydrated when it is the screen and the language this page shows
  const first = readFirstScreen(root);
  const hydrating = first !== null && first.lang === lang && route?.name === 'home';
  if (first && !hydrating) {
    // another screen or language than the server's: its markup goes at once, the loading screen
    // shows until the app's first frame
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    document.getElementById('boot-loader')?.style.removeProperty('display');
    root.replaceChildren();
  }
  // the first screen's code downloads beside the strings, not after the first render asks for it;
  // its route loader imports the same module (and reports a failure), so nothing is lost here.
  // Only the code: the screen's strings are asked for once the page's language is set, or they
  // would come in the default language and the screen would show before its own arrived
  route?.load().catch(() => {});
  // hydrating, the page brought the strings the server rendered with
  const strings = hydrating ? (first.strings as FirstDict | undefined) : undefined;
  const [session] = await Promise.all([storedSession(), loadLocale(lang, strings)]);
  const screenReady = hydrating && route ? await preloadScreen(route).then(() => true, () => false) : false;

  // rendered as a transition, React yields to the browser every few milliseconds (no long task)
  if (hydrating && screenReady) {
    startTransition(() => {
      hydrateRoot(root, <Root session={{ lang, token: null, user: null, width: first.width }} firstScreen={first} after={{ session }} />);
    });
    return;
  }
  // (the home's chunk failed to arrive: the route's loader shows the failure and a retry)
  root.replaceChildren();
  const input = { lang, token: session?.token ?? null, user: session?.user ?? null, width: window.innerWidth };
  startTransition(() => createRoot(root).render(<Root session={input} />));
}

// the boot in a task of its own, after the module graph's evaluation: on a slow phone each of the
// two stays short enough not to block input (a task over 50 ms does)
setTimeout(() => void boot(), 0);
