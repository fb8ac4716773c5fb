import type { FastifyInstance } from 'fastify';
import {
  parseStaffTime,
  staffApproveRefund,
  staffOrderHistory,
  staffRejectRefund,
  staffShip,
  staffTrack,
} from '../../../../contract/staff';
import { staffOrderAddress, staffOrderDetail, staffOrderSearch } from '../../../../contract/staff-console';
import type { MessageKey } from '../../../../contract/messages';
import { staffInvoiceIssue } from '../../../../contract/invoice';
import { issueInvoice } from '../../../domain/invoices';
import { addTrackingEvent, changeOrderAddress, decideRefund, shipOrder, type ActionOutcome } from '../../../domain/staff-actions';
import { orderDetail, orderHistory, orderRowOf, searchOrders } from '../../../domain/staff-orders';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';
import { staffActorOf } from './index';

/** Staff order actions; the staff guard of ./index.ts has run, so `request.staff` is set. */
export default async function staffOrderRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: ActionOutcome<T>, msg: MessageKey): Result<T> => (outcome.ok ? ok(outcome.value, msg) : fail(outcome.key, outcome.params));

  registerCall(app, staffShip, async (form, { request }) => answer(await shipOrder(app.db, staffActorOf(request), form), 'staff.shipped'));

  registerCall(app, staffTrack, async (form, { request }) =>
    answer(
      await addTrackingEvent(app.db, staffActorOf(request), {
        order_no: form.order_no,
        state: form.state,
        context: form.context,
        time: form.time ? parseStaffTime(form.time) : new Date(),
      }),
      'staff.tracked',
    ),
  );

  registerCall(app, staffApproveRefund, async (form, { request }) => {
    const outcome = await decideRefund(app.db, staffActorOf(request), form, true);
    // the approved refund is queued with the order: the payment work sends it now
    if (outcome.ok) app.services.payments.work.wake();
    if (!outcome.ok && outcome.key === 'staff.refundFailed') request.log.error({ order: form.order_no, detail: outcome.params?.detail }, 'refund failed');
    return answer(outcome, 'staff.approved');
  });

  registerCall(app, staffRejectRefund, async (form, { request }) => answer(await decideRefund(app.db, staffActorOf(request), form, false), 'staff.rejected'));

  registerCall(app, staffOrderAddress, async ({ order_no, reason, lang: _lang, ...address }, { lang, request }) => {
    const changed = await changeOrderAddress(app.db, staffActorOf(request), { order_no, address: { ...address, zip_code: '' }, reason });
    if (!changed.ok) return fail(changed.key, changed.params);
    const row = await orderRowOf(app.db, order_no, { role: request.staff!.role, lang });
    return row ? ok(row, 'staffWork.addressChanged') : fail('staff.orderNotFound');
  });

  registerCall(app, staffOrderSearch, async (query, { lang, request }) =>
    ok(await searchOrders(app.db, { ...query, status: query.status ?? null }, { role: request.staff!.role, lang })),
  );

  registerCall(app, staffOrderDetail, async ({ order_no }, { lang, request }) => {
    const detail = await orderDetail(app.db, order_no, { role: request.staff!.role, lang });
    return detail ? ok(detail) : fail('staff.orderNotFound');
  });

  registerCall(app, staffInvoiceIssue, async ({ order_no, note }, { request }) => {
    const outcome = await issueInvoice(app.db, staffActorOf(request), order_no, note);
    return outcome.ok ? ok(outcome.value, 'invoice.issued') : fail(outcome.key);
  });

  registerCall(app, staffOrderHistory, async ({ order_no }) => {
    const history = await orderHistory(app.db, order_no);
    return history ? ok(history) : fail('staff.orderNotFound');
  });
}
