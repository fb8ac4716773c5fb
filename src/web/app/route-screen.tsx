import { useMachine } from '@xstate/react';
import { useMemo, useState, type ComponentType } from 'react';
import { fromPromise } from 'xstate';
import { routeChunkMachine } from '../../../machines/route-chunk.machine';
import { Loader } from '../components/loader';
import { StatusPanel } from '../components/status-panel';
import { loadStrings, t, tKey } from '../lib/i18n';
import type { RouteDef } from './routes';

/** Screens whose code has arrived, so a revisit renders at once. */
const loaded = new Map<string, ComponentType>();

/**
 * The route's screen and strings, so its first render draws the screen at once: the server
 * renders the first screen, and the browser hydrates it, only once this is done.
 */
export async function preloadScreen(route: RouteDef): Promise<void> {
  const [screen] = await Promise.all([route.load(), loadStrings(route.strings)]);
  loaded.set(route.path, screen.default);
}

/**
 * Always the same element type above the screen: switching from the chunk loader to the bare
 * screen on a later render would remount it and lose a kept-alive screen's state.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  return <ChunkLoader route={route} />;
}

function ChunkLoader({ route }: { route: RouteDef }) {
  const [logic] = useState(() =>
    routeChunkMachine.provide({
      actors: {
        loadChunk: fromPromise(() => preloadScreen(route)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  const Screen = loaded.get(route.path);
  // the same element while the screen stays the same: the loader's own changes (its machine
  // reaching `ready` after a hydrated first render, a parent's render) do not render the screen again
  const screen = useMemo(() => (Screen ? <Screen /> : null), [Screen]);
  if (screen) return screen;
  if (snapshot.matches('failed')) {
    return (
      <StatusPanel
        alert
        title={tKey(snapshot.context.failure ?? 'page.chunkFailed')}
        action={{ label: t('page.retry'), onClick: () => send({ type: 'RETRY' }) }}
      />
    );
  }
  return <Loader label={t('page.loading')} />;
}
