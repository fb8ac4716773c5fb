import { assign, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../src/contract/member';
import { bindFormErrors, type BindField, type BindFields, type BindMode } from '../src/contract/wechat';

export interface WechatBindInput {
  /** the bind ticket from the login answer (the screen's `openId` query) */
  ticket: string;
}

export interface WechatBindContext {
  ticket: string;
  mode: BindMode;
  form: BindFields;
  errors: Partial<Record<BindField, string>>;
  /** the server's message (or a message key) after a refused submit */
  failure: string | null;
  user: MemberInfo | null;
}

export type WechatBindEvent =
  | { type: 'CHOOSE'; mode: BindMode }
  | { type: 'CHANGE'; field: BindField; value: string }
  | { type: 'SUBMIT' };

export interface BindRequest {
  ticket: string;
  mode: BindMode;
  form: BindFields;
}

const EMPTY: BindFields = { account: '', password: '', mobile: '', code: '', confirm: '' };
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'wechat.bindFailed');

/**
 * The bind-or-register screen after a WeChat sign-in found no account (spec §2 member screens,
 * §4 code 0): the member chooses to bind an existing account (phone or email + password) or to
 * register one (phone + SMS code + password + confirmation). Fields are checked with the
 * server's own rules — at once after a first refused submit — then submitted; success signs in.
 */
export const wechatBindMachine = setup({
  types: {
    input: {} as WechatBindInput,
    context: {} as WechatBindContext,
    events: {} as WechatBindEvent,
  },
  actors: {
    // supplied by the web layer: /api/member/Wechat/bind
    bindAccount: fromPromise<MemberInfo, BindRequest>(async () => {
      throw new Error('bindAccount must be provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(bindFormErrors(context.mode, context.form)).length === 0,
    isSignedIn: (_, params: { user: MemberInfo }) => Boolean(params.user.token),
  },
  actions: {
    setMode: assign({ mode: ({ context, event }) => (event.type === 'CHOOSE' ? event.mode : context.mode), errors: {} }),
    setField: assign({
      form: ({ context, event }) => (event.type === 'CHANGE' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    clearFieldError: assign({
      errors: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.errors;
        const { [event.field]: _cleared, ...rest } = context.errors;
        return rest;
      },
    }),
    setErrors: assign({ errors: ({ context }) => bindFormErrors(context.mode, context.form) }),
    setUser: assign({ user: (_, params: { user: MemberInfo }) => params.user }),
    setFailure: assign({ failure: (_, params: { message: string }) => params.message }),
    clearFailure: assign({ failure: null }),
    // effects supplied by the web layer
    signIn: () => {},
    goToTarget: () => {},
  },
}).createMachine({
  id: 'wechatBind',
  context: ({ input }) => ({ ticket: input.ticket, mode: 'bind', form: EMPTY, errors: {}, failure: null, user: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: { CHOOSE: { target: 'editing', actions: 'setMode' } },
    },
    editing: {
      on: {
        CHOOSE: { actions: 'setMode' },
        CHANGE: { actions: ['setField', 'clearFieldError'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { target: 'validating', actions: 'setErrors' }],
      },
    },
    /** errors are shown and follow each change */
    validating: {
      on: {
        CHOOSE: { target: 'editing', actions: 'setMode' },
        CHANGE: { actions: ['setField', 'setErrors'] },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'setErrors' }],
      },
    },
    submitting: {
      invoke: {
        id: 'bindAccount',
        src: 'bindAccount',
        input: ({ context }) => ({ ticket: context.ticket, mode: context.mode, form: context.form }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'success',
            actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'signIn', 'goToTarget'],
          },
          { target: 'failure', actions: { type: 'setFailure', params: { message: 'wechat.bindFailed' } } },
        ],
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    /** e.g. a wrong password or code: the member corrects it and submits again */
    failure: {
      on: {
        CHOOSE: { target: 'editing', actions: ['setMode', 'clearFailure'] },
        CHANGE: { target: 'editing', actions: ['setField', 'clearFieldError', 'clearFailure'] },
        // the form is unchanged since it passed the checks
        SUBMIT: { target: 'submitting', actions: 'clearFailure' },
      },
    },
    success: {},
  },
});
