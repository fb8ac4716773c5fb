import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/database';
import { checkSignature } from '../../src/server/providers/payment/notify-verifier';
import { createSandboxGateway } from '../../src/server/providers/payment/sandbox';
import { signAnswer } from '../../src/server/providers/payment/wechat-crypto';

/** Every RSA key the sandbox makes, counted. */
const made = vi.hoisted(() => ({ keys: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    generateKeyPairSync: ((...args: Parameters<typeof crypto.generateKeyPairSync>) => {
      made.keys += 1;
      return crypto.generateKeyPairSync(...args);
    }) as typeof crypto.generateKeyPairSync,
  };
});

const noDb = {} as Db;
const deliver = async () => 200;
const keysMade = async <T>(run: () => T | Promise<T>) => {
  const before = made.keys;
  const result = await run();
  return { result, made: made.keys - before };
};

/** The sandbox gateway's signing key costs a start nothing: made on first use, once. */
describe('the sandbox signing key', () => {
  it('is not made when the gateway is, only on first use, and then kept', async () => {
    const created = await keysMade(() => createSandboxGateway(loadConfig({}), noDb, deliver));
    expect(created.made).toBe(0);
    const gateway = created.result;

    const first = await keysMade(() => gateway.serial);
    expect(first.made).toBe(1);
    const again = await keysMade(() => [gateway.serial, gateway.privateKey, gateway.notifyKeys]);
    expect(again.made).toBe(0);
    expect(again.result[0]).toBe(first.result);

    // what it signs, its own callback check accepts under the same key id
    const body = '{"id":"n1"}';
    expect(checkSignature({ ...signAnswer(body, gateway.serial, gateway.privateKey) }, body, gateway.notifyKeys)).toEqual({ ok: true, serial: gateway.serial });
  });

  it('is the configured one when PAYMENT_SANDBOX_PRIVATE_KEY is set', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const { result: gateway, made: count } = await keysMade(() => {
      const g = createSandboxGateway(loadConfig({ PAYMENT_SANDBOX_PRIVATE_KEY: pem }), noDb, deliver);
      return { serial: g.serial, privateKey: g.privateKey };
    });
    expect(count).toBe(0);
    expect(gateway.privateKey.export({ type: 'pkcs8', format: 'pem' })).toBe(pem);
    expect(gateway.serial).toMatch(/^PUB_KEY_ID_SANDBOX[0-9A-F]{24}$/);
  });
});
