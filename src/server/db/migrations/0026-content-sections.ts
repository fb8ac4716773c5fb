import { sql, type Kysely } from 'kysely';

/**
 * Content editing takes in every type the public pages show (src/contract/content-sections.ts):
 * a document's type may be any of them. Written out rather than read from the contract, so the
 * migration stays as it shipped when the contract grows.
 */
const TYPES = [
  'news', 'notice', 'rotation', 'activity', 'brand', 'history', 'team', 'award', 'dynamic', 'vineyard', 'concept', 'analysis', 'grape',
  'winery', 'design', 'wine_fact', 'tasting_note', 'report_year', 'report', 'villa', 'experience', 'banner', 'site',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table content_documents drop constraint content_documents_type_check`.execute(db);
  await sql`alter table content_documents add constraint content_documents_type_check check (type in (${sql.join(TYPES.map((t) => sql.lit(t)))}))`.execute(db);
}
