import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../src/contract/member';
import { WECHAT_FAILURE_REDIRECT_MS, WECHAT_RESULT, type WechatLoginResult } from '../src/contract/wechat';

export interface WechatSignInInput {
  /** `code` and `state` as WeChat sent them back (null on the entry screen) */
  code: string | null;
  state: string | null;
  /** the in-app page asked for (the entry screen's `url` query), '' when none */
  redirect: string;
}

export interface WechatSignInContext extends WechatSignInInput {
  /** where to go after signing in, as the server kept it with the state */
  returnTo: string;
  /** code 0: the bind ticket, and who WeChat says this is */
  ticket: string | null;
  nickname: string;
  avatar: string;
  token: string | null;
  user: MemberInfo | null;
  /** message key or the server's message */
  failure: string | null;
}

export type WechatSignInEvent = { type: 'START' } | { type: 'GO_TO_LOGIN' };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'wechat.authFailed');

/**
 * WeChat sign-in (spec §4 "chat-app sign-in result"). The entry screen asks the server for the
 * authorize URL and leaves for WeChat; WeChat sends the browser back with `code` and `state`,
 * which the server turns into one of three results: 1 signed in (go to the requested page),
 * 0 not bound (the bind screen with the ticket as openId), 2 failed (message, then /login).
 * Without a code but with a state, the member refused at WeChat.
 */
export const wechatSignInMachine = setup({
  types: {
    input: {} as WechatSignInInput,
    context: {} as WechatSignInContext,
    events: {} as WechatSignInEvent,
  },
  actors: {
    // supplied by the web layer: /api/member/Wechat/mp_auth
    fetchAuthorizeUrl: fromPromise<{ url: string }, { redirect: string }>(async () => {
      throw new Error('fetchAuthorizeUrl must be provided');
    }),
    // supplied by the web layer: /api/member/Wechat/login
    signInWithCode: fromPromise<WechatLoginResult, { code: string; state: string }>(async () => {
      throw new Error('signInWithCode must be provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.code),
    hasState: ({ context }) => Boolean(context.state),
    isSignedIn: (_, params: { result: WechatLoginResult }) =>
      params.result.code === WECHAT_RESULT.signedIn && Boolean(params.result.userinfo?.token),
    isUnbound: (_, params: { result: WechatLoginResult }) =>
      params.result.code === WECHAT_RESULT.unbound && Boolean(params.result.openid),
  },
  actions: {
    setResult: assign((_, params: { result: WechatLoginResult }) => ({
      returnTo: params.result.redirect ?? '',
      ticket: params.result.openid ?? null,
      nickname: params.result.nickname ?? '',
      avatar: params.result.avatar ?? '',
      token: params.result.userinfo?.token ?? null,
      user: params.result.userinfo ?? null,
    })),
    setRefused: assign({ failure: 'wechat.refused' }),
    setFailure: assign({ failure: (_, params: { message: string | undefined }) => params.message || 'wechat.authFailed' }),
    // effects supplied by the web layer
    goToAuthorize: (_, _params: { url: string }) => {},
    signIn: () => {},
    goToTarget: () => {},
    goToBind: () => {},
    goToLogin: () => {},
  },
  delays: { FAILURE_REDIRECT: WECHAT_FAILURE_REDIRECT_MS },
}).createMachine({
  id: 'wechatSignIn',
  context: ({ input }) => ({
    ...input,
    returnTo: input.redirect,
    ticket: null,
    nickname: '',
    avatar: '',
    token: null,
    user: null,
    failure: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      on: {
        START: [
          { guard: 'hasCode', target: 'exchanging' },
          { guard: 'hasState', target: 'failed', actions: 'setRefused' },
          { target: 'authorising' },
        ],
      },
    },
    authorising: {
      invoke: {
        id: 'fetchAuthorizeUrl',
        src: 'fetchAuthorizeUrl',
        input: ({ context }) => ({ redirect: context.redirect }),
        onDone: { target: 'redirecting', actions: { type: 'goToAuthorize', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    /** the browser is on its way to WeChat */
    redirecting: {},
    exchanging: {
      invoke: {
        id: 'signInWithCode',
        src: 'signInWithCode',
        input: ({ context }) => ({ code: context.code ?? '', state: context.state ?? '' }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ result: event.output }) },
            target: 'signedIn',
            actions: [{ type: 'setResult', params: ({ event }) => ({ result: event.output }) }, 'signIn', 'goToTarget'],
          },
          {
            guard: { type: 'isUnbound', params: ({ event }) => ({ result: event.output }) },
            target: 'needsBind',
            actions: [{ type: 'setResult', params: ({ event }) => ({ result: event.output }) }, 'goToBind'],
          },
          { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ message: event.output.msg }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    signedIn: {},
    needsBind: {},
    /** the message shows for a moment, then the sign-in page */
    failed: {
      after: { FAILURE_REDIRECT: 'leaving' },
      on: { GO_TO_LOGIN: 'leaving' },
    },
    leaving: {
      entry: 'goToLogin',
    },
  },
});
