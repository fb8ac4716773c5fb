import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';

const user = { id: 1, uuid: 'u', username: 'm', nickname: 'Li', email: '', mobile: '13800000000', avatar: '', gender: 0, birthday: '' };

function start(input: Partial<{ token: string | null; width: number; lang: 'cn' | 'tw' | 'en' }> = {}) {
  const effects = {
    persistSession: vi.fn(), forgetSession: vi.fn(), persistLang: vi.fn(), reloadPage: vi.fn(), goToLogin: vi.fn(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(sessionMachine.provide({ actions: effects }), {
    clock,
    input: { lang: input.lang ?? 'tw', token: input.token ?? null, user: input.token ? user : null, width: input.width ?? 1440 },
  });
  actor.start();
  actor.send({ type: 'RESTORE' });
  return { actor, effects, clock };
}

describe('session machine', () => {
  it('restores a stored token as a member, and a guest without one', () => {
    expect(start({ token: 't' }).actor.getSnapshot().value).toBe('member');
    expect(start().actor.getSnapshot().value).toBe('guest');
  });

  it('log out clears token and user at once and goes to /login after 0.5 s, not before', () => {
    const { actor, effects, clock } = start({ token: 't' });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(effects.forgetSession).toHaveBeenCalledTimes(1);
    clock.increment(499);
    expect(effects.goToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('guest');
  });

  it('a 401 logs the member out the same way', () => {
    const { actor, effects, clock } = start({ token: 't' });
    actor.send({ type: 'UNAUTHORIZED' });
    clock.increment(500);
    expect(effects.forgetSession).toHaveBeenCalled();
    expect(effects.goToLogin).toHaveBeenCalled();
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('login stores token and user', () => {
    const { actor, effects } = start();
    actor.send({ type: 'LOGIN', token: 'new', user });
    expect(actor.getSnapshot().value).toBe('member');
    expect(actor.getSnapshot().context.token).toBe('new');
    expect(effects.persistSession).toHaveBeenCalledTimes(1);
  });

  it('switching language stores it and reloads; choosing the current one does nothing', () => {
    const { actor, effects } = start({ lang: 'tw' });
    actor.send({ type: 'SET_LANG', lang: 'tw' });
    expect(effects.reloadPage).not.toHaveBeenCalled();
    actor.send({ type: 'SET_LANG', lang: 'en' });
    expect(actor.getSnapshot().context.lang).toBe('en');
    expect(effects.persistLang).toHaveBeenCalledTimes(1);
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('the header darkens beyond 100 px of scroll, and the desktop layout starts above 1024 px', () => {
    const { actor } = start({ width: 1024 });
    expect(actor.getSnapshot().context.isDesktop).toBe(false);
    actor.send({ type: 'RESIZED', width: 1025 });
    expect(actor.getSnapshot().context.isDesktop).toBe(true);
    actor.send({ type: 'SCROLLED', y: 100 });
    expect(actor.getSnapshot().context.scrolled).toBe(false);
    actor.send({ type: 'SCROLLED', y: 101 });
    expect(actor.getSnapshot().context.scrolled).toBe(true);
  });
});
