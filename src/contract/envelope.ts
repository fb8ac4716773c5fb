import * as z from 'zod/mini';

export { CODE_FAILURE, CODE_SUCCESS, HTTP_IGNORED, HTTP_UNAUTHORIZED, readEnvelope, type Envelope } from './envelope-codes';

/** Every answer: `{code, msg, time, data}`; `time` is Unix seconds as a string. */
export const EnvelopeSchema = z.object({
  code: z.number(),
  msg: z.string(),
  time: z.string(),
  data: z.unknown(),
});

export type CallAuth = 'public' | 'member';

/**
 * One API call of the contract: its path (relative, as spec §7 writes it), the form fields it
 * takes and the `data` it answers, both as zod schemas used by the server to validate and by
 * the client to parse. `safe` marks a read that may be retried after a network failure.
 */
export interface ApiCall<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  path: string;
  auth: CallAuth;
  safe: boolean;
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodMiniType, O extends z.ZodMiniType>(call: ApiCall<I, O>): ApiCall<I, O> {
  return call;
}

export type CallInput<C extends ApiCall> = z.input<C['input']>;
export type CallOutput<C extends ApiCall> = z.output<C['output']>;

/** Form fields are strings; language travels with every call. */
export const LangField = z.optional(z.enum(['cn', 'tw', 'en']));
