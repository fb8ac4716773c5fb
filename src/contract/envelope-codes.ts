/**
 * The answer envelope's codes and its shape check, without zod (./envelope.ts re-exports them
 * beside `EnvelopeSchema`): the browser's request helper reads every answer's envelope with
 * `readEnvelope`, so the public site's entry carries no zod at all — the schemas of a call's
 * `data` come with the call's contract, loaded with the code that makes the call.
 */

/** `code` of the answer envelope (spec §7, §8): 1 is success, anything else a failure. */
export const CODE_SUCCESS = 1;
export const CODE_FAILURE = 0;

/** HTTP statuses the client treats specially (spec §8). */
export const HTTP_UNAUTHORIZED = 401;
export const HTTP_IGNORED = [402, 403, 500] as const;

/** Every answer: `{code, msg, time, data}`; `time` is Unix seconds as a string. */
export type Envelope<T = unknown> = { code: number; msg: string; time: string; data: T };

/**
 * The envelope of an answer's JSON, or null when it is not one: what `EnvelopeSchema.safeParse`
 * accepts (an object, not an array, with a finite number `code`, string `msg` and `time`, and a
 * `data` key, whatever its value), with only the four fields kept. A test holds the two to the same answers.
 */
export function readEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('data' in json)) return null;
  const { code, msg, time, data } = json as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isFinite(code) || typeof msg !== 'string' || typeof time !== 'string') return null;
  return { code, msg, time, data };
}
