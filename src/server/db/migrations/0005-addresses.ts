import { sql, type Kysely } from 'kysely';

/** Members' shipping addresses (spec §3 Address). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('province', 'integer', (c) => c.notNull())
    .addColumn('city', 'integer', (c) => c.notNull())
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('address_details', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consignee', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('is_default', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_addresses_member_idx').on('member_addresses').column('member_id').execute();
  // at most one default per member, whatever a handler does: a second one fails to write
  await db.schema
    .createIndex('member_addresses_one_default')
    .on('member_addresses')
    .column('member_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}
