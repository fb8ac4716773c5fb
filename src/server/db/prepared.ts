import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { keepOnServer } from './server-statements';
import type { Database } from './schema';

/**
 * A hot read built with Kysely once and then run with new values as SQL text and parameters:
 * building a query (immutable, frozen nodes) and compiling it cost a member read more CPU than
 * everything else the server did for it (issue 15's profile: Kysely 20 % of busy CPU and much of
 * the garbage collector's 15 %). The statement is built on first use with a stand-in for each
 * argument; every parameter that is a stand-in takes the argument's value on each run, the others
 * stay as built. So an argument may only ever be passed to Kysely as a value — arithmetic on it,
 * a branch on it, or an argument left unused is refused on first use — and what shapes the SQL
 * (a tab, a flag) belongs in the builder's closure, one prepared statement per shape. Our
 * dialects all compile PostgreSQL, so the text built with one connection serves every other.
 * Plugins see no prepared run (it never passes through `transformQuery`).
 *
 * The values that are not arguments (a flag such as `switch = 1`, a status, a `limit 1`) are
 * written into the text as literals (`withConstantsWritten`): a parameter hides them from
 * PostgreSQL's generic plan, and for the cart list's promotion join that plan was so much dearer
 * that the server planned the statement again on every run (10 000 runs a second in pgbench
 * against 29 000 with the literals).
 */
class Slot {
  constructor(readonly index: number) {}
}

type Conn = Kysely<Database>;

export interface Prepared<A extends unknown[], R> {
  (conn: Conn, ...args: A): Promise<R[]>;
  /** The statement a run with `args` sends (built on first use with `conn`). */
  compile(conn: Conn, ...args: A): CompiledQuery<R>;
}

export function prepared<A extends unknown[], R>(build: (conn: Conn, ...args: A) => Compilable<R>): Prepared<A, R> {
  let built: { sql: string; parameters: readonly unknown[] } | undefined;
  const template = (conn: Conn, count: number) => {
    if (built) return built;
    const slots = Array.from({ length: count }, (_, index) => new Slot(index));
    const { sql, parameters } = build(conn, ...(slots as unknown as A)).compile();
    const used = new Set(parameters.filter((p): p is Slot => p instanceof Slot).map((slot) => slot.index));
    if (used.size !== count || parameters.some((p) => typeof p === 'number' && Number.isNaN(p))) {
      throw new Error(`a prepared statement must pass each argument to Kysely as a value, unchanged: ${sql}`);
    }
    built = withConstantsWritten(sql, parameters);
    keepOnServer(built.sql);
    return built;
  };
  const compile = (conn: Conn, ...args: A): CompiledQuery<R> => {
    const { sql, parameters } = template(conn, args.length);
    return CompiledQuery.raw(sql, parameters.map((p) => (p instanceof Slot ? args[p.index] : p))) as CompiledQuery<R>;
  };
  const run = async (conn: Conn, ...args: A) => (await conn.executeQuery(compile(conn, ...args))).rows;
  return Object.assign(run, { compile });
}

/**
 * A constant as SQL text, or undefined for one that stays a parameter: numbers, booleans, plain
 * words and lists of integers only, so that no quoting question arises (a negative number in
 * parentheses, so `a - $1` never becomes the comment `a --1`).
 */
export function literalOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && /^[\w .:-]*$/.test(value)) return `'${value}'`;
  if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item))) return `array[${value.map((item) => literalOf(item)).join(', ')}]::int[]`;
  return undefined;
}

/**
 * The statement with each constant that has a literal written in place of its `$n`, and the
 * placeholders left numbered again in order. Only `$n` outside quotes ('…' and "…") is a
 * placeholder; Kysely writes each parameter once. `literal` says which values have a literal (`literalOf`).
 */
export function withConstantsWritten(
  text: string,
  parameters: readonly unknown[],
  literal: (value: unknown) => string | undefined = literalOf,
): { sql: string; parameters: unknown[] } {
  const kept: unknown[] = [];
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      out += c;
      continue;
    }
    const placeholder = c === '$' ? /^\d+/.exec(text.slice(i + 1)) : null;
    if (!placeholder) {
      out += c;
      continue;
    }
    const value = parameters[Number(placeholder[0]) - 1];
    const written = value instanceof Slot ? undefined : literal(value);
    if (written === undefined) {
      kept.push(value);
      out += `$${kept.length}`;
    } else out += written;
    i += placeholder[0].length;
  }
  return { sql: out, parameters: kept };
}
