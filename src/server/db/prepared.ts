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
    keepOnServer(sql);
    built = { sql, parameters };
    return built;
  };
  const compile = (conn: Conn, ...args: A): CompiledQuery<R> => {
    const { sql, parameters } = template(conn, args.length);
    return CompiledQuery.raw(sql, parameters.map((p) => (p instanceof Slot ? args[p.index] : p))) as CompiledQuery<R>;
  };
  const run = async (conn: Conn, ...args: A) => (await conn.executeQuery(compile(conn, ...args))).rows;
  return Object.assign(run, { compile });
}
