import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addToCartMachine } from '../../machines/add-to-cart.machine';
import { CAROUSEL_AUTOPLAY_MS, carouselMachine } from '../../machines/carousel.machine';
import { cartCountMachine } from '../../machines/cart-count.machine';
import { noticeBannerMachine } from '../../machines/notice-banner.machine';
import { signingUrl, wechatShareMachine } from '../../machines/wechat-share.machine';
import { BANNER_SCROLL_STEP_MS } from '../../src/contract/constants';
import { marqueeTiming, timeAtOffset } from '../../src/web/features/notice/marquee';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const placard = (on: 0 | 1, content = 'New vintage') => ({ switch: on, content_cn: content, content_tw: content, content_en: content, content });

/** SimulatedClock sets a re-armed timer from the time already advanced to: step like real time does. */
function advance(clock: SimulatedClock, ms: number, step = 20) {
  for (let done = 0; done < ms; done += step) clock.increment(Math.min(step, ms - done));
}

function banner(result: () => Promise<unknown>, reducedMotion = false) {
  const motion: string[] = [];
  const actor = createActor(
    noticeBannerMachine.provide({
      actors: { fetchPlacard: fromPromise(() => result() as never) },
      actions: { moveText: () => motion.push('move'), holdText: () => motion.push('hold'), resetText: () => motion.push('reset') },
    }),
    { input: { reducedMotion } },
  ).start();
  return { actor, motion };
}

describe('notice banner', () => {
  it('is shown only when the placard switch is 1, and sets the text moving', async () => {
    const { actor, motion } = banner(() => Promise.resolve(placard(1)));
    expect(motion).toEqual([]);
    await settle();
    expect(actor.getSnapshot().matches({ shown: 'scrolling' })).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('New vintage');
    expect(motion).toEqual(['move']);
  });

  it('is hidden when the switch is 0, when the text is empty, and when the call fails', async () => {
    for (const result of [() => Promise.resolve(placard(0)), () => Promise.resolve(placard(1, '  ')), () => Promise.reject(new Error('boom'))]) {
      const { actor, motion } = banner(result);
      await settle();
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(motion).toEqual([]);
    }
  });

  it('holds while hovered or focused, and moves again only when both are over', async () => {
    const { actor, motion } = banner(() => Promise.resolve(placard(1)));
    await settle();
    const moves = () => motion.filter((m) => m === 'move').length;
    actor.send({ type: 'HOVER_START' });
    actor.send({ type: 'FOCUS_IN' });
    expect(motion.at(-1)).toBe('hold');
    actor.send({ type: 'HOVER_END' });
    expect(actor.getSnapshot().matches({ shown: 'paused' })).toBe(true);
    expect([motion.at(-1), moves()]).toEqual(['hold', 1]);
    actor.send({ type: 'FOCUS_OUT' });
    expect([motion.at(-1), moves()]).toEqual(['move', 2]);
  });

  it('stands still for reduced motion, and follows a change of the preference', async () => {
    const { actor, motion } = banner(() => Promise.resolve(placard(1)), true);
    await settle();
    expect(actor.getSnapshot().matches({ shown: 'still' })).toBe(true);
    expect(motion).toEqual(['reset']);
    actor.send({ type: 'HOVER_START' });
    expect(motion).toEqual(['reset']);
    actor.send({ type: 'HOVER_END' });
    actor.send({ type: 'MOTION_CHANGED', reduced: false });
    expect(motion).toEqual(['reset', 'move']);
    actor.send({ type: 'MOTION_CHANGED', reduced: true });
    expect(motion).toEqual(['reset', 'move', 'reset']);
  });
});

describe('the banner marquee: one pixel every 20 ms', () => {
  it('takes one 20 ms step per pixel of the pass, from past the right edge to past the left', () => {
    expect(BANNER_SCROLL_STEP_MS).toBe(20);
    const timing = marqueeTiming(300, 500);
    expect(timing).toEqual({ from: 300, to: -500, steps: 800, duration: 16_000 });
    // fifty steps a second
    expect((timing.steps / timing.duration) * 1000).toBe(50);
  });

  it('starts the first pass where the text rests, and clamps to the pass', () => {
    const timing = marqueeTiming(300, 500);
    expect(timeAtOffset(timing, 0)).toBe(300 * 20);
    expect(timeAtOffset(timing, 300)).toBe(0);
    expect(timeAtOffset(timing, -500)).toBe(16_000);
    expect(timeAtOffset(timing, 9_999)).toBe(0);
  });

  it('never makes an empty pass, even before the text has a width', () => {
    expect(marqueeTiming(0, 0)).toEqual({ from: 0, to: -1, steps: 1, duration: 20 });
  });
});

function carousel(count = 3, reducedMotion = false) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { clock, input: { count } }).start();
  actor.send({ type: 'START', reducedMotion });
  return { actor, clock, index: () => actor.getSnapshot().context.index };
}

describe('carousel', () => {
  it('moves to the next slide after the delay, wrapping round', () => {
    const { clock, index } = carousel();
    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    advance(clock, CAROUSEL_AUTOPLAY_MS * 2, CAROUSEL_AUTOPLAY_MS);
    expect(index()).toBe(0);
  });

  it('holds while hovered or focused and goes on once both are over', () => {
    const { actor, clock, index } = carousel();
    actor.send({ type: 'HOVER_START' });
    actor.send({ type: 'FOCUS_IN' });
    advance(clock, CAROUSEL_AUTOPLAY_MS * 3, CAROUSEL_AUTOPLAY_MS);
    expect(index()).toBe(0);
    actor.send({ type: 'FOCUS_OUT' });
    clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(index()).toBe(0);
    actor.send({ type: 'HOVER_END' });
    clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(index()).toBe(1);
  });

  it('stays put when stopped, with reduced motion or with one slide; the visitor still moves it', () => {
    const stopped = carousel();
    stopped.actor.send({ type: 'STOP' });
    advance(stopped.clock, CAROUSEL_AUTOPLAY_MS * 2, CAROUSEL_AUTOPLAY_MS);
    expect(stopped.index()).toBe(0);
    stopped.actor.send({ type: 'PREV' });
    expect(stopped.index()).toBe(2);
    stopped.actor.send({ type: 'GO_TO', index: 1 });
    expect(stopped.index()).toBe(1);
    stopped.actor.send({ type: 'PLAY' });
    stopped.clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(stopped.index()).toBe(2);

    const still = carousel(3, true);
    advance(still.clock, CAROUSEL_AUTOPLAY_MS * 2, CAROUSEL_AUTOPLAY_MS);
    expect(still.actor.getSnapshot().value).toBe('stopped');

    const single = carousel(1);
    single.actor.send({ type: 'NEXT' });
    single.actor.send({ type: 'PLAY' });
    expect(single.actor.getSnapshot().value).toBe('stopped');
    expect(single.index()).toBe(0);
  });

  it('gives a slide chosen by hand its full time', () => {
    const { actor, clock, index } = carousel();
    clock.increment(CAROUSEL_AUTOPLAY_MS - 100);
    actor.send({ type: 'NEXT' });
    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });
});

describe('cart count', () => {
  it('asks only once signed in, and shows nothing after a failure or signing out', async () => {
    const fetchCartCount = vi.fn().mockResolvedValueOnce({ count_sum: 120 }).mockRejectedValueOnce(new Error('x'));
    const actor = createActor(cartCountMachine.provide({ actors: { fetchCartCount: fromPromise(fetchCartCount) } })).start();
    actor.send({ type: 'REFRESH' });
    expect(fetchCartCount).not.toHaveBeenCalled();
    actor.send({ type: 'SIGNED_IN' });
    await settle();
    expect(actor.getSnapshot().context.count).toBe(120);
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.count).toBe(0);
    actor.send({ type: 'SIGNED_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('add to cart', () => {
  it('keeps a guest’s choice in the guest cart and sends the guest to sign in without calling the cart, and adds the chosen quantity for a member', async () => {
    const add = vi.fn().mockResolvedValue(null);
    const keep = vi.fn().mockResolvedValue(null);
    const goToLogin = vi.fn();
    const refreshCart = vi.fn();
    const actor = createActor(
      addToCartMachine.provide({
        actors: { addToCart: fromPromise(({ input }) => add(input)), keepInGuestCart: fromPromise(({ input }) => keep(input)) },
        actions: { goToLogin, refreshCart },
      }),
      { input: { goodsId: 4, stock: 2 } },
    ).start();
    actor.send({ type: 'ADD', signedIn: false });
    await settle();
    expect(keep).toHaveBeenCalledWith({ goodsId: 4, quantity: 1 });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
    refreshCart.mockClear();
    actor.send({ type: 'INCREMENT' });
    actor.send({ type: 'INCREMENT' }); // only 2 in stock
    actor.send({ type: 'ADD', signedIn: true });
    await settle();
    expect(add).toHaveBeenCalledWith({ goodsId: 4, quantity: 2 });
    expect(actor.getSnapshot().value).toBe('added');
    expect(refreshCart).toHaveBeenCalledTimes(1);
  });

  it('shows the failure message', async () => {
    const actor = createActor(
      addToCartMachine.provide({ actors: { addToCart: fromPromise(() => Promise.reject(new Error('Product info abnormal'))) } }),
      { input: { goodsId: 4, stock: 5 } },
    ).start();
    actor.send({ type: 'ADD', signedIn: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('Product info abnormal');
  });
});

describe('WeChat sharing', () => {
  it('signs the current URL without the hash on Android and the entry URL elsewhere', () => {
    const entry = 'https://wine.example/?lang=en';
    const current = 'https://wine.example/?lang=cn#/seriesDetail?Pid=3';
    expect(signingUrl({ entryUrl: entry, isAndroid: true }, current)).toBe('https://wine.example/?lang=cn');
    expect(signingUrl({ entryUrl: entry, isAndroid: false }, current)).toBe(entry);
  });

  it('a share target gets its share info and shows the menu; other pages hide it; a failure uses the default text', async () => {
    const entry = 'https://wine.example/';
    const signPage = vi.fn().mockResolvedValue(undefined);
    const info = { title: 'Grand Vin', intro: 'Flagship', thumb_image: '/x.svg', link: 'https://wine.example/#/seriesDetail?Pid=1' };
    const fetchShareInfo = vi.fn().mockResolvedValueOnce(info).mockRejectedValueOnce(new Error('x'));
    const applyShare = vi.fn();
    const hideShareMenu = vi.fn();
    const actor = createActor(
      wechatShareMachine.provide({
        actors: { signPage: fromPromise(({ input }) => signPage(input)), fetchShareInfo: fromPromise(({ input }) => fetchShareInfo(input)) },
        actions: { applyShare: ({ context }) => applyShare(context.share), hideShareMenu },
      }),
      { input: { entryUrl: entry, isAndroid: false } },
    ).start();
    actor.send({ type: 'ROUTE_CHANGED', target: { module: 'SeriesDetail', id: 1 }, url: `${entry}#/seriesDetail?Pid=1` });
    await settle();
    await settle();
    expect(signPage).toHaveBeenCalledWith({ url: entry });
    expect(fetchShareInfo).toHaveBeenCalledWith({ module: 'SeriesDetail', id: 1 });
    expect(applyShare).toHaveBeenLastCalledWith(info);
    actor.send({ type: 'ROUTE_CHANGED', target: null, url: `${entry}#/brand` });
    expect(hideShareMenu).toHaveBeenCalledTimes(1);
    actor.send({ type: 'ROUTE_CHANGED', target: { module: 'ReportDetails', id: 2 }, url: `${entry}#/reportDetails?id=2` });
    await settle();
    expect(applyShare).toHaveBeenLastCalledWith(null);
    expect(signPage).toHaveBeenCalledTimes(1);
  });
});
