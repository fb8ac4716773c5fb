import { useMachine } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { contentLoaderMachine, type ContentLoadInput } from '../../../machines/content-loader.machine';

export type { ContentLoadInput };

/**
 * The content loader with a screen's own `loadContent` actor (from its `<area>.actors.ts`).
 * Made once per screen module, so the logic is stable across renders.
 */
export function contentLogic(loadContent: AnyActorLogic) {
  return contentLoaderMachine.provide({ actors: { loadContent } });
}
export type ContentLogic = ReturnType<typeof contentLogic>;

export interface Content<T, P = unknown> {
  /** the content, also while more is loading and after a failed "load more" */
  data: T | null;
  loading: boolean;
  failure: string | null;
  params: P;
  retry: () => void;
  load: (params: P) => void;
  more: (params: P) => void;
}

/**
 * A screen's view of its content loader; the actor's output type is the screen's content type.
 * With `initial` (the content the server rendered the page from) the loader starts `ready` with
 * it, so hydrating draws what the server drew and fetches nothing.
 */
export function useContent<T, P = unknown>(logic: ContentLogic, params?: P, initial?: T | null): Content<T, P> {
  const [snapshot, send] = useMachine(logic, {
    input: { params },
    ...(initial ? { snapshot: logic.resolveState({ value: 'ready', context: { params: params ?? null, data: initial, failure: null } }) } : {}),
  });
  return {
    data: snapshot.context.data as T | null,
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    params: snapshot.context.params as P,
    retry: () => send({ type: 'RETRY' }),
    load: (next) => send({ type: 'LOAD', params: next }),
    more: (next) => send({ type: 'MORE', params: next }),
  };
}
