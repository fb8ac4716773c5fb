import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { TRACKING_STATES, type TrackingStateName } from '../contract/logistics';
import { parseStaffTime, ShipFormSchema, TrackFormSchema } from '../contract/staff';
import type { Db } from '../server/db/database';
import { resendMoneyRefund } from '../server/domain/payments/refund-events';
import { isStaffRole, STAFF_ROLES, type StaffPath } from '../contract/staff-access';
import { createStaff, staffActorForCli } from '../server/domain/staff';
import { verifyAudit, type StaffActor } from '../server/domain/staff-audit';
import { addTrackingEvent, changeOrderAddress, decideRefund, shipOrder, type ActionOutcome } from '../server/domain/staff-actions';
import { stateOf } from '../server/domain/machine-rules';
import { listOrders, orderHistory } from '../server/domain/staff-orders';
import { translate, validationMessage } from './staff-text';

/**
 * The staff commands, run on the configured database through the same domain functions (and
 * the same form rules) as the staff API. Each answers lines to print and whether it succeeded.
 */
export type Options = Record<string, string | undefined>;
export interface CommandResult {
  ok: boolean;
  lines: string[];
}

export class UsageError extends Error {}

export function need(options: Options, name: string): string {
  const value = options[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`missing --${name}`);
  return value;
}

/** The `--staff` account as the actor of the audit row, when its role may make the console's call for the same action. */
export async function actorFor(db: Db, options: Options, path: StaffPath): Promise<StaffActor> {
  const found = await staffActorForCli(db, need(options, 'staff'), path);
  if (!found.ok) throw new UsageError(found.problem);
  return found.actor;
}

function outcome<T>(result: ActionOutcome<T>, success: (value: T) => string[]): CommandResult {
  if (result.ok) return { ok: true, lines: success(result.value) };
  return { ok: false, lines: [`refused: ${translate(result.key, result.params)}`] };
}

const STATUS_NAMES: Record<number, string> = { 5: 'unpaid', 6: 'cancelled', 7: 'closed', 8: 'after-sales', 10: 'paid', 15: 'shipped', 20: 'completed', 25: 'refunded' };
export const statusText = (code: number | null) => (code === null ? '—' : `${code} ${STATUS_NAMES[code] ?? ''}`.trim());

/** An account with a password; its owner enrols an authenticator (TOTP) at the first sign-in in the console. */
export async function createStaffCommand(db: Db, options: Options, password: string): Promise<CommandResult> {
  const role = options.role ?? 'owner';
  if (!isStaffRole(role)) throw new UsageError(`--role is one of ${STAFF_ROLES.join(', ')}`);
  const created = await createStaff(db, { username: need(options, 'username'), name: need(options, 'name'), password, role });
  if (!created.ok) return { ok: false, lines: [`refused: ${created.problem}`] };
  return {
    ok: true,
    lines: [
      `created staff #${created.staff.id} ${created.staff.username} (${created.staff.name}), role ${role}`,
      'sign in at /staff/ with this password: the first sign-in enrols an authenticator app (TOTP)',
    ],
  };
}

/** Recomputes the audit trail's chain: OK with the number of rows, or the first row that does not hold. */
export async function verifyAuditCommand(db: Db): Promise<CommandResult> {
  const verdict = await verifyAudit(db);
  if (verdict.ok) return { ok: true, lines: [`audit trail OK: ${verdict.rows} row(s), each linked to the one before`] };
  const { id, problem } = verdict.broken!;
  const why = problem === 'edited' ? 'its fields no longer give its hash (edited)' : 'it does not link to the row before it (a row deleted or inserted before it)';
  return { ok: false, lines: [`audit trail BROKEN at row #${id}: ${why}`] };
}

export async function shipCommand(db: Db, options: Options): Promise<CommandResult> {
  const by = await actorFor(db, options, '/api/staff/order/ship');
  const form = ShipFormSchema.safeParse({ order_no: need(options, 'order'), company: need(options, 'company'), tracking_no: need(options, 'number') });
  if (!form.success) return { ok: false, lines: [`refused: ${validationMessage(form.error)}`] };
  const result = await shipOrder(db, by, form.data);
  return outcome(result, (order) => [`shipped ${order.order_no} with ${form.data.company} ${form.data.tracking_no}: status ${statusText(order.status)}`]);
}

/** A not-yet-shipped order's new receiver, checked by the address form's rules (ReceiverFormSchema) in the domain function. */
export async function changeAddressCommand(db: Db, options: Options): Promise<CommandResult> {
  const by = await actorFor(db, options, '/api/staff/order/address');
  const address = {
    consignee: need(options, 'consignee'),
    mobile: need(options, 'mobile'),
    province: need(options, 'province'),
    city: need(options, 'city'),
    area: need(options, 'area'),
    address_details: need(options, 'details'),
    zip_code: options.zip ?? '',
  };
  const result = await changeOrderAddress(db, by, { order_no: need(options, 'order'), address });
  return outcome(result, (order) => [`address of ${order.order_no} changed to ${order.consignee} ${order.mobile}: status ${statusText(order.status)}`]);
}

export async function trackCommand(db: Db, options: Options): Promise<CommandResult> {
  const by = await actorFor(db, options, '/api/staff/order/track');
  const stateOption = need(options, 'state');
  const named = TRACKING_STATES[stateOption as TrackingStateName];
  const form = TrackFormSchema.safeParse({
    order_no: need(options, 'order'),
    state: named === undefined ? stateOption : String(named),
    context: need(options, 'context'),
    time: options.time ?? '',
  });
  if (!form.success) return { ok: false, lines: [`refused: ${validationMessage(form.error)}`] };
  const result = await addTrackingEvent(db, by, {
    order_no: form.data.order_no,
    state: form.data.state,
    context: form.data.context,
    time: form.data.time ? parseStaffTime(form.data.time) : new Date(),
  });
  return outcome(result, (event) => [`tracking event added to ${form.data.order_no}: ${event.time} [${event.state}] ${event.context}`]);
}

/** Approving or rejecting a refund request needs a reason (`--remark`), as in the console. */
export async function refundCommand(db: Db, options: Options, approve: boolean): Promise<CommandResult> {
  const by = await actorFor(db, options, approve ? '/api/staff/refund/approve' : '/api/staff/refund/reject');
  const remark = need(options, 'remark').trim();
  if ([...remark].length > 200) return { ok: false, lines: [`refused: ${translate('staff.remarkTooLong')}`] };
  const result = await decideRefund(db, by, { order_no: need(options, 'order'), remark }, approve);
  return outcome(result, (order) => [`refund ${approve ? 'approved' : 'rejected'} for ${order.order_no}: status ${statusText(order.status)}`]);
}

/** A refund the provider could not make (escalated), sent again once its cause is fixed; the server's payment work sends it. */
export async function resendRefundCommand(db: Db, options: Options): Promise<CommandResult> {
  const by = await actorFor(db, options, '/api/staff/money-refund/retry');
  const refundNo = need(options, 'refund').trim();
  const remark = need(options, 'remark').trim();
  if ([...remark].length > 200) return { ok: false, lines: [`refused: ${translate('staff.remarkTooLong')}`] };
  const result = await resendMoneyRefund(db, by, refundNo, remark);
  if (!result.ok) return { ok: false, lines: [`refused: ${translate(result.key)}`] };
  return { ok: true, lines: [`refund ${result.outRefundNo} queued again: the server's payment work sends it`] };
}

export async function ordersCommand(db: Db, options: Options): Promise<CommandResult> {
  const status = options.status === undefined ? null : Number(options.status);
  const pageno = Number(options.page ?? 1);
  const pagesize = Number(options.size ?? 20);
  if (status !== null && !Number.isInteger(status)) throw new UsageError('--status is a status code, e.g. 10');
  if (!Number.isInteger(pageno) || pageno < 1 || !Number.isInteger(pagesize) || pagesize < 1 || pagesize > 100) {
    throw new UsageError('--page is 1 or more, --size 1 to 100');
  }
  const list = await listOrders(db, { status, pageno, pagesize });
  const lines = list.items.map((o) => `${o.order_no}  ${statusText(o.status).padEnd(15)} ¥${o.amount.padStart(9)}  ${o.consignee} ${o.mobile}  created ${o.created_at}`);
  return { ok: true, lines: [...lines, `${list.items.length} of ${list.total} order(s)${status === null ? '' : ` in status ${statusText(status)}`}`] };
}

export async function historyCommand(db: Db, options: Options): Promise<CommandResult> {
  const story = await orderHistory(db, need(options, 'order'));
  if (!story) return { ok: false, lines: [`refused: ${translate('staff.orderNotFound')}`] };
  const { order } = story;
  const lines = [`order ${order.order_no}: ${statusText(order.status)}, ¥${order.amount}, ${order.consignee} ${order.mobile}`, 'history:'];
  for (const h of story.history) {
    // a goods order's code in the spec's words (with the state where the code has several: 25 refunding); the others' state names
    const step = (code: number | null, state: string | null) =>
      h.entity === 'goods_order' ? `${statusText(code)}${code !== null && state && stateOf(goodsOrderMachine, code) !== state ? ` (${state})` : ''}` : (state ?? String(code ?? '-'));
    lines.push(`  ${h.time}  ${h.entity.padEnd(12)} ${step(h.from, h.from_state).padEnd(15)} → ${step(h.to, h.to_state).padEnd(15)} ${h.event.padEnd(16)} by ${h.actor}${h.note ? `  (${h.note})` : ''}`);
  }
  if (story.shipment) lines.push(`shipment: ${story.shipment.company} ${story.shipment.tracking_no}, shipped ${story.shipment.created_at}`);
  for (const e of story.tracking) lines.push(`  ${e.time}  [${e.state}] ${e.context}  (${e.source})`);
  story.refunds.forEach((refund, index) => {
    lines.push(`refund ${index + 1}: status ${refund.status}, ${refund.reason}, ¥${refund.amount}, contact ${refund.contact_name} ${refund.contact_phone}`);
    refund.records.forEach((record, i) => lines.push(`  ${record.time}  ${record.kind.padEnd(8)} by ${refund.operators[i] ?? record.operator}${record.remark ? `: ${record.remark}` : ''}`));
  });
  return { ok: true, lines };
}
