import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database';
import { runsInProcess } from './pglite-dialect';
import { literalOf, withConstantsWritten } from './prepared';
import { textStatementName, textStatementsKept } from './server-statements';

/**
 * A statement that may travel in a text with others: SQL text without values, sent as it is;
 * or a compiled statement, whose values must be numbers, booleans, plain words, times, nulls or
 * lists of integers — on a server it goes as `execute winery_text_N(<values>)` of the statement each
 * connection keeps prepared (db/server-statements.ts), so it is not planned on every run.
 * PGlite runs it as it is, with its parameters.
 */
export type TextStatement = string | CompiledQuery;

/**
 * A transaction's first statement: a query to compile, or one compiled already (a statement of
 * db/prepared.ts, built once: the checkout's and the cart's locks, which run on every call).
 */
export type Opening<O> = Compilable<O> | CompiledQuery<O>;

/**
 * A transaction's first statements: one, or several that run one after the other — each with a
 * snapshot of its own, taken once the one before it has finished and taken its locks — answering
 * the last one's rows (the checkout's: the member's lock, the receiver phone's, then its read).
 */
export type Openings<O> = Opening<O> | readonly [...Opening<unknown>[], Opening<O>];

const compiledOf = <O>(opening: Opening<O>): CompiledQuery<O> => ('compile' in opening ? opening.compile() : opening);
const compiledAll = (openings: Openings<unknown>): CompiledQuery[] =>
  (Array.isArray(openings) ? (openings as readonly Opening<unknown>[]) : [openings as Opening<unknown>]).map(compiledOf);

/** Ends the transaction: runs `statement`, commits, and answers the statement's rows. */
export type CommitWith = <R = Record<string, unknown>>(statement: TextStatement) => Promise<R[]>;

/**
 * A transaction on one connection of `db` that `work` may end with `commitWith(statement)`: on a
 * PostgreSQL server the statement and COMMIT go as ONE simple query (one round trip), so the row
 * locks the statement takes are held only while the server runs it and commits — not while the
 * answer travels back and this process, busy with other requests, gets round to sending COMMIT.
 * A statement that fails (raises) leaves the COMMIT unrun and the transaction is rolled back.
 * The simple query protocol takes no parameters: a compiled statement's values are written into
 * the text as the EXECUTE's arguments (`TextStatement`). PGlite runs in this process — nothing
 * to save — so there the two go one after the other. Without `commitWith`, the transaction
 * commits when `work` returns; it is rolled back when `work` throws.
 *
 * `openWith`, when given, is the transaction's first statement (a lock, typically) or first
 * statements (`Openings`), sent with BEGIN in the same way — `begin; <statement>; …` in one round
 * trip on a server — the last one's rows handed to `work` as `opened`. They go as EXECUTEs too,
 * their values written into the text (as above); one that cannot be is refused before anything
 * is sent.
 */
export function transactionWithLastStatement<T>(db: Db, work: (conn: Db, commitWith: CommitWith) => Promise<T>): Promise<T> {
  return transaction(db, undefined, work);
}

/**
 * A whole transaction in ONE round trip on a server — `begin; <opening>; <statement>; commit` —
 * for work that needs nothing back before its last statement: answers the statement's rows.
 * `statement` runs once `opening` has finished and taken its locks, with a snapshot of its own,
 * so it sees what the transaction it waited for wrote. Both go as EXECUTEs, their values written
 * into the text as above. When a statement fails, the ones after it (the COMMIT too) never run
 * and the transaction is rolled back.
 */
export async function transactionInOneTrip<R>(db: Db, openWith: (conn: Db) => Openings<unknown>, statement: TextStatement): Promise<R[]> {
  if (runsInProcess(db)) return transaction(db, openWith, (_conn, commitWith) => commitWith<R>(statement));
  return db.connection().execute(async (conn) => {
    const text = `begin;\n${[...compiledAll(openWith(conn)), statement].map(textOf).join(';\n')};\ncommit`;
    try {
      // pg answers the statement's rows (db/server-statements.ts)
      return (await conn.executeQuery(CompiledQuery.raw(text, []))).rows as R[];
    } catch (error) {
      await conn.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => undefined);
      throw error;
    }
  });
}

/** transactionWithLastStatement, its first statement `openWith` sent with BEGIN (see above). */
export function transactionOpenedWith<O, T>(
  db: Db,
  openWith: (conn: Db) => Openings<O>,
  work: (conn: Db, commitWith: CommitWith, opened: O[]) => Promise<T>,
): Promise<T> {
  return transaction(db, openWith, work);
}

async function transaction<O, T>(
  db: Db,
  openWith: ((conn: Db) => Openings<O>) | undefined,
  work: (conn: Db, commitWith: CommitWith, opened: O[]) => Promise<T>,
): Promise<T> {
  const embedded = runsInProcess(db);
  return db.connection().execute(async (conn) => {
    const run = (text: string) => conn.executeQuery(CompiledQuery.raw(text, []));
    const first = openWith && compiledAll(openWith(conn));
    const opening = first && !embedded ? first.map(textOf).join(';\n') : undefined;
    let open = true;
    let opened: O[] = [];
    try {
      if (opening !== undefined) opened = (await run(`begin;\n${opening}`)).rows as O[];
      else {
        await run('begin');
        for (const statement of first ?? []) opened = (await conn.executeQuery(statement)).rows as O[];
      }
    } catch (error) {
      await run('rollback').catch(() => undefined);
      throw error;
    }
    const commitWith: CommitWith = async <R>(statement: TextStatement) => {
      let rows: unknown[];
      if (embedded) {
        rows = (await conn.executeQuery(typeof statement === 'string' ? CompiledQuery.raw(statement, []) : statement)).rows;
        await run('commit');
      } else {
        // pg answers a text of several statements with each one's result; the client hands
        // Kysely the statement's (db/server-statements.ts)
        rows = (await run(`${textOf(statement)};\ncommit`)).rows;
      }
      open = false;
      return rows as R[];
    };
    try {
      const value = await work(conn, commitWith, opened);
      if (open) {
        await run('commit');
        open = false;
      }
      return value;
    } catch (error) {
      if (open) await run('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/** A value written into a text: literalOf's, and null and a time (as its ISO text, which PostgreSQL reads back exactly). */
const textLiteral = (value: unknown) => (value === null ? 'null' : literalOf(value instanceof Date ? value.toISOString() : value));

/**
 * A statement as a text says it: SQL text as it is; a compiled statement as the EXECUTE of its
 * prepared form with its values written in — or, where connections keep nothing from one
 * transaction to the next (a pooler in transaction mode, db/server-statements.ts), the statement
 * itself with its values written in. Refused, before anything is sent, when a value cannot be.
 */
function textOf(statement: TextStatement): string {
  if (typeof statement === 'string') return statement;
  const refused = () => new Error(`a statement sent in a text takes numbers and plain words (and times, nulls and lists of integers) only: ${statement.sql}`);
  if (!textStatementsKept()) {
    const { sql, parameters } = withConstantsWritten(statement.sql, statement.parameters, textLiteral);
    if (parameters.length > 0) throw refused();
    return sql;
  }
  const values = statement.parameters.map((value) => {
    const literal = textLiteral(value);
    if (literal === undefined) throw refused();
    return literal;
  });
  const name = textStatementName(statement.sql);
  return values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`;
}

/** SQLSTATE deadlock_detected: PostgreSQL rolled the victim's transaction back whole. */
const DEADLOCK = '40P01';
/** A transaction chosen as a deadlock's victim is run again, at most this often. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs `attempt` (one whole transaction) again when PostgreSQL chose it as the victim of a
 * deadlock: the server rolled it back entirely, so nothing of it stays and running it again is
 * safe. Checkouts claim their wines in one order with one UPDATE each (migration 0038), which
 * leaves them no circle to wait in; a claim that locked its rows in a CTE before updating them
 * did deadlock beside the key-share locks of cart lines (docs/architecture.md, "The claim is one
 * UPDATE a wine"). What PostgreSQL's row locking may still do is answered here rather than with
 * an HTTP 500. Any other error is the caller's.
 */
export async function againAfterDeadlock<T>(attempt: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || run > DEADLOCK_RETRIES) throw error;
    }
  }
}
