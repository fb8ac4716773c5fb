import { sql, type Kysely } from 'kysely';

/**
 * WeChat sign-in: the bound accounts (one WeChat per member, one member per WeChat), the bind
 * tickets that stand for an unbound openid between login and bind, and the OAuth `state`
 * values (each maps to the in-app return path and is consumed once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wechat_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull().unique())
    .addColumn('unionid', 'text')
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wechat_bind_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('unionid', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wechat_bind_tickets_expires_idx').on('wechat_bind_tickets').column('expires_at').execute();

  await db.schema
    .createTable('wechat_oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wechat_oauth_states_expires_idx').on('wechat_oauth_states').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_oauth_states').execute();
  await db.schema.dropTable('wechat_bind_tickets').execute();
  await db.schema.dropTable('wechat_accounts').execute();
}
