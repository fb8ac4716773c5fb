import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { MemberInfo } from '../../src/contract/member';
import { codeSenderMachine, type SendCodeInput } from '../../machines/code-sender.machine';
import { loginMachine, type SignInRequest } from '../../machines/login.machine';
import { registerMachine } from '../../machines/register.machine';
import { resetPasswordMachine } from '../../machines/reset-password.machine';
import { sessionMachine } from '../../machines/session.machine';

const member: MemberInfo = { id: 1, uuid: 'u', username: 'm', nickname: 'Li', email: '', mobile: '13800000000', avatar: '', gender: 0, birthday: '', token: 't1' };

describe('login machine', () => {
  it('a refused submit shows the rule of each field of the mode, and re-checks while typing', () => {
    const actor = createActor(loginMachine, { input: { mode: 'password' } }).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'validation.account', password: 'validation.password' });
    actor.send({ type: 'CHANGE', field: 'account', value: '  13800000000 ' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'validation.password' });
    actor.send({ type: 'SET_MODE', mode: 'code' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: 'validation.phone', captcha: 'validation.codeRequired' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '12a' });
    expect(actor.getSnapshot().context.errors.captcha).toBe('validation.codeWrong');
  });

  it('submits what was typed and hands the member to finishSignIn', async () => {
    const signIn = vi.fn(async (_args: { input: SignInRequest }) => member);
    const finishSignIn = vi.fn();
    const actor = createActor(loginMachine.provide({ actors: { signIn: fromPromise<MemberInfo, SignInRequest>(signIn) }, actions: { finishSignIn } }), {
      input: { mode: 'code' },
    }).start();
    actor.send({ type: 'CHANGE', field: 'mobile', value: '13800000000' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(signIn.mock.calls[0]![0]).toMatchObject({ input: { mode: 'code', form: { mobile: '13800000000', captcha: '123456' } } });
    expect(finishSignIn).toHaveBeenCalledWith(expect.anything(), { member });
  });

  it('shows the server’s refusal until the member changes something', async () => {
    const signIn = fromPromise<MemberInfo, SignInRequest>(async () => {
      throw new Error('Incorrect account or password');
    });
    const actor = createActor(loginMachine.provide({ actors: { signIn } }), { input: { mode: 'password' } }).start();
    actor.send({ type: 'CHANGE', field: 'account', value: 'a@b.cn' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret1' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.failure).toBe('Incorrect account or password');
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret2' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('register machine', () => {
  const fill = (actor: ReturnType<typeof createActor<typeof registerMachine>>, form: Record<string, string>) => {
    for (const [field, value] of Object.entries(form)) actor.send({ type: 'CHANGE', field: field as 'mobile', value });
  };

  it.each([
    [{ confirm: '' }, { confirm: 'validation.confirmRequired' }],
    [{ confirm: 'other12' }, { confirm: 'validation.confirmMismatch' }],
    [{ password: '123', confirm: '123' }, { password: 'validation.password' }],
    [{ code: '' }, { code: 'validation.codeRequired' }],
    [{ mobile: '2380000000' }, { mobile: 'validation.phone' }],
  ])('refuses %j with %j and does not submit', (change, errors) => {
    const registerMember = vi.fn(async () => member);
    const actor = createActor(registerMachine.provide({ actors: { registerMember: fromPromise(registerMember) } })).start();
    fill(actor, { mobile: '13800000000', code: '123456', password: 'secret1', confirm: 'secret1', ...change });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(registerMember).not.toHaveBeenCalled();
  });
});

describe('reset-password machine', () => {
  it('checks the account against the chosen type, and a new type starts account and code again', () => {
    const actor = createActor(resetPasswordMachine).start();
    actor.send({ type: 'CHANGE', field: 'account', value: 'me@example.com' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.account).toBe('validation.phone');
    actor.send({ type: 'SET_TYPE', resetType: 'email' });
    expect(actor.getSnapshot().context.form).toMatchObject({ type: 'email', account: '', captcha: '' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('code-sender machine', () => {
  it('does not call the server for a bad phone, and says why', () => {
    const sendCode = vi.fn(async (_args: { input: SendCodeInput }) => ({ cooldown: 60 }));
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: fromPromise<{ cooldown: number }, SendCodeInput>(sendCode) } }), { input: { event: 'register' } }).start();
    actor.send({ type: 'SEND', channel: 'mobile', target: '12345' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { failure: 'validation.phone' } });
    actor.send({ type: 'SEND', channel: 'email', target: 'nope' });
    expect(actor.getSnapshot().context.failure).toBe('validation.email');
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('counts down each second from the server’s cooldown, then allows another send', async () => {
    const clock = new SimulatedClock();
    const sendCode = vi.fn(async (_args: { input: SendCodeInput }) => ({ cooldown: 3 }));
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: fromPromise<{ cooldown: number }, SendCodeInput>(sendCode) } }), {
      input: { event: 'mobilelogin' },
      clock,
    }).start();
    actor.send({ type: 'SEND', channel: 'mobile', target: ' 13800000000 ' });
    await waitFor(actor, (s) => s.matches('cooling'));
    expect(sendCode.mock.calls[0]![0]).toMatchObject({ input: { channel: 'mobile', target: ' 13800000000 ', event: 'mobilelogin' } });
    const seen = [actor.getSnapshot().context.remaining];
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'SEND', channel: 'mobile', target: '13800000000' }); // ignored while cooling
      clock.increment(1000);
      seen.push(actor.getSnapshot().context.remaining);
    }
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sendCode).toHaveBeenCalledTimes(1);
  });

  it('returns to idle with the server’s message when refused', async () => {
    const sendCode = fromPromise<{ cooldown: number }, SendCodeInput>(async () => {
      throw new Error('Please wait 42 seconds before requesting another code');
    });
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode } }), { input: { event: 'register' } }).start();
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000000' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('Please wait 42 seconds before requesting another code');
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('the countdown belongs to the number the code went to: a corrected number may have a code at once', async () => {
    const clock = new SimulatedClock();
    const sendCode = vi.fn(async (_args: { input: SendCodeInput }) => ({ cooldown: 60 }));
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: fromPromise<{ cooldown: number }, SendCodeInput>(sendCode) } }), {
      input: { event: 'register' },
      clock,
    }).start();
    actor.send({ type: 'TARGET_CHANGED', target: '13800000001' });
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000001' });
    await waitFor(actor, (s) => s.matches('cooling'));
    const seconds = (n: number) => {
      for (let i = 0; i < n; i++) clock.increment(1000);
    };
    seconds(10);
    expect(actor.getSnapshot().context.remaining).toBe(50);

    // the number was mistyped: corrected, the button is free at once
    actor.send({ type: 'TARGET_CHANGED', target: '13800000002' });
    expect(actor.getSnapshot().value).toBe('elsewhere');
    // back to the first number: its remaining seconds, counted on meanwhile
    seconds(5);
    actor.send({ type: 'TARGET_CHANGED', target: '13800000001' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'cooling', context: { remaining: 45 } });
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000001' });
    expect(sendCode).toHaveBeenCalledTimes(1);

    actor.send({ type: 'TARGET_CHANGED', target: '13800000002' });
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000002' });
    await waitFor(actor, (s) => s.matches('cooling'));
    expect(sendCode.mock.calls.map(([args]) => args.input.target)).toEqual(['13800000001', '13800000002']);
    expect(actor.getSnapshot().context).toMatchObject({ sentTo: '13800000002', remaining: 60 });
  });

  it('a corrected number whose code the server still holds back shows the server’s refusal', async () => {
    const sendCode = vi.fn(async ({ input }: { input: SendCodeInput }) => {
      if (input.target === '13800000002') throw new Error('Please wait 42 seconds before requesting another code');
      return { cooldown: 60 };
    });
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: fromPromise<{ cooldown: number }, SendCodeInput>(sendCode) } }), {
      input: { event: 'register' },
    }).start();
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000001' });
    await waitFor(actor, (s) => s.matches('cooling'));
    actor.send({ type: 'TARGET_CHANGED', target: '13800000002' });
    actor.send({ type: 'SEND', channel: 'mobile', target: '13800000002' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.failure).toBe('Please wait 42 seconds before requesting another code');
    actor.stop();
  });
});

describe('session machine and the server session', () => {
  it('log out revokes the token while it is still known, and a 401 does not call the server again', () => {
    const seen: (string | null)[] = [];
    const revokeSession = vi.fn(({ context }: { context: { token: string | null } }) => void seen.push(context.token));
    const make = () =>
      createActor(sessionMachine.provide({ actions: { revokeSession } }), { input: { lang: 'en', token: 't9', user: member, width: 1440 } }).start();
    const a = make();
    a.send({ type: 'RESTORE' });
    a.send({ type: 'LOGOUT' });
    expect(seen).toEqual(['t9']);
    expect(a.getSnapshot().context.token).toBeNull();
    const b = make();
    b.send({ type: 'RESTORE' });
    b.send({ type: 'UNAUTHORIZED' });
    expect(revokeSession).toHaveBeenCalledTimes(1);
  });
});
