import { and, assign, setup } from 'xstate';

/** Time each slide stays before the next one, while playing. */
export const CAROUSEL_AUTOPLAY_MS = 6000;

export interface CarouselInput {
  count: number;
}

export interface CarouselContext {
  count: number;
  index: number;
  /** why autoplay is held: both must be over before it plays again */
  hovered: boolean;
  focused: boolean;
}

export type CarouselEvent =
  | { type: 'START'; reducedMotion: boolean }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PLAY' }
  | { type: 'STOP' }
  | { type: 'HOVER_START' }
  | { type: 'HOVER_END' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The home page's rotation carousel. It plays by itself only when there is more than one slide
 * and the visitor does not prefer reduced motion; hovering or focusing it holds the slide; the
 * visitor can stop and play it, and move with next, previous or a chosen slide at any time
 * (moving restarts the wait, so a slide just chosen gets its full time).
 */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  guards: {
    canAutoplay: ({ context, event }) => context.count > 1 && !(event.type === 'START' && event.reducedMotion),
    hasSeveral: ({ context }) => context.count > 1,
    isHeld: ({ context }) => context.hovered || context.focused,
    isStillHeld: ({ context, event }) =>
      (event.type === 'HOVER_END' && context.focused) || (event.type === 'FOCUS_OUT' && context.hovered),
  },
  actions: {
    setNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    setPrev: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    setIndex: assign({
      index: ({ context, event }) => (event.type === 'GO_TO' ? wrap(Math.trunc(event.index), context.count) : context.index),
    }),
    setHovered: assign({ hovered: true }),
    clearHovered: assign({ hovered: false }),
    setFocused: assign({ focused: true }),
    clearFocused: assign({ focused: false }),
  },
  delays: { AUTOPLAY_DELAY: CAROUSEL_AUTOPLAY_MS },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ count: Math.max(0, input.count), index: 0, hovered: false, focused: false }),
  initial: 'stopped',
  on: {
    NEXT: { guard: 'hasSeveral', actions: 'setNext' },
    PREV: { guard: 'hasSeveral', actions: 'setPrev' },
    GO_TO: { guard: 'hasSeveral', actions: 'setIndex' },
    HOVER_START: { actions: 'setHovered' },
    HOVER_END: { actions: 'clearHovered' },
    FOCUS_IN: { actions: 'setFocused' },
    FOCUS_OUT: { actions: 'clearFocused' },
  },
  states: {
    /** not playing: before START, after STOP, with one slide or with reduced motion */
    stopped: {
      on: {
        START: [
          { guard: and(['canAutoplay', 'isHeld']), target: 'held' },
          { guard: 'canAutoplay', target: 'playing' },
        ],
        PLAY: [
          { guard: and(['hasSeveral', 'isHeld']), target: 'held' },
          { guard: 'hasSeveral', target: 'playing' },
        ],
      },
    },
    playing: {
      after: { AUTOPLAY_DELAY: { target: 'playing', reenter: true, actions: 'setNext' } },
      on: {
        NEXT: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'setNext' },
        PREV: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'setPrev' },
        GO_TO: { guard: 'hasSeveral', target: 'playing', reenter: true, actions: 'setIndex' },
        HOVER_START: { target: 'held', actions: 'setHovered' },
        FOCUS_IN: { target: 'held', actions: 'setFocused' },
        STOP: 'stopped',
      },
    },
    /** would play, but the pointer or the keyboard focus is on it */
    held: {
      on: {
        HOVER_END: [{ guard: 'isStillHeld', actions: 'clearHovered' }, { target: 'playing', actions: 'clearHovered' }],
        FOCUS_OUT: [{ guard: 'isStillHeld', actions: 'clearFocused' }, { target: 'playing', actions: 'clearFocused' }],
        STOP: 'stopped',
      },
    },
  },
});
