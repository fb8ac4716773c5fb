import type { FastifyInstance } from 'fastify';

/**
 * Runs `tick` every `everyMs` once the server listens, and stops when the app closes (waiting
 * for a tick under way). Ticks never overlap: the next is timed from the end of the last, or
 * starts at once when the tick answers `'again'` (work is left that it had no time for).
 * `stopping` tells a long tick that the app is closing. A tick that throws is logged as
 * `failure` and the next one tries again. Tests that only inject requests never listen, so
 * never start it.
 */
export function repeatWhileListening(app: FastifyInstance, everyMs: number, failure: string, tick: (stopping: () => boolean) => Promise<void | 'again' | 'wait'>) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = tick(() => stopped)
      .catch((err: unknown) => app.log.error({ err }, failure))
      .then((answer) => {
        if (!stopped) timer = setTimeout(next, answer === 'again' ? 0 : everyMs).unref();
      });
  };
  app.addHook('onListen', async () => {
    timer = setTimeout(next, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
