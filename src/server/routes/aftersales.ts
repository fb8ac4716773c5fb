import type { FastifyInstance } from 'fastify';
import { createLogisticsProvider } from '../providers/logistics';
import expressRoutes from './api/express/express';
import refundRoutes from './api/member/refund';
import staffRoutes from './api/staff';

/**
 * Refunds, logistics and staff (issue 5 items 5–7). Chooses the logistics provider once, at start.
 */
export default async function aftersalesRoutes(app: FastifyInstance) {
  const provider = createLogisticsProvider(app.config);
  app.log.info({ provider: provider.name }, 'logistics provider');
  await app.register(refundRoutes);
  await app.register(expressRoutes, { provider });
  await app.register(staffRoutes);
}
