import { renderToString } from 'react-dom/server';
import type { FirstScreen, FirstScreenRenderer } from '../contract/first-screen';
import { Root } from './app/root';
import { preloadScreen } from './app/route-screen';
import { findRoute } from './app/routes';
import { pageTitle } from './app/screens';
import { paths } from './lib/paths';
import { firstStrings, loadLocale } from './lib/i18n';

/**
 * The server's renderer of the first screen (built by `vite build --mode ssr` into
 * dist/web-ssr/entry-server.js, loaded by src/server/plugins/web-ssr.ts). The server only ever
 * sees `GET /` (routes live in the hash), so it renders the home: the same tree the browser
 * hydrates (app/root.tsx), as a guest, from the content the server read for it.
 */
const home = findRoute(paths.home);

/**
 * The strings are one table of the current language (lib/i18n.ts): a render picks its language
 * and renders before the next one may pick another, so renders take turns.
 */
let turns: Promise<unknown> = Promise.resolve();

export const renderHome: FirstScreenRenderer['renderHome'] = (state: FirstScreen) => {
  const turn = turns.then(async () => {
    if (!home) throw new Error('the route table has no home');
    const strings = await firstStrings(state.lang);
    await Promise.all([loadLocale(state.lang, strings), preloadScreen(home)]);
    const html = renderToString(<Root session={{ lang: state.lang, token: null, user: null, width: state.width }} firstScreen={state} />);
    return { html, title: pageTitle(home), strings };
  });
  turns = turn.catch(() => {});
  return turn;
};
