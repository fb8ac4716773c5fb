import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileListening } from '../../src/server/jobs/repeat';

/**
 * The jobs' clock: a tick every interval once the server listens, at once again when a tick says
 * work is left ('again'), and none after the app closes.
 */
afterEach(() => vi.useRealTimers());

async function listening(answers: ('again' | 'wait' | 'throw' | undefined)[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const app = Fastify({ logger: false });
  const ticks: number[] = [];
  repeatWhileListening(app, 1_000, 'tick failed', async () => {
    ticks.push(Date.now());
    const answer = answers[ticks.length - 1];
    if (answer === 'throw') throw new Error('down');
    return answer;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ticks };
}

const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('repeatWhileListening', () => {
  it('ticks every interval, at once again after "again", and stops when the app closes', async () => {
    const { app, ticks } = await listening(['again', 'again', 'wait', undefined, 'throw', 'wait']);
    await after(900);
    expect(ticks).toHaveLength(0);
    // at 1 s the first tick, and the two it asked for at once
    await after(200);
    expect(ticks).toHaveLength(3);
    expect(ticks[2]! - ticks[0]!).toBeLessThan(10);
    await after(800);
    expect(ticks).toHaveLength(3);
    await after(200);
    expect(ticks).toHaveLength(4);
    // a tick that says nothing, and one that throws, wait the interval as "wait" does
    await after(1_000);
    expect(ticks).toHaveLength(5);
    await after(800);
    expect(ticks).toHaveLength(5);
    await after(200);
    expect(ticks).toHaveLength(6);
    await app.close();
    await after(5_000);
    expect(ticks).toHaveLength(6);
  });

  it('a close during a tick waits for it, and no tick follows, even one asked for at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const app = Fastify({ logger: false });
    let ticks = 0;
    let finish = () => {};
    repeatWhileListening(app, 1_000, 'tick failed', async () => {
      ticks += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return 'again';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await after(1_000);
    expect(ticks).toBe(1);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await after(100);
    expect(closed).toBe(false);
    finish();
    await closing;
    await after(5_000);
    expect(ticks).toBe(1);
  });
});
