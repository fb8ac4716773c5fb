import { CompiledQuery } from 'kysely';
import type { Db } from './database';
import { runsInProcess } from './pglite-dialect';

/** Ends the transaction: runs `statement` (SQL text without parameters), commits, and answers the statement's rows. */
export type CommitWith = <R = Record<string, unknown>>(statement: string) => Promise<R[]>;

/**
 * A transaction on one connection of `db` that `work` may end with `commitWith(statement)`: on a
 * PostgreSQL server the statement and COMMIT go as ONE simple query (one round trip), so the row
 * locks the statement takes are held only while the server runs it and commits — not while the
 * answer travels back and this process, busy with other requests, gets round to sending COMMIT.
 * A statement that fails (raises) leaves the COMMIT unrun and the transaction is rolled back.
 * The simple query protocol takes no parameters: the statement's values are written into its text
 * by the caller (numbers only). PGlite runs in this process — nothing to save — so there the two
 * go one after the other. Without `commitWith`, the transaction commits when `work` returns; it is
 * rolled back when `work` throws.
 */
export async function transactionWithLastStatement<T>(db: Db, work: (conn: Db, commitWith: CommitWith) => Promise<T>): Promise<T> {
  const embedded = runsInProcess(db);
  return db.connection().execute(async (conn) => {
    const run = (text: string) => conn.executeQuery(CompiledQuery.raw(text, []));
    await run('begin');
    let open = true;
    const commitWith: CommitWith = async <R>(statement: string) => {
      let rows: unknown[];
      if (embedded) {
        rows = (await run(statement)).rows;
        await run('commit');
      } else {
        // pg answers a text of several statements with each one's result; the client hands
        // Kysely the first (db/server-statements.ts): the statement's rows
        rows = (await run(`${statement};\ncommit`)).rows;
      }
      open = false;
      return rows as R[];
    };
    try {
      const value = await work(conn, commitWith);
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
