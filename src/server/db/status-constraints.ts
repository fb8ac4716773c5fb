import { sql, type RawBuilder } from 'kysely';

/** The (spec code, state name) pairs a table of a domain machine may store. */
export type StatusPairs = ReadonlyArray<readonly [code: number, state: string]>;

/** The name of a table's status CHECK (migration 0017 and every migration that replaces it). */
export const statusCheckName = (table: string): string => `${table}_status_state_check`;

/**
 * The CHECK a table of a domain machine carries: its `(status, state)` is one of the machine's
 * pairs, so neither a code nor a name the machine does not have — nor a name under another
 * state's code — can be stored. Built from pairs a migration freezes (what the machines said when
 * it was written); tests/server/status-storage.test.ts builds it again from the machines of today
 * and compares, so a machine change without a migration turns the suite red.
 */
export function statusCheck(pairs: StatusPairs): RawBuilder<unknown> {
  if (pairs.length === 0) throw new Error('a status CHECK needs at least one state');
  const sorted = [...pairs].sort(([a, x], [b, y]) => a - b || (x < y ? -1 : x > y ? 1 : 0));
  for (const [code, state] of sorted) {
    if (!Number.isInteger(code) || !/^[A-Za-z][A-Za-z0-9]*$/.test(state)) throw new Error(`not a status pair: ${code}, ${state}`);
  }
  return sql`(status, state) in (${sql.join(sorted.map(([code, state]) => sql`(${sql.lit(code)}, ${sql.lit(state)})`))})`;
}
