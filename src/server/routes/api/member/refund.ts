import type { FastifyInstance } from 'fastify';
import { orderRefundDetail, orderRefundWithdraw, orderRefuse } from '../../../../contract/aftersales';
import { refundDetail, requestRefund, withdrawRefund, type RefundOutcome } from '../../../domain/refunds';
import { fail, ok, registerCall, type Result } from '../../../plugins/api';
import type { MessageKey } from '../../../../contract/messages';

/** /api/member/order/refuse (request a refund), refundDetail, refundWithdraw: the member's own orders only. */
export default async function refundRoutes(app: FastifyInstance) {
  const answer = <T>(outcome: RefundOutcome<T>, msg?: MessageKey): Result<T> => (outcome.ok ? ok(outcome.value, msg) : fail(outcome.key));

  registerCall(app, orderRefuse, async (form, { member }) =>
    answer(
      await requestRefund(app.db, member!.id, {
        order_no: form.order_no,
        reason: form.reason,
        contact_name: form.contact_name,
        contact_phone: form.contact_phone,
        remark: form.remark,
      }),
      'refunds.requested',
    ),
  );

  registerCall(app, orderRefundDetail, async ({ order_no }, { member }) => answer(await refundDetail(app.db, member!.id, order_no)));

  registerCall(app, orderRefundWithdraw, async ({ order_no }, { member }) =>
    answer(await withdrawRefund(app.db, member!.id, order_no), 'refunds.withdrawn'),
  );
}
