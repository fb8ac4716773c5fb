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

/**
 * Statements that travel inside a text of several statements (db/commit-with.ts: `begin; <lock>;
 * <statement>; commit`, one round trip), by their text (with `$1`… placeholders), and the name
 * each connection prepares them under. The simple protocol that carries such a text takes no
 * parameters and keeps nothing, so a statement written into it whole was parsed and planned on
 * every run: a cart add and a checkout planned four of them, about 0.8 ms of the server's CPU a
 * checkout (pg_stat_statements, docs/architecture.md). Instead the text says `execute
 * winery_text_N(<values>)`, and each connection prepares the statement the first time a text
 * names it (`prepare winery_text_N as <statement>`, a round trip of its own, once): PostgreSQL
 * then plans it for its values five times and keeps a generic plan after. An EXECUTE is still a
 * statement of its own in the text, with its own snapshot.
 */
const textStatements = new Map<string, string>();
const textStatementNames = new Map<string, string>();

/** The name a text's `execute` gives the statement `sql`, the same for every connection. */
export function textStatementName(sql: string): string {
  let name = textStatements.get(sql);
  if (!name) {
    name = `winery_text_${textStatements.size + 1}`;
    textStatements.set(sql, name);
    textStatementNames.set(name, sql);
  }
  return name;
}

/** The statement a text's `execute <name>` runs (tests read texts with it). */
export function textStatementOf(name: string): string | undefined {
  return textStatementNames.get(name);
}

const EXECUTE = 'execute winery_text_';

/** The text statements a text executes, by name: read with indexOf, as every text a checkout sends comes through here. */
function executedIn(text: string): Set<string> {
  const names = new Set<string>();
  for (let at = text.indexOf(EXECUTE); at >= 0; at = text.indexOf(EXECUTE, at + EXECUTE.length)) {
    let end = at + EXECUTE.length;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    if (end > at + EXECUTE.length) names.add(text.slice(at + 'execute '.length, end));
  }
  return names;
}

/**
 * Whether connections keep what they prepared from one transaction to the next. Behind a pooler
 * in transaction mode (PgBouncer) they do not: each transaction may run on another server
 * connection, where `execute winery_text_N` finds nothing (SQLSTATE 26000; PgBouncer keeps
 * protocol-level statements, the member reads', but not SQL ones). The first text that meets
 * this fails — its transaction is rolled back — and from then on this process writes the values
 * into the statements instead (db/commit-with.ts; planned on every run, as before), saying so once.
 */
let textsKept = true;

export function textStatementsKept(): boolean {
  return textsKept;
}

/** Statements in texts prepared again (`true`, the start's setting) or written out (tests). */
export function keepTextStatements(kept: boolean) {
  textsKept = kept;
}

/** invalid_sql_statement_name: no prepared statement of that name on this server connection */
const NOT_PREPARED = '26000';

/** "cached plan must not change result type": a column it returns changed type since it was prepared */
const resultTypeChanged = (error: unknown) =>
  (error as { code?: string })?.code === '0A000' && /result type/.test(String((error as Error).message));

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

    /** the text statements this connection has prepared; and those to prepare again (a changed column) */
    private readonly preparedTexts = new Set<string>();
    private readonly staleTexts = new Set<string>();

    override query(...args: unknown[]): any {
      const [text, values] = args;
      const base = args.length === 2 && typeof text === 'string' ? serverStatements.get(text) : undefined;
      const query = super.query.bind(this) as Query;
      if (!base) return args.length === 2 && typeof text === 'string' ? this.text(text, args) : query(...args);
      const name = this.renamed.get(base) ?? base;
      return query({ name, text, values }).catch((error: { code?: string }) => {
        if (!resultTypeChanged(error)) throw error;
        const next = `${base}_${++this.renames}`;
        this.renamed.set(base, next);
        return query(`deallocate ${name}`).then(() => query({ name: next, text, values }));
      });
    }

    /**
     * A statement that is not kept by name — a text of several statements (the simple protocol)
     * or a one-off — the text statements it executes prepared first on this connection.
     * When one was refused for a column that changed type under it, the text fails (its
     * transaction is rolled back by its sender) and the next text that names the statement
     * prepares it again: what it read can no longer be trusted, and a text cannot be rerun alone.
     */
    private async text(text: string, args: unknown[]) {
      const query = super.query.bind(this) as Query;
      const names = executedIn(text);
      for (const name of names) {
        if (this.preparedTexts.has(name)) continue;
        const sql = textStatementNames.get(name);
        if (sql === undefined) throw new Error(`a text executes a statement never named: ${name}`);
        if (this.staleTexts.delete(name)) await query(`deallocate ${name}`);
        await query(`prepare ${name} as ${sql}`);
        this.preparedTexts.add(name);
      }
      try {
        return statementResult(await query(...args));
      } catch (error) {
        if (resultTypeChanged(error)) {
          for (const name of names) if (this.preparedTexts.delete(name)) this.staleTexts.add(name);
        }
        if ((error as { code?: string })?.code === NOT_PREPARED && names.size > 0 && textsKept) {
          textsKept = false;
          process.emitWarning('the database connections keep no prepared statement between transactions (a pooler in transaction mode?): statements in texts are written out from now on');
        }
        throw error;
      }
    }
  }
  made = StatementClient;
  return made;
}
