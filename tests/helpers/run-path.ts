import { SimulatedClock, createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';
import { transitionEdgeIds, type PlannedPath } from './transition-coverage';

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
type ScheduledEvent = ReturnType<ReturnType<typeof createActor>['system']['getSnapshot']>['_scheduledEvents'][string];

const json = (v: unknown) => JSON.stringify(v);
const sameSet = (a: string[], b: string[]) => json([...new Set(a)].sort()) === json([...new Set(b)].sort());
const matches = (real: AnyMachineSnapshot, model: AnyMachineSnapshot) =>
  real.status === model.status && json(real.value) === json(model.value) && json(real.context) === json(model.context);

/**
 * Replays a planned path on a REAL actor and returns the edge ids it took
 * (from `@xstate.microstep` inspection, so the model's word is not taken for it):
 *  - the promise actors named in `promiseActors` are scripted: they settle exactly when the path
 *    says `xstate.done.actor.<id>` (with its `output`) or `xstate.error.actor.<id>` (with its `error`)
 *  - `xstate.after.*` steps advance a SimulatedClock to the moment the actor's own timer is due
 *    (so named delays, numeric delays and delay functions all work)
 *  - after each step, value + context + status and the edges taken must equal the model's.
 */
export async function runPath(entry: RegisteredMachine, planned: PlannedPath): Promise<Set<string>> {
  const pending = new Map<string, Deferred>();
  const scripted = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const machine = entry.machine.provide({
    actors: Object.fromEntries((entry.promiseActors ?? []).map((src) => [src, scripted])),
  });
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  let stepEdges: string[] = [];
  const actor = createActor(machine, {
    input: planned.input,
    clock,
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return; // root actor only
      const ids = ev._transitions.flatMap(transitionEdgeIds);
      stepEdges.push(...ids);
      for (const id of ids) taken.add(id);
    },
  });
  const timerStart = new WeakMap<ScheduledEvent, number>(); // simulated time each timer was set
  const timers = () => {
    const all = Object.values(actor.system.getSnapshot()._scheduledEvents);
    for (const t of all) if (!timerStart.has(t)) timerStart.set(t, clock.now());
    return all.filter((t) => t.target === actor);
  };

  try {
    actor.start();
    for (const [k, step] of planned.path.steps.entries()) {
      const e = step.event as EventObject & { output?: unknown; error?: unknown };
      const where = `step ${k} (${e.type})`;
      if (k > 0) stepEdges = [];
      let m: RegExpMatchArray | null;
      if (e.type === 'xstate.init') {
        // the initial state: nothing to send
      } else if ((m = e.type.match(/^xstate\.(done|error)\.actor\.(.+)$/))) {
        const d = pending.get(m[2]!);
        if (!d) throw new Error(`${where}: actor "${m[2]}" is not running or not scripted (list its src in promiseActors)`);
        pending.delete(m[2]!);
        if (m[1] === 'done') d.resolve(e.output);
        else d.reject(e.error);
        await new Promise((r) => setTimeout(r, 0)); // let the settlement reach the actor
      } else if (e.type.startsWith('xstate.after.')) {
        const due = timers()
          .filter((t) => t.event.type === e.type)
          .map((t) => timerStart.get(t)! + t.delay)
          .sort((a, b) => a - b)[0];
        if (due === undefined) throw new Error(`${where}: the actor has no timer pending for it`);
        clock.increment(due - clock.now());
      } else {
        actor.send(e);
      }
      const snap = await waitFor(actor, (s) => matches(s, step.state), { timeout: 1000 }).catch(() => actor.getSnapshot());
      timers();
      if (snap.status === 'error') throw new Error(`${where}: actor errored: ${String(snap.error)}`);
      if (!matches(snap, step.state)) {
        const show = (s: AnyMachineSnapshot) => `${s.status} ${json(s.value)} ${json(s.context)}`;
        throw new Error(`${where}: actor is ${show(snap)}\n  but the model says ${show(step.state)}`);
      }
      const expected = planned.stepEdges[k] ?? [];
      if (!sameSet(stepEdges, expected)) {
        const hint = stepEdges.length > expected.length ? ' (an invoked actor missing from promiseActors that settled by itself?)' : '';
        throw new Error(`${where}: actor took [${stepEdges.join(', ')}] but the model took [${expected.join(', ')}]${hint}`);
      }
    }
  } finally {
    actor.stop();
  }
  return taken;
}
