import {
  SimulatedClock,
  createActor,
  fromPromise,
  waitFor,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';
import { eventLabels, rowOf } from './expectations';
import { refusalId, refusedTransitions, transitionEdgeIds, type PlannedPath } from './transition-coverage';

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
type ScheduledEvent = ReturnType<ReturnType<typeof createActor>['system']['getSnapshot']>['_scheduledEvents'][string];

const json = (v: unknown) => JSON.stringify(v);
const sameSet = (a: string[], b: string[]) => json([...new Set(a)].sort()) === json([...new Set(b)].sort());
const matches = (real: AnyMachineSnapshot, model: AnyMachineSnapshot) =>
  real.status === model.status && json(real.value) === json(model.value) && json(real.context) === json(model.context);

/** What a replayed path did: the edges it took, the guards that said no, and one table row per step. */
export interface PathRun {
  taken: Set<string>;
  refused: Set<string>;
  rows: string[];
}

const labelCache = new WeakMap<RegisteredMachine, Map<EventObject, string>>();

/**
 * Replays a planned path on a REAL actor and returns the edge ids it took
 * (from `@xstate.microstep` inspection, so the model's word is not taken for it):
 *  - the promise actors named in `promiseActors` are scripted: they settle exactly when the path
 *    says `xstate.done.actor.<id>` (with its `output`) or `xstate.error.actor.<id>` (with its `error`)
 *  - `xstate.after.*` steps advance a SimulatedClock to the moment the actor's own timer is due
 *    (so named delays, numeric delays and delay functions all work)
 *  - after each step, value + context + status and the edges taken must equal the model's.
 * Each step is also written as a row of the machine's expectation table (tests/helpers/expectations.ts),
 * from what the real actor did: the transitions and guards, the named actions it called, the
 * actors it started and the context it changed.
 */
export async function runPath(entry: RegisteredMachine, planned: PlannedPath): Promise<PathRun> {
  let labels = labelCache.get(entry);
  if (!labels) labelCache.set(entry, (labels = eventLabels(entry)));
  const pending = new Map<string, Deferred>();
  const scripted = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const machine = entry.machine.provide({
    actors: Object.fromEntries((entry.promiseActors ?? []).map((src) => [src, scripted])),
  });
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const refused = new Set<string>();
  const rows: string[] = [];
  let stepEdges: string[] = [];
  let stepTransitions: AnyTransitionDefinition[] = [];
  let stepActions: { type: string; params?: unknown }[] = [];
  const actor = createActor(machine, {
    input: planned.input,
    clock,
    inspect: (ev) => {
      if (ev.actorRef.sessionId !== ev.rootId) return; // root actor only
      if (ev.type === '@xstate.action') stepActions.push(ev.action as { type: string; params?: unknown });
      if (ev.type !== '@xstate.microstep') return;
      const ids = ev._transitions.flatMap(transitionEdgeIds);
      stepEdges.push(...ids);
      stepTransitions.push(...ev._transitions);
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
      const before = k > 0 ? actor.getSnapshot() : undefined;
      let label = labels.get(e) ?? e.type.replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1 $2');
      if (k > 0) {
        stepEdges = [];
        stepTransitions = [];
        stepActions = [];
      } else label = entry.inputs.length > 1 ? `start(input ${planned.inputIndex + 1})` : 'start';
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
        const next = timers()
          .filter((t) => t.event.type === e.type)
          .map((t) => ({ due: timerStart.get(t)! + t.delay, delay: t.delay }))
          .sort((a, b) => a.due - b.due)[0];
        if (next === undefined) throw new Error(`${where}: the actor has no timer pending for it`);
        label = `${e.type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')} (${next.delay} ms)`;
        clock.increment(next.due - clock.now());
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
      const no = before ? refusedTransitions(before, e, stepTransitions, snap) : refusedTransitions(snap, e, [], snap);
      for (const t of no) refused.add(refusalId(t));
      rows.push(rowOf({ label, before, after: snap, transitions: stepTransitions, refused: no, actions: stepActions }));
    }
  } finally {
    actor.stop();
  }
  return { taken, refused, rows };
}
