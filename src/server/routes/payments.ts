import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from '../domain/payments/deps';
import { addPaymentWaker, registerPaymentEffects } from '../domain/payments/effects';
import { createPaymentWork, type PaymentWork } from '../domain/payments/work';
import { createPaymentProvider } from '../providers/payment';
import type { Deliver } from '../providers/payment/sandbox';
import payCalls from './api/member/pay';
import notifyRoute from './api/payment/notify';
import sandboxPages from './dev/pay';

export interface PaymentServices {
  deps: PaymentDeps;
  work: PaymentWork;
}
/** The payment services of the app that owns a database (tests and the staff command reach them so). */
const byDb = new WeakMap<object, PaymentServices>();
export function paymentServices(db: object): PaymentServices {
  const services = byDb.get(db);
  if (!services) throw new Error('the payments plugin is not registered for this database');
  return services;
}

/** How often any instance looks for provider work left behind (a crash, a provider outage). */
const WORK_INTERVAL_MS = 30_000;

/**
 * Payments: the provider chosen by PAYMENT_PROVIDER, the member calls, the provider callback,
 * the sandbox's cashier (outside production), the goods order effects and the background work.
 */
async function payments(app: FastifyInstance) {
  registerPaymentEffects();
  // the sandbox calls us back in-process, through the same route and checks as WeChat Pay
  const deliver: Deliver = async (url, headers, body) =>
    (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
  const provider = createPaymentProvider(app.config, app.db, deliver);
  const log = app.log.child({ module: 'payments' });
  let work: PaymentWork | null = null;
  const deps: PaymentDeps = {
    db: app.db,
    provider,
    log,
    notifyUrl: (origin) =>
      (provider.name === 'wechat' && app.config.WECHATPAY_NOTIFY_URL) ||
      `${(app.config.PUBLIC_URL ?? origin ?? 'http://localhost').replace(/\/+$/, '')}/api/payment/notify/${provider.name}`,
    wake: () => work?.wake(),
  };
  work = createPaymentWork(deps);
  const removeWaker = addPaymentWaker(deps.wake, log);
  byDb.set(app.db, { deps, work });
  if (provider.name === 'sandbox' && app.config.NODE_ENV === 'production') {
    log.warn({}, 'PAYMENT_PROVIDER=sandbox in production: no payment method is offered');
  }
  app.addHook('onReady', async () => work?.start(WORK_INTERVAL_MS));
  app.addHook('onClose', async () => {
    removeWaker();
    await work?.stop();
  });
  await app.register(payCalls, { deps });
  await app.register(notifyRoute, { deps });
  await app.register(sandboxPages, { deps });
}

export default payments;
