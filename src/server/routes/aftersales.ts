import type { FastifyInstance } from 'fastify';
import { registerRefundEffects } from '../domain/refunds';
import { createLogisticsProvider } from '../providers/logistics';
import expressRoutes from './api/express/express';
import refundRoutes from './api/member/refund';
import staffRoutes from './api/staff';

/**
 * Refunds, logistics and staff (issue 5 items 5–7). Plugs the refund effect into the order
 * service and chooses the logistics provider once, at start.
 */
export default async function aftersalesRoutes(app: FastifyInstance) {
  registerRefundEffects();
  const provider = createLogisticsProvider(app.config);
  app.log.info({ provider: provider.name }, 'logistics provider');
  await app.register(refundRoutes);
  await app.register(expressRoutes, { provider });
  await app.register(staffRoutes);
}
