import { sql, type Kysely } from 'kysely';

/**
 * The contact form's messages, and the WeChat JS-SDK credentials (server access_token and
 * jsapi_ticket) cached for every instance: WeChat rate-limits both, so they are fetched by one
 * instance at a time and kept until shortly before they expire.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 50`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`char_length(email) between 3 and 254`))
    .addColumn('phone', 'text', (c) => c.notNull().check(sql`char_length(phone) between 1 and 32`))
    .addColumn('message', 'text', (c) => c.notNull().check(sql`char_length(message) between 1 and 2000`))
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('cn', 'tw', 'en')`))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    // sha256 of the lower-cased email and the message: what "the same submission" means
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_messages_fingerprint_idx').on('contact_messages').columns(['fingerprint', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('wechat_credentials')
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('access_token', 'jsapi_ticket')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('wechat_credentials_pkey', ['app_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_credentials').execute();
  await db.schema.dropTable('contact_messages').execute();
}
