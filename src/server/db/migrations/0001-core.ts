import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('placard')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('switch', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`switch in (0, 1)`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('category', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`gender in (0, 1)`))
    .addColumn('birthday', 'date')
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('switch', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('jointime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('prevtime', 'timestamptz')
    .addColumn('logintime', 'timestamptz')
    .addColumn('createtime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_member_idx').on('member_sessions').column('member_id').execute();
}
