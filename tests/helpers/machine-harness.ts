import { SimulatedClock, createActor, fromPromise, type AnyStateMachine } from 'xstate';

type Deferred = { input: unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };

/**
 * A machine on a real actor for hand-written behaviour tests: its promise actors wait until the
 * test settles them (`done` / `fail`, with what the server would answer), the named effects are
 * recorded in `calls` (with their params) instead of run, and timers run on a simulated clock.
 */
export function harness(machine: AnyStateMachine, opts: { input?: unknown; actors: string[]; effects: string[] }) {
  const pending = new Map<string, Deferred[]>();
  const calls: { type: string; params?: unknown }[] = [];
  const clock = new SimulatedClock();
  const actors = Object.fromEntries(
    opts.actors.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            pending.set(src, [...(pending.get(src) ?? []), { input, resolve, reject }]);
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(opts.effects.map((name) => [name, (_: unknown, params: unknown) => void calls.push({ type: name, params })]));
  const actor = createActor(machine.provide({ actors, actions }), { input: opts.input, clock });
  actor.start();
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const take = (src: string) => {
    const d = pending.get(src)?.shift();
    if (!d) throw new Error(`${src} was not called (state ${JSON.stringify(actor.getSnapshot().value)})`);
    return d;
  };
  return {
    actor,
    calls,
    clock,
    /** the names of the effects called so far */
    called: () => calls.map((c) => c.type),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    /** how often `src` was called and not yet settled */
    waiting: (src: string) => pending.get(src)?.length ?? 0,
    /** the input of the oldest unsettled call of `src` */
    inputOf: (src: string) => pending.get(src)?.[0]?.input,
    send: (event: { type: string; [k: string]: unknown }) => actor.send(event as never),
    async done(src: string, output: unknown) {
      take(src).resolve(output);
      await flush();
    },
    async fail(src: string, message: string) {
      take(src).reject(new Error(message));
      await flush();
    },
    async advance(ms: number) {
      clock.increment(ms);
      await flush();
    },
  };
}
