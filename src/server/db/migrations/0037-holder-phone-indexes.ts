import { sql, type Kysely } from 'kysely';

/**
 * The hold caps' counts (domain/holds.ts) read what a member OR a phone holds unpaid, in every
 * checkout and every booking. The member side had an index (`goods_orders_member_idx`,
 * `booking_orders_member_idx`); the phone side had none, so PostgreSQL answered the `or` by
 * reading every unpaid order of the shop (the expiry index) or the whole table, and a checkout
 * cost more the more orders others held: in `npm run bench`, 587 pages read a checkout for one
 * member's handful of orders. These partial indexes hold only the unpaid rows, by phone: the
 * counts become two index lookups (the member's, the phone's) combined, whatever the shop holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('goods_orders_unpaid_mobile_idx')
    .on('goods_orders')
    .column('mobile')
    .where(sql.ref('status'), '=', 5)
    .execute();
  await db.schema
    .createIndex('booking_orders_unpaid_phone_idx')
    .on('booking_orders')
    .column('phone')
    .where(sql.ref('status'), '=', 0)
    .execute();
}
