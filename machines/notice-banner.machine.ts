import { assign, fromPromise, setup } from 'xstate';
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
 * hidden when the placard call fails. While `scrolling` the text moves one pixel every 20 ms
 * (BANNER_SCROLL_STEP_MS); the steps are paced by the browser's animation clock, off the main
 * thread, through effects the web supplies (`moveText`, `holdText`, `resetText`), so no timer
 * wakes the page 50 times a second. It pauses while hovered or focused and stands still for
 * visitors who prefer reduced motion.
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
    // supplied by the web layer: the text moves (or moves on) one step every 20 ms, wrapping round
    moveText: () => {},
    // supplied by the web layer: the text stops where it is
    holdText: () => {},
    // supplied by the web layer: the text stops at its resting place
    resetText: () => {},
  },
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
          entry: 'moveText',
          on: { MOTION_CHANGED: { guard: 'isMotionReduced', target: 'still', actions: 'setMotion' } },
        },
        paused: {
          entry: 'holdText',
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
