import { sql, type Kysely } from 'kysely';
import { statusCheck, statusCheckName } from '../status-constraints';

/**
 * Editing the site's content (issue 14): a document per piece of content staff edit (a news item,
 * the notice banner), its numbered versions (the texts of all three languages, who wrote them),
 * and the pictures staff upload for it. The public site goes on reading its live tables (`news`,
 * `placard`); publishing writes a version into them. An existing live row becomes a document
 * with version 1 — its present texts — the first time staff open it (see
 * src/server/domain/content-editing/documents.ts), so the seed is the first version without this
 * migration copying anything. The status pairs are frozen here, as in every other migration.
 */
const PAIRS = [
  [0, 'draft'],
  [1, 'scheduled'],
  [2, 'published'],
  [3, 'unpublished'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('news', 'notice')`))
    // the live row (news.id, placard.id); null until first published
    .addColumn('live_id', 'integer')
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz')
    .addColumn('unpublish_at', 'timestamptz')
    .addColumn('published_version', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(statusCheckName('content_documents'), statusCheck(PAIRS))
    .addUniqueConstraint('content_documents_live_unique', ['type', 'live_id'])
    .execute();
  // the sweep's two queues
  await db.schema.createIndex('content_documents_publish_idx').on('content_documents').column('publish_at').where(sql.ref('publish_at'), 'is not', null).execute();
  await db.schema.createIndex('content_documents_unpublish_idx').on('content_documents').column('unpublish_at').where(sql.ref('unpublish_at'), 'is not', null).execute();

  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('content_documents.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('body', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(body) = 'object'`))
    // null: the live row's texts taken as version 1
    .addColumn('author_staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_versions_number_unique', ['document_id', 'version'])
    .execute();

  // pictures staff upload for content: every size the site serves, made once at upload
  await db.schema
    .createTable('content_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(alt) = 'object' and alt ?& array['cn', 'tw', 'en']`))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('content_media_files')
    .addColumn('media_id', 'text', (c) => c.notNull().references('content_media.id').onDelete('cascade'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_media_files_pk', ['media_id', 'size'])
    .execute();
}
