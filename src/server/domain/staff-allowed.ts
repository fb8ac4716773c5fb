import type { AnyStateMachine } from 'xstate';
import { bookingOrderMachine } from '../../../machines/booking-order.machine';
import { goodsOrderMachine } from '../../../machines/goods-order.machine';
import { moneyRefundMachine } from '../../../machines/money-refund.machine';
import { STAFF_EVENT_CALLS, staffActions, type StaffRole } from '../../contract/staff-access';
import type { Db } from '../db/database';
import { bookingContext } from './bookings/apply-event';
import { goodsOrderContext } from './goods-orders';
import { decide, type StoredStatus } from './machine-rules';

/**
 * A detail's `actions`: the staff events the domain machine allows the staff actor in the row's
 * current state (the same `decide` the server runs when the event is sent: guards and
 * `meta.actors` included), narrowed to those whose call the signed-in role may make.
 */
type StaffMachine = keyof typeof STAFF_EVENT_CALLS;

function allowedForStaff(machine: AnyStateMachine, which: StaffMachine, stored: StoredStatus, context: object, role: StaffRole): string[] {
  const allowed = Object.keys(STAFF_EVENT_CALLS[which]).filter((type) => decide(machine, stored, context, { type }, 'staff').allowed);
  return staffActions(which, allowed, role);
}

export async function goodsOrderActions(
  db: Db,
  order: { id: number; status: number; state: string; amount_fen: number; hidden: boolean },
  role: StaffRole,
): Promise<string[]> {
  const context = { ...(await goodsOrderContext(db, { id: order.id, amount_fen: Number(order.amount_fen) })), hidden: order.hidden };
  return allowedForStaff(goodsOrderMachine, 'goodsOrder', { code: order.status, state: order.state }, context, role);
}

export function bookingOrderActions(row: Record<string, unknown> & { status: number; state: string }, role: StaffRole): string[] {
  return allowedForStaff(bookingOrderMachine, 'bookingOrder', { code: row.status, state: row.state }, bookingContext(row), role);
}

export function moneyRefundActions(row: { status: number; state: string; attempts: number }, role: StaffRole): string[] {
  return allowedForStaff(moneyRefundMachine, 'moneyRefund', { code: row.status, state: row.state }, { attempts: row.attempts }, role);
}
