import { sql, type Kysely } from 'kysely';

/** Content editing (issue 14) takes in the home carousel's slides: a document's type may be `rotation` too. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content_documents drop constraint content_documents_type_check`.execute(db);
  await sql`alter table content_documents add constraint content_documents_type_check check (type in ('news', 'notice', 'rotation'))`.execute(db);
}
