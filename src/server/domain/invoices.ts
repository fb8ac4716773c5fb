import type { Selectable, Transaction } from 'kysely';
import { INVOICE_REQUEST_DAYS, normalizeTaxNo, type Invoice, type InvoiceDraft, type OrderInvoice, type StaffInvoice } from '../../contract/invoice';
import type { MessageKey } from '../../contract/messages';
import { mayCall, type StaffRole } from '../../contract/staff-access';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { beijingText } from './members';
import { appendAudit, type StaffActor } from './staff-audit';

/**
 * Invoices of goods orders (issue 16; contract in src/contract/invoice.ts). One per order:
 * asked for with the order at checkout, or later from the order while it is live — until
 * INVOICE_REQUEST_DAYS after a completed order's delivery — and changed by the member while it is
 * still `requested`; staff mark it `issued` (an audit row), after which nothing changes it.
 * The invoice is not a lifecycle of the order: the order's machine is only asked which state
 * the order is in.
 */
export type InvoiceOutcome<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

type Trx = Transaction<Database>;
type InvoiceRow = Selectable<Database['order_invoices']>;
type OrderRow = Pick<Selectable<Database['goods_orders']>, 'id' | 'state' | 'expires_at' | 'completed_at'>;

/** Order states that may take a request: live orders, and completed ones within the deadline. */
const REQUESTABLE = new Set(['unpaid', 'paid', 'afterSales', 'shipped', 'completed']);
/** Order states whose invoice staff may issue: paid and not refunded or cancelled. */
const ISSUABLE = new Set(['paid', 'afterSales', 'shipped', 'completed']);
const DAY_MS = 86_400_000;

function invoiceView(row: InvoiceRow): Invoice {
  return {
    kind: row.kind,
    title: row.title,
    tax_no: row.tax_no,
    email: row.email,
    status: row.status,
    requested_at: beijingText(row.requested_at),
    issued_at: beijingText(row.issued_at),
  };
}

/** The last moment a request is taken, or null while the order has no deadline (not yet delivered). */
function deadlineOf(order: OrderRow): Date | null {
  return order.state === 'completed' && order.completed_at ? new Date(order.completed_at.getTime() + INVOICE_REQUEST_DAYS * DAY_MS) : null;
}

/** Why the member may not ask for an invoice of this order now, or null when they may. */
function requestRefusal(order: OrderRow, invoice: InvoiceRow | undefined, now: Date): MessageKey | null {
  if (invoice?.status === 'issued') return 'invoice.alreadyIssued';
  if (!REQUESTABLE.has(order.state) || (order.state === 'unpaid' && order.expires_at <= now)) return 'invoice.notAllowed';
  const deadline = deadlineOf(order);
  if (deadline && deadline < now) return 'invoice.tooLate';
  return null;
}

function orderInvoice(order: OrderRow, invoice: InvoiceRow | undefined, now: Date): OrderInvoice {
  const deadline = deadlineOf(order);
  return {
    invoice: invoice ? invoiceView(invoice) : null,
    can_request: requestRefusal(order, invoice, now) === null,
    deadline: beijingText(deadline).slice(0, 10),
  };
}

const memberOrder = (conn: Db | Trx, memberId: number, orderNo: string) =>
  conn
    .selectFrom('goods_orders')
    .select(['id', 'state', 'expires_at', 'completed_at'])
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .where('hidden', '=', false);

const invoiceOf = (conn: Db | Trx, orderId: number) => conn.selectFrom('order_invoices').selectAll().where('order_id', '=', orderId);

const columnsOf = (draft: InvoiceDraft) => ({
  kind: draft.kind,
  title: draft.title.trim(),
  tax_no: draft.kind === 'company' ? normalizeTaxNo(draft.tax_no) : '',
  email: draft.email.trim(),
});

/** The member's order's invoice and whether they may ask for one now. */
export async function memberInvoice(db: Db, memberId: number, orderNo: string, now = new Date()): Promise<InvoiceOutcome<OrderInvoice>> {
  const order = await memberOrder(db, memberId, orderNo).executeTakeFirst();
  if (!order) return { ok: false, key: 'order.notFound' };
  return { ok: true, value: orderInvoice(order, await invoiceOf(db, order.id).executeTakeFirst(), now) };
}

/**
 * The invoice asked for with an order, stored once the order is placed (the place-order call
 * checked it against the contract). A retried submit finds the same order: the invoice already
 * stored is kept, so the insert is idempotent by order.
 */
export async function saveCheckoutInvoice(db: Db, memberId: number, orderNo: string, draft: InvoiceDraft): Promise<void> {
  const order = await memberOrder(db, memberId, orderNo).executeTakeFirst();
  if (!order) return;
  await db
    .insertInto('order_invoices')
    .values({ order_id: order.id, ...columnsOf(draft) })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/**
 * A request from the order: the first one is stored; while staff have not issued it the member
 * may change it; refused once issued, for a closed, cancelled or refunded order, and after the
 * deadline. The order row is locked so a request and staff's 'issued' never cross.
 */
export async function requestInvoice(
  db: Db,
  memberId: number,
  orderNo: string,
  draft: InvoiceDraft,
  now = new Date(),
): Promise<InvoiceOutcome<{ answer: OrderInvoice; changed: boolean }>> {
  return db.transaction().execute(async (trx) => {
    const order = await memberOrder(trx, memberId, orderNo).forUpdate().executeTakeFirst();
    if (!order) return { ok: false, key: 'order.notFound' } as const;
    const existing = await invoiceOf(trx, order.id).executeTakeFirst();
    const refusal = requestRefusal(order, existing, now);
    if (refusal) return { ok: false, key: refusal } as const;
    const row = existing
      ? await trx.updateTable('order_invoices').set({ ...columnsOf(draft), updated_at: now }).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('order_invoices')
          .values({ order_id: order.id, ...columnsOf(draft), requested_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    return { ok: true, value: { answer: orderInvoice(order, row, now), changed: existing !== undefined } } as const;
  });
}

const ISSUE_PATH = '/api/staff/order/invoice/issue';

/** The order's invoice as staff see it (and whether `role` may mark it issued now), or null when none was asked for. */
export async function staffInvoice(conn: Db | Trx, order: { id: number; state: string }, role: StaffRole): Promise<StaffInvoice | null> {
  const row = await conn
    .selectFrom('order_invoices as i')
    .leftJoin('staff as s', 's.id', 'i.issued_by')
    .selectAll('i')
    .select('s.username as issued_by_name')
    .where('i.order_id', '=', order.id)
    .executeTakeFirst();
  if (!row) return null;
  const canIssue = row.status === 'requested' && ISSUABLE.has(order.state) && mayCall(role, ISSUE_PATH);
  return { ...invoiceView(row), issued_by: row.issued_by_name ?? '', note: row.staff_note, can_issue: canIssue };
}

/**
 * Staff mark the order's invoice issued (the e-invoice was sent to the member's email), with
 * the audit row in the same transaction. Only once, and only for a paid order not refunded.
 */
export async function issueInvoice(db: Db, actor: StaffActor, orderNo: string, note: string): Promise<InvoiceOutcome<StaffInvoice>> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('goods_orders').select(['id', 'state']).where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) return { ok: false, key: 'staff.orderNotFound' } as const;
    const invoice = await invoiceOf(trx, order.id).executeTakeFirst();
    if (!invoice) return { ok: false, key: 'invoice.none' } as const;
    if (invoice.status === 'issued') return { ok: false, key: 'invoice.alreadyIssued' } as const;
    if (!ISSUABLE.has(order.state)) return { ok: false, key: 'invoice.notPaid' } as const;
    const now = new Date();
    await trx.updateTable('order_invoices').set({ status: 'issued', issued_at: now, issued_by: actor.id, staff_note: note, updated_at: now }).where('id', '=', invoice.id).execute();
    await appendAudit(trx, actor, {
      action: 'invoice.issue',
      object: `goods_order:${orderNo}`,
      before: { status: invoice.status },
      after: { status: 'issued', kind: invoice.kind, title: invoice.title, tax_no: invoice.tax_no, email: invoice.email },
      reason: note,
    });
    return { ok: true, value: (await staffInvoice(trx, order, actor.role))! } as const;
  });
}
