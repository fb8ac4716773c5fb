/**
 * Bind-or-register after a WeChat sign-in found no account (spec §2 /wxBind, §4 code 0, §5 field
 * rules, §7 "Binding succeeded / failed"): expected values from the spec, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { wechatBindMachine } from '../../machines/wechat-bind.machine';
import { harness } from '../helpers/machine-harness';

const ticket = 'T'.repeat(43);
const member = {
  id: 9, uuid: '5c7b2f1e-0000-4000-8000-000000000009', username: '13800000009', nickname: '林小雨', email: 'lin@example.com',
  mobile: '13800000009', avatar: '', gender: 1, birthday: '', token: 'a'.repeat(64),
};
const start = () => harness(wechatBindMachine, { input: { ticket }, actors: ['bindAccount'], effects: ['signIn', 'goToTarget'] });
const fill = (h: ReturnType<typeof start>, fields: Record<string, string>) => {
  for (const [field, value] of Object.entries(fields)) h.send({ type: 'CHANGE', field, value });
};

describe('WeChat bind-or-register', () => {
  it('bind: phone or email and a 6–18 character password; nothing is sent until both are right', async () => {
    const h = start();
    h.send({ type: 'CHOOSE', mode: 'bind' });
    fill(h, { account: 'not-an-account', password: '123' });
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('bindAccount')).toBe(0);
    expect(Object.keys(h.context().errors).sort()).toEqual(['account', 'password']);
    fill(h, { account: 'lin@example.com', password: 'secret123' });
    expect(h.context().errors).toEqual({}); // after a refused submit, errors follow each change
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('bindAccount')).toEqual({ ticket, mode: 'bind', form: expect.objectContaining({ account: 'lin@example.com', password: 'secret123' }) });
    await h.done('bindAccount', member);
    expect(h.state()).toBe('success');
    expect(h.called()).toEqual(['signIn', 'goToTarget']);
    expect(h.context().user).toEqual(member);
  });

  it('register: phone, SMS code, password and a matching confirmation; the confirmation must match', async () => {
    const h = start();
    h.send({ type: 'CHOOSE', mode: 'register' });
    fill(h, { mobile: '13800000009', code: '123456', password: 'secret123', confirm: 'secret124' });
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('bindAccount')).toBe(0);
    expect(Object.keys(h.context().errors)).toEqual(['confirm']);
    fill(h, { confirm: 'secret123' });
    h.send({ type: 'SUBMIT' });
    expect(h.inputOf('bindAccount')).toMatchObject({ ticket, mode: 'register', form: { mobile: '13800000009', code: '123456', password: 'secret123', confirm: 'secret123' } });
    await h.done('bindAccount', member);
    expect(h.called()).toEqual(['signIn', 'goToTarget']);
  });

  it('a refused bind shows the server message; the member corrects it and sends again', async () => {
    const h = start();
    h.send({ type: 'CHOOSE', mode: 'bind' });
    fill(h, { account: '13800000009', password: 'secret123' });
    h.send({ type: 'SUBMIT' });
    await h.fail('bindAccount', 'Incorrect account or password');
    expect(h.state()).toBe('failure');
    expect(h.context().failure).toBe('Incorrect account or password');
    expect(h.called()).toEqual([]);
    fill(h, { password: 'secret124' });
    expect(h.context().failure).toBeNull();
    h.send({ type: 'SUBMIT' });
    expect(h.waiting('bindAccount')).toBe(1);
  });

  it('an answer without a member token is "Binding failed", never a sign-in', async () => {
    const h = start();
    h.send({ type: 'CHOOSE', mode: 'bind' });
    fill(h, { account: '13800000009', password: 'secret123' });
    h.send({ type: 'SUBMIT' });
    await h.done('bindAccount', { ...member, token: undefined });
    expect(h.state()).toBe('failure');
    expect(h.context().failure).toBe('wechat.bindFailed');
    expect(h.called()).toEqual([]);
  });
});
