import { addToCartMachine } from './add-to-cart.machine';
import { carouselMachine } from './carousel.machine';
import { cartCountMachine } from './cart-count.machine';
import { noticeBannerMachine } from './notice-banner.machine';
import type { RegisteredMachine } from './registry';
import { wechatShareMachine } from './wechat-share.machine';

/** Machines of the public site's chrome, home and wine screens, with their path-test samples (spread into MACHINES). */
const placard = { switch: 1, content_cn: '新酒上市', content_tw: '新酒上市', content_en: 'New vintage', content: 'New vintage' };
const shareInfo = { title: 'Grand Vin 2019', intro: 'The flagship', thumb_image: '/media/demo/bottle-grand-vin.svg', link: 'https://example.com/#/seriesDetail?Pid=1' };
const entry = 'https://wine.example/?lang=en';

export const publicSiteMachines: Record<string, RegisteredMachine> = {
  noticeBanner: {
    machine: noticeBannerMachine,
    file: 'machines/notice-banner.machine.ts',
    summary: 'The notice banner: shown when the placard switch is 1, hidden when off or on failure; moves a pixel every 20 ms (paced by the browser), holds on hover and focus.',
    inputs: [{ reducedMotion: false }, { reducedMotion: true }],
    events: [
      { type: 'xstate.done.actor.fetchPlacard', output: { ...placard, switch: 1 } },
      { type: 'xstate.done.actor.fetchPlacard', output: { ...placard, switch: 0 } },
      { type: 'xstate.error.actor.fetchPlacard', error: new Error('placard failed') },
      { type: 'MOTION_CHANGED', reduced: true },
      { type: 'MOTION_CHANGED', reduced: false },
    ],
    promiseActors: ['fetchPlacard'],
  },
  carousel: {
    machine: carouselMachine,
    file: 'machines/carousel.machine.ts',
    summary: 'The home rotation: autoplay unless reduced motion or one slide, held on hover/focus, stop/play, next/prev/go-to.',
    inputs: [{ count: 3 }, { count: 1 }],
    events: [
      { type: 'START', reducedMotion: false },
      { type: 'START', reducedMotion: true },
      { type: 'GO_TO', index: 2 },
    ],
  },
  cartCount: {
    machine: cartCountMachine,
    file: 'machines/cart-count.machine.ts',
    summary: "The header's cart count: fetched only when signed in, a guest's from the guest cart in the browser; a failure hides the badge.",
    inputs: [undefined],
    events: [
      { type: 'xstate.done.actor.fetchCartCount', output: { count_sum: 3 } },
      { type: 'xstate.error.actor.fetchCartCount', error: new Error('The request failed') },
      { type: 'GUEST_COUNT', count: 2 },
    ],
    promiseActors: ['fetchCartCount'],
  },
  addToCart: {
    machine: addToCartMachine,
    file: 'machines/add-to-cart.machine.ts',
    summary: "A wine's add-to-cart: quantity within stock; a guest's choice kept in the browser's guest cart and the guest sent to sign in (the cart merged then); success or the failure message.",
    inputs: [{ goodsId: 1, stock: 2 }, { goodsId: 2, stock: 0 }],
    events: [
      { type: 'ADD', signedIn: true },
      { type: 'ADD', signedIn: false },
      { type: 'xstate.done.actor.addToCart', output: null },
      { type: 'xstate.error.actor.addToCart', error: new Error('Product info abnormal') },
      { type: 'xstate.done.actor.keepInGuestCart', output: null },
      { type: 'xstate.error.actor.keepInGuestCart', error: new Error('cart.countMax') },
    ],
    promiseActors: ['addToCart', 'keepInGuestCart'],
  },
  wechatShare: {
    machine: wechatShareMachine,
    file: 'machines/wechat-share.machine.ts',
    summary: 'Sharing in WeChat: sign the page, then share targets get their share info (default text on failure), other pages hide the menu.',
    inputs: [{ entryUrl: entry, isAndroid: false }, { entryUrl: entry, isAndroid: true }],
    events: [
      { type: 'ROUTE_CHANGED', target: { module: 'SeriesDetail', id: 1 }, url: `${entry}#/seriesDetail?Pid=1` },
      { type: 'ROUTE_CHANGED', target: null, url: `${entry}#/brand` },
      { type: 'ROUTE_CHANGED', target: null, url: 'https://wine.example/?lang=cn#/' },
      { type: 'xstate.done.actor.signPage', output: undefined },
      { type: 'xstate.error.actor.signPage', error: new Error('config:invalid signature') },
      { type: 'xstate.done.actor.fetchShareInfo', output: shareInfo },
      { type: 'xstate.error.actor.fetchShareInfo', error: new Error('The request failed') },
    ],
    promiseActors: ['signPage', 'fetchShareInfo'],
  },
};
