import { CompiledQuery } from 'kysely';
import type { Db } from './database';
import { runsInProcess } from './pglite-dialect';

/** Ends the transaction: runs `statement` (SQL text without parameters) and commits. */
export type CommitWith = (statement: string) => Promise<void>;

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
    const commitWith: CommitWith = async (statement) => {
      if (embedded) {
        await run(statement);
        await run('commit');
      } else {
        await run(`${statement};\ncommit`);
      }
      open = false;
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
