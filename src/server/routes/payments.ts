import type { FastifyInstance } from 'fastify';
import payCalls from './api/member/pay';
import notifyRoute from './api/payment/notify';
import sandboxPages from './dev/pay';

/** How often any instance looks for provider work left behind (a crash, a provider outage). */
const WORK_INTERVAL_MS = 30_000;

/**
 * Payments: the member calls, the provider callback, the sandbox's cashier (outside production)
 * and the background work — on the app's own payment services (`app.services.payments`, built
 * by buildApp with the provider chosen by PAYMENT_PROVIDER).
 */
async function payments(app: FastifyInstance) {
  const { deps, work } = app.services.payments;
  if (deps.provider.name === 'sandbox' && app.config.NODE_ENV === 'production') {
    deps.log.warn({}, 'PAYMENT_PROVIDER=sandbox in production: no payment method is offered');
  }
  app.addHook('onReady', async () => work.start(WORK_INTERVAL_MS));
  app.addHook('onClose', async () => work.stop());
  await app.register(payCalls, { deps });
  await app.register(notifyRoute, { deps });
  await app.register(sandboxPages, { deps });
}

export default payments;
