import { BANNER_SCROLL_STEP_MS } from '../../../contract/constants';

/** One step of the notice banner's scrolling, in CSS pixels (one step every 20 ms: 50 px/s). */
const STEP_PX = 1;

export function reducedMotionQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
}

export interface MarqueeTiming {
  /** where a pass starts (just past the track's right edge) and ends (just past its left), px */
  from: number;
  to: number;
  /** one pass, ms, and the steps it takes: one STEP_PX every BANNER_SCROLL_STEP_MS */
  duration: number;
  steps: number;
}

/**
 * A pass of the text across the track: it comes in from the right and leaves on the left,
 * one step at a time. The first pass starts where the text rests (offset 0), so the
 * animation's clock starts `(from − offset) / STEP_PX` steps into it.
 */
export function marqueeTiming(trackWidth: number, textWidth: number): MarqueeTiming {
  const from = Math.max(0, Math.round(trackWidth));
  const to = -Math.max(1, Math.round(textWidth));
  const steps = Math.max(1, Math.round((from - to) / STEP_PX));
  return { from, to, duration: steps * BANNER_SCROLL_STEP_MS, steps };
}

/** The animation time at which a pass shows the text at `offset` px. */
export function timeAtOffset(timing: MarqueeTiming, offset: number): number {
  const clamped = Math.min(timing.from, Math.max(timing.to, offset));
  return Math.round((timing.from - clamped) / STEP_PX) * BANNER_SCROLL_STEP_MS;
}

/**
 * The banner's moving text as a Web Animation of `transform` with stepped timing: the browser
 * moves it one pixel every 20 ms on the compositor, so scrolling costs the page's main thread
 * nothing. The machine's effects (move, hold, reset) may come before the element exists: the
 * wanted motion is kept and applied when `attach` hands the element over. A change of the
 * track's width starts the pass again from where the text is.
 */
export function createMarquee() {
  let element: HTMLElement | null = null;
  let animation: Animation | null = null;
  let timing: MarqueeTiming | null = null;
  let wanted: 'moving' | 'held' | 'resting' = 'resting';
  let resize: ResizeObserver | null = null;

  const offsetNow = (): number => {
    if (!animation || !timing) return 0;
    const time = Number(animation.currentTime ?? 0) % timing.duration;
    return timing.from - Math.floor(time / BANNER_SCROLL_STEP_MS) * STEP_PX;
  };

  const start = (el: HTMLElement, offset: number) => {
    animation?.cancel();
    timing = marqueeTiming(el.parentElement?.clientWidth ?? 0, el.scrollWidth);
    animation = el.animate([{ transform: `translateX(${timing.from}px)` }, { transform: `translateX(${timing.to}px)` }], {
      duration: timing.duration,
      easing: `steps(${timing.steps}, end)`,
      iterations: Infinity,
    });
    animation.currentTime = timeAtOffset(timing, offset);
    if (wanted === 'held') animation.pause();
  };

  const apply = () => {
    if (!element) return;
    if (wanted === 'resting') {
      animation?.cancel();
      animation = null;
    } else if (!animation) start(element, 0);
    else if (wanted === 'moving') animation.play();
    else animation.pause();
  };

  return {
    /** the text element, or null when it leaves the page (as a React ref callback) */
    attach(el: HTMLElement | null) {
      resize?.disconnect();
      resize = null;
      if (!el) {
        animation?.cancel();
        animation = null;
        element = null;
        return;
      }
      element = el;
      apply();
      if (typeof ResizeObserver === 'function' && el.parentElement) {
        let lastWidth = el.parentElement.clientWidth;
        resize = new ResizeObserver(() => {
          const width = el.parentElement?.clientWidth ?? 0;
          if (width === lastWidth || !animation) return;
          lastWidth = width;
          start(el, offsetNow());
        });
        resize.observe(el.parentElement);
      }
    },
    move() {
      wanted = 'moving';
      apply();
    },
    hold() {
      wanted = 'held';
      apply();
    },
    reset() {
      wanted = 'resting';
      apply();
    },
  };
}
