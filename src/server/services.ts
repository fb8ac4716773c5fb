import type { FastifyInstance } from 'fastify';
import type { PayableEntity } from '../contract/payment';
import type { Config } from './config';
import type { Db } from './db/database';
import { bookingPayable } from './domain/payments/booking-payable';
import type { PaymentDeps } from './domain/payments/deps';
import { goodsOrderPayable } from './domain/payments/goods-order-payable';
import type { Payable, Payables } from './domain/payments/payables';
import { createPaymentWork, type PaymentWork } from './domain/payments/work';
import { codeKey, type CodeKey } from './domain/verification';
import { createPaymentProvider } from './providers/payment';
import type { Deliver } from './providers/payment/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's own services (src/server/services.ts): never shared with another app in the process */
    services: AppServices;
  }
}

export interface PaymentServices {
  /** what the payment calls need: the provider, the database, the log, the payables, the wake-up of the work */
  deps: PaymentDeps;
  /** the background work that sends what status changes queued for the provider (closes, refunds) */
  work: PaymentWork;
}

/**
 * The services of one app instance, built by `buildApp` and reached as `app.services` (or handed
 * to what has no app): no registry in a module, so two apps in one process — the tests build
 * many, with different settings — never see each other's key, payables or payment work.
 *
 * - `codes`: the key verification codes are hashed with (CODE_SECRET);
 * - `payables`: what members can pay for (goods orders, bookings), by entity;
 * - `payments`: the payment provider chosen by PAYMENT_PROVIDER with the payment calls'
 *   dependencies, and the payment work. Status changes only write the rows of a provider call
 *   (a close, a refund) in their transaction; the caller that committed wakes this work
 *   (`payments.work.wake()`), and the work also looks for rows every 30 s.
 *
 * The domain machines' effects are not services: each machine's effects are one total map
 * (`EffectsOf`), checked against its actions when the app starts (domain/effects-check.ts).
 */
export interface AppServices {
  codes: CodeKey;
  payables: Payables;
  payments: PaymentServices;
}

/** An app's payables: goods orders and bookings unless told otherwise. */
export function createPayables(list: Payable[] = [goodsOrderPayable, bookingPayable]): Payables {
  const byEntity = new Map<string, Payable>(list.map((payable) => [payable.entity, payable]));
  return {
    of(entity) {
      const payable = byEntity.get(entity);
      if (!payable) throw new Error(`no payable for ${entity} in this app`);
      return payable;
    },
    has: (entity): entity is PayableEntity => byEntity.has(entity),
  };
}

export function createAppServices(app: FastifyInstance, config: Config, db: Db): AppServices {
  const payables = createPayables();
  // the sandbox calls us back in-process, through the same route and checks as WeChat Pay
  const deliver: Deliver = async (url, headers, body) =>
    (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
  const provider = createPaymentProvider(config, db, deliver);
  let work: PaymentWork | null = null;
  const deps: PaymentDeps = {
    db,
    provider,
    log: app.log.child({ module: 'payments' }),
    notifyUrl: (origin) =>
      (provider.name === 'wechat' && config.WECHATPAY_NOTIFY_URL) ||
      `${(config.PUBLIC_URL ?? origin ?? 'http://localhost').replace(/\/+$/, '')}/api/payment/notify/${provider.name}`,
    wake: () => work?.wake(),
    payables,
  };
  work = createPaymentWork(deps);
  return { codes: codeKey(config.CODE_SECRET), payables, payments: { deps, work } };
}
