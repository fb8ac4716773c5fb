import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MACHINES } from '../../machines';
import { buildApp } from '../../src/server/app';
import { seedDemo } from '../../src/server/db/seed';
import { checkEffects, DOMAIN_EFFECTS, type MachineEffects } from '../../src/server/domain/effects-check';
import { goodsOrderEffects } from '../../src/server/domain/goods-orders';
import type { EffectsOf } from '../../src/server/domain/transitions';
import { goodsOrderMachine } from '../../machines/goods-order.machine';
import { isDomainMachine } from '../helpers/expectations';
import { freshDatabase, postForm, testConfig } from '../helpers/test-app';
import { member, unpaidOrder } from './payment-helpers';

/**
 * Each app has its own services (src/server/services.ts): two apps in one process — here on one
 * database, as two instances of a deployment would be — share no code key, payables or payment
 * work, and an app does not start when a domain machine's action has no server effect.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
let store: Awaited<ReturnType<typeof freshDatabase>>;
let a: App;
let b: App;

beforeAll(async () => {
  store = await freshDatabase();
  await seedDemo(store.db);
  const build = (secret: string) => buildApp({ config: { ...testConfig({ CODE_SECRET: secret }), DATABASE_URL: store.config.DATABASE_URL }, db: store.db });
  a = await build('the-secret-of-app-a');
  b = await build('the-secret-of-app-b');
});
afterAll(async () => {
  await a.close();
  await b.close();
  await store.drop();
});

const form = async (app: App, path: string, fields: Record<string, string>) => (await postForm(app, path, { lang: 'en', ...fields })).json();

describe('two apps in one process', () => {
  it('hash codes with their own CODE_SECRET: a code sent by one does not open the other', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    expect((await form(a, '/api/sms/send', { mobile, event: 'register' })).code).toBe(1);
    const outbox = (await a.inject({ method: 'GET', url: `/dev/outbox?to=${mobile}` })).json();
    const code = /\d{6}/.exec(outbox[0].body)![0];
    const register = { mobile, code, password: 'secret-123', confirm: 'secret-123' };

    const atB = await form(b, '/api/user/register', register);
    expect(atB).toMatchObject({ code: 0, msg: 'Verification code incorrect' });
    const atA = await form(a, '/api/user/register', register);
    expect(atA.code).toBe(1);
  });

  it('each have their own payables and payment work, and wake only their own', async () => {
    expect(a.services).not.toBe(b.services);
    expect(a.services.payables).not.toBe(b.services.payables);
    expect(a.services.payments.deps.payables).toBe(a.services.payables);
    expect(b.services.payments.deps.payables).toBe(b.services.payables);
    expect(a.services.payments.work).not.toBe(b.services.payments.work);

    const payer = await member(store.db);
    const order = await unpaidOrder(store.db, payer.id);
    const wakeA = vi.spyOn(a.services.payments.work, 'wake');
    const wakeB = vi.spyOn(b.services.payments.work, 'wake');
    try {
      const cancelled = await postForm(a, '/api/member/order/cancel', { order_no: order.order_no, lang: 'en' }, { token: payer.token });
      expect(cancelled.json().code).toBe(1);
      expect(wakeA).toHaveBeenCalled();
      expect(wakeB).not.toHaveBeenCalled();
    } finally {
      wakeA.mockRestore();
      wakeB.mockRestore();
    }
  });
});

describe('the start-up check of the domain machines’ effects', () => {
  const withoutCloseRefund: MachineEffects = {
    machine: goodsOrderMachine,
    effects: () => {
      const { closeRefund: _left, ...rest } = goodsOrderEffects(0, { type: 'CANCEL' }, {});
      return rest;
    },
  };

  it('has a compile-time twin: a map without one of the machine’s actions does not type-check', () => {
    const { closeRefund: _left, ...rest } = goodsOrderEffects(0, { type: 'CANCEL' }, {});
    // @ts-expect-error closeRefund is missing (npx tsc fails when this line compiles)
    const effects: EffectsOf<typeof goodsOrderMachine> = rest;
    expect(Object.keys(effects)).not.toContain('closeRefund');
  });

  it('passes for the server as it is', () => {
    expect(() => checkEffects()).not.toThrow();
  });

  it('names an action left without its effect, and one effect for no action', () => {
    expect(() => checkEffects([withoutCloseRefund])).toThrow('goodsOrder: action "closeRefund" has no server effect');
    const extra: MachineEffects = { machine: goodsOrderMachine, effects: () => ({ ...goodsOrderEffects(0, { type: 'CANCEL' }, {}), shipTwice: async () => {} }) };
    expect(() => checkEffects([extra])).toThrow('goodsOrder: effect "shipTwice" is for no action of the machine');
  });

  it('stops buildApp before it starts', async () => {
    await expect(buildApp({ config: { ...testConfig({}), DATABASE_URL: store.config.DATABASE_URL }, db: store.db, effects: [withoutCloseRefund] })).rejects.toThrow(
      /domain machines and server effects disagree: goodsOrder: action "closeRefund" has no server effect/,
    );
  });

  it('covers every domain machine of the registry', () => {
    const domain = Object.entries(MACHINES)
      .filter(([name, entry]) => isDomainMachine(name, entry))
      .map(([, entry]) => entry.machine.id);
    expect(DOMAIN_EFFECTS.map((entry) => entry.machine.id).sort()).toEqual([...new Set(domain)].sort());
  });
});
