import type { ExpressionBuilder } from 'kysely';
import type { StaffMember } from '../../contract/staff-console';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';
import { bookingsOfMember } from './staff-bookings';
import { ordersOfMember } from './staff-orders';
import { emailFor, likePart, phoneFor, seesContacts, type Viewer } from './staff-rows';

/**
 * Members for staff: found by part of their phone, email or nickname (roles that see contacts
 * masked: by the whole phone or email, or part of the nickname), answered with their
 * orders and bookings. Only the columns below are ever read — never the password hash, the salt
 * or a session — and phones and emails are masked for roles outside CONTACT_ROLES.
 */
const memberColumns = (db: Db) =>
  db
    .selectFrom('members')
    .select(['members.id', 'members.nickname', 'members.mobile', 'members.email', 'members.jointime'])
    .select((eb) => [
      eb.selectFrom('goods_orders').select(eb.fn.countAll<number>().as('n')).whereRef('goods_orders.member_id', '=', 'members.id').as('orders'),
      eb.selectFrom('booking_orders').select(eb.fn.countAll<number>().as('n')).whereRef('booking_orders.member_id', '=', 'members.id').as('bookings'),
    ]);

type MemberColumns = { id: number; nickname: string; mobile: string | null; email: string | null; jointime: Date; orders: number | null; bookings: number | null };

function staffMember(row: MemberColumns, viewer: Viewer): StaffMember {
  return {
    id: row.id,
    nickname: row.nickname,
    mobile: phoneFor(viewer, row.mobile),
    email: emailFor(viewer, row.email),
    created_at: beijingText(row.jointime),
    orders: Number(row.orders ?? 0),
    bookings: Number(row.bookings ?? 0),
  };
}

export async function searchMembers(db: Db, query: { q: string; pageno: number; pagesize: number }, viewer: Viewer): Promise<{ total: number; items: StaffMember[] }> {
  const part = likePart(query.q);
  // a role that sees contacts masked finds a member by a whole phone or email only: searching by
  // parts would spell the masked digits out one query at a time
  const contact = seesContacts(viewer.role)
    ? (eb: ExpressionBuilder<Database, 'members'>) => [eb('members.mobile', 'like', part), eb('members.email', 'ilike', part)]
    : (eb: ExpressionBuilder<Database, 'members'>) => [eb('members.mobile', '=', query.q), eb(eb.fn('lower', ['members.email']), '=', query.q.toLowerCase())];
  const matches = (eb: ExpressionBuilder<Database, 'members'>) => eb.or([...contact(eb), eb('members.nickname', 'ilike', part)]);
  const { total } = await db.selectFrom('members').where(matches).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await memberColumns(db)
    .where(matches)
    .orderBy('members.id', 'desc')
    .limit(query.pagesize)
    .offset((query.pageno - 1) * query.pagesize)
    .execute();
  return { total: Number(total), items: rows.map((row) => staffMember(row, viewer)) };
}

export async function memberDetail(db: Db, id: number, viewer: Viewer) {
  // an id no integer column can hold is no member's
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await memberColumns(db).where('members.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { member: staffMember(row, viewer), orders: await ordersOfMember(db, id, viewer), bookings: await bookingsOfMember(db, id, viewer) };
}
