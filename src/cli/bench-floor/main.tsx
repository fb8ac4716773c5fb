import { useMachine } from '@xstate/react';
import fetchRetry from 'fetch-retry';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import rosetta from 'rosetta';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import * as z from 'zod/mini';
import { floorMachine } from './floor.machine';

/**
 * The stack floor of `npm run bench` (docs/operations.md, Benchmarks): the libraries the public
 * site's first load is made of — React, react-dom, XState with @xstate/react, wouter, rosetta,
 * fetch-retry and zod/mini — each doing its part on one screen like the home's first (a heading,
 * a hero picture, a list fetched through the API), built by the project's Vite config. What the
 * home loads beyond this is the site's own.
 */
const i18n = rosetta({ en: { title: 'Penglai Cliffside Estate', failed: 'The list could not be loaded' } });
i18n.locale('en');

const retryingFetch = fetchRetry(fetch, { retries: 2, retryDelay: 300 });
const ListAnswer = z.object({ code: z.number(), data: z.array(z.object({ id: z.number(), title: z.string() })) });

const loadItems = fromPromise(async () => {
  const res = await retryingFetch('api/floor/list', { method: 'POST', body: 'lang=en', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return ListAnswer.parse(await res.json()).data;
});

function Home() {
  const [state] = useMachine(floorMachine.provide({ actors: { loadItems } }));
  return (
    <>
      <img className="floor-hero" src="hero.svg" alt="" width={1600} height={900} fetchPriority="high" />
      <main>
        <h1>{i18n.t('title')}</h1>
        {state.matches('failed') && <p role="alert">{i18n.t('failed')}</p>}
        <ul className="floor-list">
          {state.context.items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      </main>
    </>
  );
}

/** When the first screen was committed, as the site marks it (src/web/app/root.tsx). */
function InteractiveMark() {
  useLayoutEffect(() => {
    document.documentElement.dataset.interactiveAt ??= String(performance.now());
  }, []);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router hook={useHashLocation}>
      <Switch>
        <Route path="/" component={Home} />
      </Switch>
    </Router>
    <InteractiveMark />
  </StrictMode>,
);
