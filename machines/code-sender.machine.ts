import { assign, fromPromise, setup } from 'xstate';
import type { CodeEvent, CodeSent } from '../src/contract/verification';
import { EmailField, PhoneField } from '../src/contract/validation';

export type CodeChannel = 'mobile' | 'email';

export interface CodeSenderInput {
  event: CodeEvent;
}

export interface CodeSenderContext {
  event: CodeEvent;
  /** seconds left before another code may be asked for */
  remaining: number;
  /** message key (or the server's message) of the last failure */
  failure: string | null;
}

export type CodeSenderEvent = { type: 'SEND'; channel: CodeChannel; target: string } | { type: 'CLEAR' };

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

/**
 * The "send code" button (spec §5: a code must be requested first). The countdown starts from
 * the server's cooldown, so a reload or a second tab cannot shorten it; a refusal (bad target,
 * cooldown still running on the server, daily cap) returns to idle with the message.
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
  },
  actions: {
    setInvalidTarget: assign({
      failure: ({ event }) => (event.type === 'SEND' ? targetProblem(event.channel, event.target) : null),
    }),
    clearFailure: assign({ failure: null }),
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
  context: ({ input }) => ({ event: input.event, remaining: 0, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          { guard: 'isInvalidTarget', actions: 'setInvalidTarget' },
          { target: 'sending', actions: 'clearFailure' },
        ],
        CLEAR: { actions: 'clearFailure' },
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context, event }) => ({
          channel: event.type === 'SEND' ? event.channel : 'mobile',
          target: event.type === 'SEND' ? event.target : '',
          event: context.event,
        }),
        onDone: { target: 'cooling', actions: { type: 'setCooldown', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'idle', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cooling: {
      after: {
        SECOND: [
          { guard: 'hasSecondsLeft', target: 'cooling', reenter: true, actions: 'setTick' },
          { target: 'idle', actions: 'setTick' },
        ],
      },
    },
  },
});
