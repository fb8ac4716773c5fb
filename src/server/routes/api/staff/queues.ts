import type { FastifyInstance } from 'fastify';
import { staffMoneyRefundQueue, staffRefundQueue } from '../../../../contract/staff-console';
import { moneyRefundQueue, refundQueue } from '../../../domain/staff-queues';
import { ok, registerCall } from '../../../plugins/api';

/** The after-sales queues: refund requests to decide, money refunds the provider refused. */
export default async function staffQueueRoutes(app: FastifyInstance) {
  registerCall(app, staffRefundQueue, async () => ok(await refundQueue(app.db)));
  registerCall(app, staffMoneyRefundQueue, async (_form, { lang, request }) => ok(await moneyRefundQueue(app.db, { role: request.staff!.role, lang })));
}
