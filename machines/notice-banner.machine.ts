import { assign, fromPromise, setup } from 'xstate';
import { BANNER_SCROLL_STEP_MS } from '../src/contract/constants';
import type { Placard } from '../src/contract/winery';

export interface NoticeBannerInput {
  /** the visitor asked for reduced motion: the text stands still */
  reducedMotion: boolean;
}

export interface NoticeBannerContext {
  text: string;
  reducedMotion: boolean;
  /** why the scrolling is paused: both must be over before it moves again */
  hovered: boolean;
  focused: boolean;
}

export type NoticeBannerEvent =
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'MOTION_CHANGED'; reduced: boolean };

/**
 * The notice banner (spec §4): shown only when the placard's switch is 1 and it has text,
 * hidden when the placard call fails. While shown, the text moves one step every 20 ms
 * (`stepText`, an effect the web supplies, so the offset never passes through React); it
 * pauses while hovered or focused and stands still for visitors who prefer reduced motion.
 */
function isOn(placard: Placard): boolean {
  return placard.switch === 1 && placard.content.trim() !== '';
}

export const noticeBannerMachine = setup({
  types: {
    input: {} as NoticeBannerInput,
    context: {} as NoticeBannerContext,
    events: {} as NoticeBannerEvent,
  },
  actors: {
    // supplied by the web layer: the placard call in the page's language
    fetchPlacard: fromPromise<Placard>(async () => {
      throw new Error('fetchPlacard must be provided');
    }),
  },
  guards: {
    isSwitchedOn: (_, params: { placard: Placard }) => isOn(params.placard),
    isSwitchedOnStill: ({ context }, params: { placard: Placard }) => isOn(params.placard) && context.reducedMotion,
    isReducedMotion: ({ context }) => context.reducedMotion,
    isStillPaused: ({ context, event }) =>
      (event.type === 'HOVER_END' && context.focused) || (event.type === 'FOCUS_OUT' && context.hovered),
    isMotionReduced: ({ event }) => event.type === 'MOTION_CHANGED' && event.reduced,
    hasPauseReason: ({ context }) => context.hovered || context.focused,
  },
  actions: {
    setText: assign({ text: (_, params: { placard: Placard }) => params.placard.content }),
    setHovered: assign({ hovered: true }),
    clearHovered: assign({ hovered: false }),
    setFocused: assign({ focused: true }),
    clearFocused: assign({ focused: false }),
    setMotion: assign(({ event }) => (event.type === 'MOTION_CHANGED' ? { reducedMotion: event.reduced } : {})),
    // supplied by the web layer: move the text one step to the left (wrapping round)
    stepText: () => {},
    // supplied by the web layer: put the text back at its resting place
    resetText: () => {},
  },
  delays: { BANNER_SCROLL_STEP: BANNER_SCROLL_STEP_MS },
}).createMachine({
  id: 'noticeBanner',
  context: ({ input }) => ({ text: '', reducedMotion: input.reducedMotion, hovered: false, focused: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPlacard',
        src: 'fetchPlacard',
        onDone: [
          {
            guard: { type: 'isSwitchedOnStill', params: ({ event }) => ({ placard: event.output }) },
            target: 'shown.still',
            actions: { type: 'setText', params: ({ event }) => ({ placard: event.output }) },
          },
          {
            guard: { type: 'isSwitchedOn', params: ({ event }) => ({ placard: event.output }) },
            target: 'shown.scrolling',
            actions: { type: 'setText', params: ({ event }) => ({ placard: event.output }) },
          },
          { target: 'hidden' },
        ],
        onError: 'hidden',
      },
    },
    shown: {
      initial: 'scrolling',
      on: {
        HOVER_START: { actions: 'setHovered', target: '.paused' },
        FOCUS_IN: { actions: 'setFocused', target: '.paused' },
      },
      states: {
        scrolling: {
          after: { BANNER_SCROLL_STEP: { target: 'scrolling', reenter: true, actions: 'stepText' } },
          on: { MOTION_CHANGED: { guard: 'isMotionReduced', target: 'still', actions: 'setMotion' } },
        },
        paused: {
          on: {
            HOVER_END: [
              { guard: 'isStillPaused', actions: 'clearHovered' },
              { guard: 'isReducedMotion', target: 'still', actions: 'clearHovered' },
              { target: 'scrolling', actions: 'clearHovered' },
            ],
            FOCUS_OUT: [
              { guard: 'isStillPaused', actions: 'clearFocused' },
              { guard: 'isReducedMotion', target: 'still', actions: 'clearFocused' },
              { target: 'scrolling', actions: 'clearFocused' },
            ],
            MOTION_CHANGED: { actions: 'setMotion' },
          },
        },
        /** reduced motion: hovering and focus are only remembered */
        still: {
          entry: 'resetText',
          on: {
            HOVER_START: { actions: 'setHovered' },
            HOVER_END: { actions: 'clearHovered' },
            FOCUS_IN: { actions: 'setFocused' },
            FOCUS_OUT: { actions: 'clearFocused' },
            MOTION_CHANGED: [
              { guard: 'isMotionReduced', actions: 'setMotion' },
              { guard: 'hasPauseReason', target: 'paused', actions: 'setMotion' },
              { target: 'scrolling', actions: 'setMotion' },
            ],
          },
        },
      },
    },
    hidden: {},
  },
});
