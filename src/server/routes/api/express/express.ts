import type { FastifyInstance } from 'fastify';
import { expressQuery } from '../../../../contract/logistics';
import { expressInfo } from '../../../domain/logistics';
import { fail, ok, registerCall } from '../../../plugins/api';
import type { LogisticsProvider } from '../../../providers/logistics';

/** /api/express/express/expressQuery: the member's own order's carrier, number, steps and events. */
export default async function expressRoutes(app: FastifyInstance, options: { provider: LogisticsProvider }) {
  registerCall(app, expressQuery, async ({ order_no }, { member, request }) => {
    const outcome = await expressInfo(app.db, options.provider, member!.id, order_no, (detail, message) => request.log.warn(detail, message));
    return outcome.ok ? ok(outcome.value) : fail(outcome.key);
  });
}
