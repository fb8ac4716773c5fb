import { assign, fromPromise, setup } from 'xstate';
import type { SHARE_MODULES } from '../src/contract/content';

export type ShareModule = (typeof SHARE_MODULES)[number];
export interface ShareTarget {
  module: ShareModule;
  id: number;
}
/** What the chat app shows for a shared page; null means the default share text. */
export interface ShareText {
  title: string;
  intro: string;
  thumb_image: string;
  link: string;
}

export interface WechatShareInput {
  /** the page URL the app was entered on, without the hash (iOS signs this one) */
  entryUrl: string;
  isAndroid: boolean;
}

export interface WechatShareContext extends WechatShareInput {
  /** the page's URL as the router last reported it */
  currentUrl: string;
  /** the URL the SDK was last configured for */
  signedUrl: string | null;
  /** the current page's share target, or null on a page that is not shared */
  target: ShareTarget | null;
  share: ShareText | null;
}

export type WechatShareEvent = { type: 'ROUTE_CHANGED'; target: ShareTarget | null; url: string };

/**
 * The URL the JS-SDK signature must cover (spec §7): on Android the current page without the
 * hash; elsewhere (iOS) the URL the app was first entered on, which is what iOS WeChat checks.
 */
export function signingUrl(context: Pick<WechatShareContext, 'entryUrl' | 'isAndroid'>, currentUrl: string): string {
  return context.isAndroid ? currentUrl.split('#')[0]! : context.entryUrl;
}

/**
 * Sharing inside WeChat (spec §2 share targets, §4 Sharing). The SDK is configured with our
 * server's signature, then every page says what it is: a share target (ActiveDetail and
 * SeriesDetail by Pid, ReportDetails and Reservation by id) gets its title, intro, image and
 * link from getShareInfo — the default share text when that fails — and shows the share menu
 * items; any other page hides them. Without a working SDK nothing is shared.
 */
export const wechatShareMachine = setup({
  types: {
    input: {} as WechatShareInput,
    context: {} as WechatShareContext,
    events: {} as WechatShareEvent,
  },
  actors: {
    // supplied by the web layer: jssdk buildConfig, then wx.config until wx.ready (or wx.error)
    signPage: fromPromise<void, { url: string }>(async () => {
      throw new Error('signPage must be provided');
    }),
    // supplied by the web layer: getShareInfo
    fetchShareInfo: fromPromise<ShareText, ShareTarget>(async () => {
      throw new Error('fetchShareInfo must be provided');
    }),
  },
  guards: {
    hasTarget: ({ context }) => context.target !== null,
    needsSigning: ({ context, event }) => signingUrl(context, event.url) !== context.signedUrl,
    isShareTarget: ({ event }) => event.target !== null,
  },
  actions: {
    setTarget: assign({ target: ({ event }) => event.target, currentUrl: ({ event }) => event.url }),
    setSignedUrl: assign({ signedUrl: (_, params: { url: string }) => params.url }),
    setShare: assign({ share: (_, params: { share: ShareText }) => params.share }),
    clearShare: assign({ share: null }),
    // supplied by the web layer (wx.hideMenuItems / wx.showMenuItems + update*ShareData)
    hideShareMenu: () => {},
    applyShare: () => {},
  },
}).createMachine({
  id: 'wechatShare',
  context: ({ input }) => ({ ...input, currentUrl: input.entryUrl, signedUrl: null, target: null, share: null }),
  initial: 'waiting',
  states: {
    /** until the router says where we are */
    waiting: {
      on: { ROUTE_CHANGED: { target: 'signing', actions: 'setTarget' } },
    },
    signing: {
      invoke: {
        id: 'signPage',
        src: 'signPage',
        input: ({ context }) => ({ url: signingUrl(context, context.currentUrl) }),
        onDone: [
          {
            guard: 'hasTarget',
            target: 'loading',
            actions: { type: 'setSignedUrl', params: ({ context }) => ({ url: signingUrl(context, context.currentUrl) }) },
          },
          {
            target: 'plain',
            actions: { type: 'setSignedUrl', params: ({ context }) => ({ url: signingUrl(context, context.currentUrl) }) },
          },
        ],
        onError: 'unavailable',
      },
      on: { ROUTE_CHANGED: { actions: 'setTarget' } },
    },
    /** a page that is not shared: the share menu items are hidden */
    plain: {
      entry: ['clearShare', 'hideShareMenu'],
      on: {
        ROUTE_CHANGED: [
          { guard: 'needsSigning', target: 'signing', actions: 'setTarget' },
          { guard: 'isShareTarget', target: 'loading', actions: 'setTarget' },
          { actions: 'setTarget' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'fetchShareInfo',
        src: 'fetchShareInfo',
        input: ({ context }) => context.target!,
        onDone: { target: 'shared', actions: { type: 'setShare', params: ({ event }) => ({ share: event.output }) } },
        onError: { target: 'shared', actions: 'clearShare' },
      },
      on: {
        ROUTE_CHANGED: [
          { guard: 'needsSigning', target: 'signing', actions: 'setTarget' },
          { guard: 'isShareTarget', target: 'loading', reenter: true, actions: 'setTarget' },
          { target: 'plain', actions: 'setTarget' },
        ],
      },
    },
    /** a share target: the menu items shown, with its text (or the default text) */
    shared: {
      entry: 'applyShare',
      on: {
        ROUTE_CHANGED: [
          { guard: 'needsSigning', target: 'signing', actions: 'setTarget' },
          { guard: 'isShareTarget', target: 'loading', actions: 'setTarget' },
          { target: 'plain', actions: 'setTarget' },
        ],
      },
    },
    /** the SDK could not be configured (not signed, or not really WeChat) */
    unavailable: {},
  },
});
