import { sql, type Expression, type SqlBool } from 'kysely';
import type { LifecycleKind } from '../../../contract/staff-lifecycle';
import type { Db } from '../../db/database';

/**
 * The five lifecycles an auditor reads: the `entity` of their history rows, the registry name of
 * their machine (machines/index.ts), and each row as one shape — its id, the number it is known
 * by, its member, its stored status and state, and when it was made.
 */
export const MACHINE_OF: Record<LifecycleKind, string> = {
  goods_order: 'goodsOrder',
  refund: 'refund',
  payment: 'paymentAttempt',
  money_refund: 'moneyRefund',
  booking: 'bookingOrder',
};

export interface EntityRow {
  kind: LifecycleKind;
  id: number;
  number: string;
  member_id: number;
  status: number;
  state: string;
  created_at: Date;
}

/** Filters of a search; each may be left out. */
export interface EntityFilter {
  /** the number or its beginning */
  number?: string;
  /** a member's id */
  memberIds?: number[];
  /** created at or after / before (instants) */
  since?: Date;
  until?: Date;
  ids?: number[];
  /** exactly this number */
  exact?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows of one kind matching the filter, newest first, at most `limit`. */
export async function entityRows(db: Db, kind: LifecycleKind, filter: EntityFilter, limit: number): Promise<EntityRow[]> {
  // one select per kind, each naming its columns the same way
  const where = (number: Expression<string>, member: Expression<number>, created: Expression<Date>, id: Expression<number>) => {
    const parts: Expression<SqlBool>[] = [];
    if (filter.exact !== undefined) parts.push(sql<SqlBool>`${number} = ${filter.exact}`);
    if (filter.number) parts.push(sql<SqlBool>`${number} like ${`${escapeLike(filter.number)}%`}`);
    if (filter.memberIds) parts.push(filter.memberIds.length ? sql<SqlBool>`${member} in (${sql.join(filter.memberIds)})` : sql<SqlBool>`false`);
    if (filter.ids) parts.push(filter.ids.length ? sql<SqlBool>`${id} in (${sql.join(filter.ids)})` : sql<SqlBool>`false`);
    if (filter.since) parts.push(sql<SqlBool>`${created} >= ${filter.since}`);
    if (filter.until) parts.push(sql<SqlBool>`${created} < ${filter.until}`);
    return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`;
  };
  const ref = sql.ref;
  let rows: Array<Omit<EntityRow, 'kind'>>;
  switch (kind) {
    case 'goods_order':
      rows = await db
        .selectFrom('goods_orders as e')
        .select(['e.id', 'e.order_no as number', 'e.member_id', 'e.status', 'e.state', 'e.created_at'])
        .where(where(ref('e.order_no'), ref('e.member_id'), ref('e.created_at'), ref('e.id')))
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      break;
    case 'refund':
      rows = await db
        .selectFrom('refunds as e')
        .innerJoin('goods_orders as o', 'o.id', 'e.order_id')
        .select(['e.id', 'e.out_refund_no as number', 'o.member_id', 'e.status', 'e.state', 'e.created_at'])
        .where(where(ref('e.out_refund_no'), ref('o.member_id'), ref('e.created_at'), ref('e.id')))
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      break;
    case 'payment':
      rows = await db
        .selectFrom('payments as e')
        .select(['e.id', 'e.out_trade_no as number', 'e.member_id', 'e.status', 'e.state', 'e.created_at'])
        .where(where(ref('e.out_trade_no'), ref('e.member_id'), ref('e.created_at'), ref('e.id')))
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      break;
    case 'money_refund':
      rows = await db
        .selectFrom('payment_refunds as e')
        .innerJoin('payments as p', 'p.id', 'e.payment_id')
        .select(['e.id', 'e.out_refund_no as number', 'p.member_id', 'e.status', 'e.state', 'e.created_at'])
        .where(where(ref('e.out_refund_no'), ref('p.member_id'), ref('e.created_at'), ref('e.id')))
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      break;
    case 'booking':
      rows = await db
        .selectFrom('booking_orders as e')
        .select(['e.id', 'e.order_no as number', 'e.member_id', 'e.status', 'e.state', 'e.created_at'])
        .where(where(ref('e.order_no'), ref('e.member_id'), ref('e.created_at'), ref('e.id')))
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      break;
  }
  return rows.map((row) => ({ ...row, kind }));
}
