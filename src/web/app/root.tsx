import { StrictMode, useEffect, useLayoutEffect } from 'react';
import type { SessionInput } from '../../../machines/session.machine';
import type { FirstScreen } from '../../contract/first-screen';
import { FirstScreenContext } from '../lib/first-screen';
import { App } from './app';
import { SessionContext } from './session';

/** What the browser knows that the server could not, told once hydrated: a stored sign-in (the window's width is read then). */
export interface AfterHydration {
  session: { token: string; user: NonNullable<SessionInput['user']> } | null;
}

export interface RootProps {
  session: SessionInput;
  /** the content the server rendered the first screen from, while hydrating it */
  firstScreen?: FirstScreen | null;
  after?: AfterHydration;
}

/**
 * The whole app, as the server renders it (src/web/entry-server.tsx) and the browser renders or
 * hydrates it (src/web/main.tsx): the same tree, so the first client render of a hydrated page
 * draws exactly what the server sent.
 */
export function Root({ session, firstScreen = null, after }: RootProps) {
  return (
    <StrictMode>
      <FirstScreenContext.Provider value={firstScreen}>
        <SessionContext.Provider options={{ input: session }}>
          <App />
          {after && <CatchUp {...after} />}
        </SessionContext.Provider>
        <BootLoaderGone />
        <InteractiveMark />
      </FirstScreenContext.Provider>
    </StrictMode>
  );
}

/**
 * After hydration the session learns what the server's guest view left out. Its effect runs after
 * the app's own (SessionEffects has sent RESTORE), so a stored sign-in comes in as a LOGIN.
 */
function CatchUp({ session }: AfterHydration) {
  const actor = SessionContext.useActorRef();
  useEffect(() => {
    actor.send({ type: 'RESIZED', width: window.innerWidth });
    if (session) actor.send({ type: 'LOGIN', token: session.token, user: session.user });
  }, [actor, session]);
  return null;
}

/** The inline loading screen of index.html stays until the app's first frame is committed. */
function BootLoaderGone() {
  useEffect(() => document.getElementById('boot-loader')?.remove(), []);
  return null;
}

/**
 * When the first screen was committed (rendered or hydrated), on the page for `npm run bench`:
 * the scripts asked for before it are what the visitor waited for before the page answered;
 * the effects that start after it (the machines' calls) fetch the rest. A layout effect of the
 * last child: it runs after every other layout effect and before any passive one.
 */
function InteractiveMark() {
  useLayoutEffect(() => {
    document.documentElement.dataset.interactiveAt ??= String(performance.now());
  }, []);
  return null;
}
