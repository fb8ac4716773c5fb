/** One step of the notice banner's scrolling, in CSS pixels (one step every 20 ms: 50 px/s). */
const STEP_PX = 1;

export function reducedMotionQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
}

/**
 * Moves the banner's text to the left one step at a time; once it has left the track on the
 * left it comes back in from the right. Works on the element directly, so 50 steps a second
 * never re-render React.
 */
export function createTicker(element: () => HTMLElement | null) {
  let offset = 0;
  // the text's width, measured once per pass rather than 50 times a second (each read is layout work)
  let width: number | null = null;
  const apply = (el: HTMLElement) => {
    el.style.transform = offset === 0 ? '' : `translateX(${offset}px)`;
  };
  return {
    step() {
      const el = element();
      if (!el) return;
      width ??= el.scrollWidth;
      offset -= STEP_PX;
      if (offset < -width) {
        offset = el.parentElement?.clientWidth ?? 0;
        width = null;
      }
      apply(el);
    },
    reset() {
      offset = 0;
      width = null;
      const el = element();
      if (el) apply(el);
    },
  };
}
