/**
 * Every domain machine's generated paths (the same transition cover as tests/machines/paths.test.ts),
 * replayed against the real server: the app in-process on PGlite (PostgreSQL in CI), each step
 * sent the way its sender sends it — the member through the member routes, staff through the
 * staff API, the provider by a signed sandbox callback, the timer by the sweeper, the system's
 * MONEY_BACK by the provider's success of the order's money refund (held until that step) — and checked
 * after each step: the stored status and state, the new history row (event, sender), and the
 * effects of the step's named actions (stock, places, payment attempts, money refunds, refund
 * requests), nothing else changing. A guard that says no is a step too: the server must refuse
 * and change nothing. Every transition of every domain machine is taken against the server.
 * See tests/server/domain-paths/harness.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines';
import { isDomainMachine } from '../helpers/expectations';
import { planPaths } from '../helpers/transition-coverage';
import { staffSession } from './aftersales-helpers';
import { paymentApp, type PaymentApp } from './payment-helpers';
import { bookingOrderDriver } from './domain-paths/booking';
import { goodsOrderDriver } from './domain-paths/goods-order';
import { newCoverage, neverRefused, replayOnServer, untaken, type DomainDriver } from './domain-paths/harness';
import { moneyRefundDriver, paymentAttemptDriver } from './domain-paths/payments';
import { refundDriver } from './domain-paths/refund';
import { contentDriver } from './domain-paths/content';

/** One app per machine; each path makes its own entities in it. */
interface DriverContext {
  t: PaymentApp;
  staff: Awaited<ReturnType<typeof staffSession>>;
}

const DRIVERS: Record<string, (ctx: DriverContext) => DomainDriver> = {
  goodsOrder: goodsOrderDriver,
  refund: refundDriver,
  bookingOrder: bookingOrderDriver,
  paymentAttempt: paymentAttemptDriver,
  moneyRefund: moneyRefundDriver,
  contentPublication: contentDriver,
};

describe('every domain machine is replayed against the server', () => {
  it('has a driver for each machine with stored status codes', () => {
    const domain = Object.entries(MACHINES)
      .filter(([name, entry]) => isDomainMachine(name, entry))
      .map(([name]) => name);
    expect(domain.filter((name) => !DRIVERS[name]), 'domain machines without a driver in tests/server/domain-paths.test.ts').toEqual([]);
  });
});

for (const [name, makeDriver] of Object.entries(DRIVERS)) {
  const entry = MACHINES[name];
  describe(`${name} on the server (${entry?.file})`, () => {
    if (!entry) {
      it('is registered', () => expect.fail(`${name} is not in MACHINES`));
      return;
    }
    const plan = planPaths(entry);
    const coverage = newCoverage();
    let t: PaymentApp;
    let driver: DomainDriver;
    beforeAll(async () => {
      t = await paymentApp();
      driver = makeDriver({ t, staff: await staffSession(t) });
    });
    afterAll(async () => t?.close());

    for (const path of plan.paths) it(path.name, () => replayOnServer(t.db, entry, driver, path, coverage));

    it('takes every transition against the server (100 % of edges)', () => {
      expect(untaken(entry, coverage), 'transitions no path took against the server (or whose step failed above)').toEqual([]);
    });
    it('every guard says no against the server on some path', () => {
      expect(neverRefused(entry, coverage), 'guards the server was never seen refusing with').toEqual([]);
    });
  });
}
