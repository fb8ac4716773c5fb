import { assign, fromPromise, setup } from 'xstate';
import type { Placard } from '../src/contract/winery';

export interface NoticeBannerContext {
  text: string;
}

/**
 * The notice banner (spec §4): shown only when the placard's switch is 1 and it has text;
 * hidden when the placard call fails.
 */
export const noticeBannerMachine = setup({
  types: {
    context: {} as NoticeBannerContext,
  },
  actors: {
    // supplied by the web layer: the placard call in the page's language
    fetchPlacard: fromPromise<Placard>(async () => {
      throw new Error('fetchPlacard must be provided');
    }),
  },
  guards: {
    isSwitchedOn: (_, params: { placard: Placard }) =>
      params.placard.switch === 1 && params.placard.content.trim() !== '',
  },
  actions: {
    setText: assign({ text: (_, params: { placard: Placard }) => params.placard.content }),
  },
}).createMachine({
  id: 'noticeBanner',
  context: { text: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPlacard',
        src: 'fetchPlacard',
        onDone: [
          {
            guard: { type: 'isSwitchedOn', params: ({ event }) => ({ placard: event.output }) },
            target: 'shown',
            actions: { type: 'setText', params: ({ event }) => ({ placard: event.output }) },
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    shown: {},
    hidden: {},
  },
});
