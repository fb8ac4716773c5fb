import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addToCartMachine } from '../../machines/add-to-cart.machine';
import { CAROUSEL_AUTOPLAY_MS, carouselMachine } from '../../machines/carousel.machine';
import { cartCountMachine } from '../../machines/cart-count.machine';
import { noticeBannerMachine } from '../../machines/notice-banner.machine';
import { signingUrl, wechatShareMachine } from '../../machines/wechat-share.machine';
import { BANNER_SCROLL_STEP_MS } from '../../src/contract/constants';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const placard = (on: 0 | 1, content = 'New vintage') => ({ switch: on, content_cn: content, content_tw: content, content_en: content, content });

/** SimulatedClock sets a re-armed timer from the time already advanced to: step like real time does. */
function advance(clock: SimulatedClock, ms: number, step = BANNER_SCROLL_STEP_MS) {
  for (let done = 0; done < ms; done += step) clock.increment(Math.min(step, ms - done));
}

function banner(result: () => Promise<unknown>, reducedMotion = false) {
  const stepText = vi.fn();
  const resetText = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    noticeBannerMachine.provide({ actors: { fetchPlacard: fromPromise(() => result() as never) }, actions: { stepText, resetText } }),
    { clock, input: { reducedMotion } },
  ).start();
  return { actor, clock, stepText, resetText };
}

describe('notice banner', () => {
  it('is shown only when the placard switch is 1, and steps the text once every 20 ms', async () => {
    const { actor, clock, stepText } = banner(() => Promise.resolve(placard(1)));
    await settle();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(BANNER_SCROLL_STEP_MS).toBe(20);
    clock.increment(19); // not yet
    expect(stepText).toHaveBeenCalledTimes(0);
    clock.increment(1);
    expect(stepText).toHaveBeenCalledTimes(1);
    advance(clock, 980);
    expect(stepText).toHaveBeenCalledTimes(50); // one second: fifty steps
  });

  it('is hidden when the switch is 0, when the text is empty, and when the call fails', async () => {
    for (const result of [() => Promise.resolve(placard(0)), () => Promise.resolve(placard(1, '  ')), () => Promise.reject(new Error('boom'))]) {
      const { actor, clock, stepText } = banner(result);
      await settle();
      expect(actor.getSnapshot().value).toBe('hidden');
      advance(clock, 1000);
      expect(stepText).not.toHaveBeenCalled();
    }
  });

  it('pauses while hovered or focused, and moves again only when both are over', async () => {
    const { actor, clock, stepText } = banner(() => Promise.resolve(placard(1)));
    await settle();
    actor.send({ type: 'HOVER_START' });
    actor.send({ type: 'FOCUS_IN' });
    advance(clock, 200);
    expect(stepText).not.toHaveBeenCalled();
    actor.send({ type: 'HOVER_END' });
    advance(clock, 200);
    expect(stepText).not.toHaveBeenCalled();
    actor.send({ type: 'FOCUS_OUT' });
    advance(clock, 40);
    expect(stepText).toHaveBeenCalledTimes(2);
  });

  it('stands still for reduced motion, and follows a change of the preference', async () => {
    const { actor, clock, stepText, resetText } = banner(() => Promise.resolve(placard(1)), true);
    await settle();
    expect(actor.getSnapshot().matches({ shown: 'still' })).toBe(true);
    advance(clock, 1000);
    expect(stepText).not.toHaveBeenCalled();
    actor.send({ type: 'MOTION_CHANGED', reduced: false });
    advance(clock, 100);
    expect(stepText).toHaveBeenCalledTimes(5);
    actor.send({ type: 'MOTION_CHANGED', reduced: true });
    expect(resetText).toHaveBeenCalledTimes(2);
    advance(clock, 100);
    expect(stepText).toHaveBeenCalledTimes(5);
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
  it('sends a guest to sign in without calling the cart, and adds the chosen quantity for a member', async () => {
    const add = vi.fn().mockResolvedValue(null);
    const goToLogin = vi.fn();
    const refreshCart = vi.fn();
    const actor = createActor(
      addToCartMachine.provide({ actors: { addToCart: fromPromise(({ input }) => add(input)) }, actions: { goToLogin, refreshCart } }),
      { input: { goodsId: 4, stock: 2 } },
    ).start();
    actor.send({ type: 'ADD', signedIn: false });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
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
