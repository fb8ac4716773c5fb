import type pg from 'pg';

/**
 * Statements a PostgreSQL server keeps parsed and planned on each pooled connection, by their
 * text: the hot reads of db/prepared.ts go as named statements, so a run after the first on a
 * connection costs the server no parse and, once PostgreSQL settles on a generic plan (after
 * five runs, when it is no dearer than the custom ones), no planning either. The order list's
 * planning alone cost the server about 0.27 ms a call, twice its execution. PGlite is not sent
 * named statements.
 */
const serverStatements = new Map<string, string>();

export function keepOnServer(text: string) {
  if (!serverStatements.has(text)) serverStatements.set(text, `winery_${serverStatements.size + 1}`);
}

/** "cached plan must not change result type": a column it returns changed type since it was prepared */
const FEATURE_NOT_SUPPORTED = '0A000';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * A text of several statements (no parameters: the simple protocol, db/commit-with.ts) is answered
 * by pg with one result per statement; Kysely reads one result's rows: the last statement's that
 * is not BEGIN or COMMIT (`begin; <statement>`, `<statement>; commit` and
 * `begin; <lock>; <statement>; commit` all answer the statement's).
 */
const TRANSACTION_COMMANDS = new Set(['BEGIN', 'COMMIT']);
const statementResult = (result: unknown) =>
  Array.isArray(result) ? ((result as { command?: string }[]).findLast((one) => !TRANSACTION_COMMANDS.has(one.command ?? '')) ?? result[0]) : result;

/**
 * pg's client, sending the statements `keepOnServer` named as named statements (Kysely calls
 * `query(text, values)`), and answering a text of several statements with its statement's result (above).
 * A migration that changes the type of a column one of them returns (another instance's, while
 * this one runs) makes the server refuse the statement prepared before it; the client then
 * prepares it again under a new name, once, and carries on. pg itself is loaded on the first call:
 * a server on PGlite never loads it (a shorter start).
 */
let made: typeof pg.Client | undefined;

export async function statementClient(): Promise<typeof pg.Client> {
  if (made) return made;
  const { default: pg } = await import('pg');
  class StatementClient extends pg.Client {
    /** a statement prepared again on this connection: its current name */
    private readonly renamed = new Map<string, string>();
    private renames = 0;

    override query(...args: unknown[]): any {
      const [text, values] = args;
      const base = args.length === 2 && typeof text === 'string' ? serverStatements.get(text) : undefined;
      const query = super.query.bind(this) as Query;
      if (!base) return args.length === 2 && typeof text === 'string' ? query(...args).then(statementResult) : query(...args);
      const name = this.renamed.get(base) ?? base;
      return query({ name, text, values }).catch((error: { code?: string }) => {
        if (error?.code !== FEATURE_NOT_SUPPORTED || !/result type/.test(String((error as Error).message))) throw error;
        const next = `${base}_${++this.renames}`;
        this.renamed.set(base, next);
        return query(`deallocate ${name}`).then(() => query({ name: next, text, values }));
      });
    }
  }
  made = StatementClient;
  return made;
}
