import type { FastifyInstance } from 'fastify';
import { staffMoneyRefundQueue, staffMoneyRefundRetry, staffRefundQueue } from '../../../../contract/staff-console';
import { resendMoneyRefund } from '../../../domain/payments/refund-events';
import { moneyRefundQueue, moneyRefundRow, refundQueue } from '../../../domain/staff-queues';
import { fail, ok, registerCall } from '../../../plugins/api';
import { staffActorOf } from './index';

/** The after-sales queues: refund requests to decide, money refunds the provider refused. */
export default async function staffQueueRoutes(app: FastifyInstance) {
  registerCall(app, staffRefundQueue, async () => ok(await refundQueue(app.db)));
  registerCall(app, staffMoneyRefundRetry, async ({ out_refund_no, reason }, { lang, request }) => {
    const sent = await resendMoneyRefund(app.db, staffActorOf(request), out_refund_no, reason);
    if (!sent.ok) return fail(sent.key);
    // queued again: this app's payment work sends it now
    app.services.payments.work.wake();
    const row = await moneyRefundRow(app.db, out_refund_no, { role: request.staff!.role, lang });
    return row ? ok(row, 'staffWork.moneyRefundQueued') : fail('payment.moneyRefundNotFound');
  });
  registerCall(app, staffMoneyRefundQueue, async (_form, { lang, request }) => ok(await moneyRefundQueue(app.db, { role: request.staff!.role, lang })));
}
