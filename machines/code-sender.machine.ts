import { assign, fromPromise, setup } from 'xstate';
import type { CodeEvent, CodeSent } from '../src/contract/verification';
import { EmailField, PhoneField } from '../src/contract/validation';

export type CodeChannel = 'mobile' | 'email';

export interface CodeSenderInput {
  event: CodeEvent;
}

export interface CodeSenderContext {
  event: CodeEvent;
  /** seconds left before another code may be asked for the number (or email) in `sentTo` */
  remaining: number;
  /** where the last code went: the countdown belongs to it */
  sentTo: string | null;
  /** what the form's field holds now (told by TARGET_CHANGED, and by SEND) */
  target: string;
  /** message key (or the server's message) of the last failure */
  failure: string | null;
}

export type CodeSenderEvent =
  | { type: 'SEND'; channel: CodeChannel; target: string }
  /** the field now holds this number (or email): the failure goes, and the lock follows the number */
  | { type: 'TARGET_CHANGED'; target: string }
  | { type: 'CLEAR' };

export interface SendCodeInput {
  channel: CodeChannel;
  target: string;
  event: CodeEvent;
}

/** The first rule message a target breaks, or null. */
export function targetProblem(channel: CodeChannel, target: string): string | null {
  const parsed = (channel === 'mobile' ? PhoneField : EmailField).safeParse(target);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.phone');
}

const same = (a: string | null, b: string) => a !== null && a.trim() === b.trim();

/**
 * The "send code" button (spec §5: a code must be requested first). The countdown starts from
 * the server's cooldown, so a reload or a second tab cannot shorten it; a refusal (bad target,
 * cooldown still running on the server, daily cap) returns to idle with the message.
 * The countdown belongs to the number the code went to (issue 16): once the field holds another
 * number the button is free at once (`elsewhere`, still counting for the first one; the server's
 * own per-number cooldown still applies and its refusal is shown), and going back to the first
 * number shows its remaining seconds again.
 */
export const codeSenderMachine = setup({
  types: {
    input: {} as CodeSenderInput,
    context: {} as CodeSenderContext,
    events: {} as CodeSenderEvent,
  },
  actors: {
    // supplied by the web layer: POST /api/sms/send or /api/ems/send
    sendCode: fromPromise<CodeSent, SendCodeInput>(async () => {
      throw new Error('sendCode must be provided');
    }),
  },
  guards: {
    isInvalidTarget: ({ event }) => event.type === 'SEND' && targetProblem(event.channel, event.target) !== null,
    hasSecondsLeft: ({ context }) => context.remaining > 1,
    /** the field holds the number the countdown belongs to */
    isSentTarget: ({ context, event }) => (event.type === 'SEND' || event.type === 'TARGET_CHANGED') && same(context.sentTo, event.target),
    /** the field changed while the code was on its way */
    isTargetMoved: ({ context }) => !same(context.sentTo, context.target),
  },
  actions: {
    setInvalidTarget: assign({
      failure: ({ event }) => (event.type === 'SEND' ? targetProblem(event.channel, event.target) : null),
    }),
    clearFailure: assign({ failure: null }),
    setTarget: assign({ target: (_, params: { target: string }) => params.target }),
    setSentTo: assign({ sentTo: (_, params: { target: string }) => params.target, target: (_, params: { target: string }) => params.target }),
    forgetSent: assign({ sentTo: null, remaining: 0 }),
    setCooldown: assign({ remaining: (_, params: { sent: CodeSent }) => Math.max(1, Math.ceil(params.sent.cooldown)) }),
    setTick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    setFailure: assign({
      failure: (_, params: { error: unknown }) =>
        params.error instanceof Error && params.error.message ? params.error.message : 'error.requestFailed',
    }),
  },
  delays: { SECOND: 1000 },
}).createMachine({
  id: 'codeSender',
  context: ({ input }) => ({ event: input.event, remaining: 0, sentTo: null, target: '', failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          { guard: 'isInvalidTarget', actions: 'setInvalidTarget' },
          { target: 'sending', actions: ['clearFailure', { type: 'setSentTo', params: ({ event }) => ({ target: event.target }) }] },
        ],
        TARGET_CHANGED: { actions: ['clearFailure', { type: 'setTarget', params: ({ event }) => ({ target: event.target }) }] },
        CLEAR: { actions: 'clearFailure' },
      },
    },
    sending: {
      on: {
        TARGET_CHANGED: { actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) } },
      },
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context, event }) => ({
          channel: event.type === 'SEND' ? event.channel : 'mobile',
          target: event.type === 'SEND' ? event.target : '',
          event: context.event,
        }),
        onDone: [
          { guard: 'isTargetMoved', target: 'elsewhere', actions: { type: 'setCooldown', params: ({ event }) => ({ sent: event.output }) } },
          { target: 'cooling', actions: { type: 'setCooldown', params: ({ event }) => ({ sent: event.output }) } },
        ],
        onError: { target: 'idle', actions: ['forgetSent', { type: 'setFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    /** the field holds the number the code went to: wait for the countdown */
    cooling: {
      on: {
        TARGET_CHANGED: [
          { guard: 'isSentTarget', actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) } },
          { target: 'elsewhere', actions: ['clearFailure', { type: 'setTarget', params: ({ event }) => ({ target: event.target }) }] },
        ],
      },
      after: {
        SECOND: [
          { guard: 'hasSecondsLeft', target: 'cooling', reenter: true, actions: 'setTick' },
          { target: 'idle', actions: ['setTick', 'forgetSent'] },
        ],
      },
    },
    /** another number is in the field: a code may be sent to it, the first one's countdown runs on */
    elsewhere: {
      on: {
        SEND: [
          { guard: 'isInvalidTarget', actions: 'setInvalidTarget' },
          { guard: 'isSentTarget', target: 'cooling', actions: { type: 'setTarget', params: ({ event }) => ({ target: event.target }) } },
          { target: 'sending', actions: ['clearFailure', { type: 'setSentTo', params: ({ event }) => ({ target: event.target }) }] },
        ],
        TARGET_CHANGED: [
          { guard: 'isSentTarget', target: 'cooling', actions: ['clearFailure', { type: 'setTarget', params: ({ event }) => ({ target: event.target }) }] },
          { actions: ['clearFailure', { type: 'setTarget', params: ({ event }) => ({ target: event.target }) }] },
        ],
        CLEAR: { actions: 'clearFailure' },
      },
      after: {
        SECOND: [
          { guard: 'hasSecondsLeft', target: 'elsewhere', reenter: true, actions: 'setTick' },
          { target: 'idle', actions: ['setTick', 'forgetSent'] },
        ],
      },
    },
  },
});
