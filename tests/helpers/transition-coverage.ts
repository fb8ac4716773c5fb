import { getShortestPaths, serializeSnapshot, toDirectedGraph, type DirectedGraphNode, type StatePath } from '@xstate/graph';
import {
  createActor,
  fromTransition,
  getNextTransitions,
  type ActorLogic,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';

type Snap = AnyMachineSnapshot;
export type ModelPath = StatePath<Snap, EventObject>;

/** A path chosen for the transition cover, with the edge ids the model says each step takes. */
export interface PlannedPath {
  name: string;
  input: unknown;
  /** which of the registry's inputs (0-based) */
  inputIndex: number;
  path: ModelPath;
  stepEdges: string[][];
  /** the refusal ids (see refusalId) of the guards that said no at each step */
  stepRefusals: string[][];
}

export interface Edge {
  id: string;
  source: AnyStateNode;
  target: AnyStateNode;
  transition: AnyTransitionDefinition;
}

/**
 * Edge ids: toDirectedGraph's `<sourceId>:<index in source.transitions>:<targetIndex>`, a
 * targetless transition being one self edge. toDirectedGraph has no edges for `always`
 * transitions; they get `<sourceId>:always:<index>:<targetIndex>` here so they count too.
 */
export function transitionEdgeIds(t: AnyTransitionDefinition): string[] {
  const src = t.source;
  const i = [...src.transitions.values()].flat().indexOf(t);
  const j = (src.always ?? []).indexOf(t);
  const prefix = i >= 0 ? `${src.id}:${i}` : j >= 0 ? `${src.id}:always:${j}` : undefined;
  if (prefix === undefined) return []; // e.g. the root's initial transition
  return Array.from({ length: t.target?.length || 1 }, (_, k) => `${prefix}:${k}`);
}

/** `<sourceId>:<index>` (or `<sourceId>:always:<index>`) — one transition, whatever its targets. */
function transitionPrefix(t: AnyTransitionDefinition): string | undefined {
  return transitionEdgeIds(t)[0]?.replace(/:\d+$/, '');
}

/** The id of "this transition's guard said no": `<sourceId>:<index>:no`. */
export function refusalId(t: AnyTransitionDefinition): string {
  return `${transitionPrefix(t) ?? t.source.id}:no`;
}

const matchesDescriptor = (type: string, desc: string) =>
  desc === '*' || desc === type || (desc.endsWith('.*') && type.startsWith(desc.slice(0, -1)));

/** The transitions a state node offers for an event type, in the order XState tries them. */
function candidates(node: AnyStateNode, type: string): AnyTransitionDefinition[] {
  return (
    node.transitions.get(type) ??
    [...node.transitions.keys()]
      .filter((d) => matchesDescriptor(type, d))
      .sort((a, b) => b.length - a.length)
      .flatMap((d) => node.transitions.get(d) ?? [])
  );
}

/**
 * The guarded transitions that said no while `event` was handled in `before`: per active leaf,
 * from the leaf up, every candidate tried before the one taken (all of them when none was
 * taken: the event was refused). Also the guarded `always` transitions of the state reached
 * (`after`), which all said no since the machine rests there.
 */
export function refusedTransitions(
  before: Snap,
  event: EventObject,
  taken: readonly AnyTransitionDefinition[],
  after: Snap,
): AnyTransitionDefinition[] {
  const out = new Set<AnyTransitionDefinition>();
  if (event.type !== 'xstate.init') {
    const leaves = (before._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final');
    for (const leaf of leaves) {
      scan: for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
        for (const t of candidates(node, event.type)) {
          if (taken.includes(t) || !t.guard) break scan;
          out.add(t);
        }
      }
    }
  }
  if (after.status === 'active') for (const n of after._nodes as AnyStateNode[]) for (const t of n.always ?? []) if (t.guard) out.add(t);
  return [...out];
}

/** Every guarded transition (events and `always`): each must say no on some path. */
export function allGuarded(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const walk = (node: AnyStateNode): AnyTransitionDefinition[] => [
    ...[...node.transitions.values()].flat().filter((t) => t.guard),
    ...(node.always ?? []).filter((t) => t.guard),
    ...Object.values(node.states).flatMap(walk),
  ];
  return walk(machine.root);
}

/** A guard's name for people: its type, `not(x)`, `and(x, y)`, or `inline`. */
export function guardName(g: unknown): string {
  if (typeof g === 'string') return g;
  if (g && typeof g === 'object' && 'type' in g) return String((g as { type: unknown }).type);
  if (typeof g === 'function') {
    const f = g as { name?: string; guards?: unknown[] };
    if (f.guards && (f.name === 'not' || f.name === 'and' || f.name === 'or')) return `${f.name}(${f.guards.map(guardName).join(', ')})`;
    return 'inline';
  }
  return String(g);
}

/** Every transition edge of the machine, at every nesting level, root included, `always` included. */
export function allEdges(machine: AnyStateMachine): Edge[] {
  const walk = (g: DirectedGraphNode): Edge[] => {
    const node = g.stateNode as AnyStateNode;
    const always = (node.always ?? []).flatMap((t, j) =>
      (t.target?.length ? t.target : [node]).map((target, k) => ({ id: `${node.id}:always:${j}:${k}`, source: node, target, transition: t })),
    );
    return [...(g.edges as Edge[]), ...always, ...g.children.flatMap(walk)];
  };
  return walk(toDirectedGraph(machine));
}

export function describeEdge(e: Edge): string {
  return `${e.id} (${e.source.path.join('.') || '(root)'} → ${e.target.path.join('.') || '(root)'} on ${e.transition.eventType || 'always'})`;
}

/**
 * Pure model of the machine that also reports which edges a macrostep takes: the transitions
 * come from the same `@xstate.microstep` inspection events the runtime check uses.
 */
function createModel(machine: AnyStateMachine) {
  const taken: string[] = [];
  const takenTransitions: AnyTransitionDefinition[] = [];
  const self = createActor(fromTransition((s) => s, null), {
    inspect: (ev) => {
      if (ev.type !== '@xstate.microstep') return;
      for (const t of ev._transitions) {
        taken.push(...transitionEdgeIds(t));
        takenTransitions.push(t);
      }
    },
  });
  const scope = {
    self, system: self.system, id: '', sessionId: '', logger: () => {},
    defer: () => {}, stopChild: () => {}, emit: () => {}, actionExecutor: () => {},
  } as unknown as AnyActorScope;
  type Step = { snapshot: Snap; edges: string[]; refusals: string[] };
  const run = (before: Snap | undefined, event: EventObject, f: () => Snap): Step => {
    taken.length = 0;
    takenTransitions.length = 0;
    let snapshot = f();
    const edges = [...new Set(taken)];
    // a refused event leaves the very same snapshot, so the caches and `depth` know it
    if (before && !edges.length && key(snapshot) === key(before)) snapshot = before;
    const refusals = before ? refusedTransitions(before, event, takenTransitions, snapshot).map(refusalId) : [];
    return { snapshot, edges, refusals: [...new Set(refusals)] };
  };
  const cache = new WeakMap<Snap, Map<EventObject, Step>>();
  return {
    initial: (input: unknown) => {
      const r = run(undefined, { type: 'xstate.init' }, () => machine.getInitialSnapshot(scope, input) as Snap);
      const always = refusedTransitions(r.snapshot, { type: 'xstate.init' }, [], r.snapshot).map(refusalId);
      return { ...r, refusals: [...new Set(always)] };
    },
    step(snap: Snap, event: EventObject) {
      let m = cache.get(snap);
      if (!m) cache.set(snap, (m = new Map()));
      let r = m.get(event);
      if (!r) m.set(event, (r = run(snap, event, () => machine.transition(snap, event, scope) as Snap)));
      return r;
    },
  };
}

const key = (s: Snap) => serializeSnapshot(s) + (s.status === 'active' ? '' : ` #${s.status}`);

/**
 * Events to try in a state: the enabled event types (getNextTransitions), each replaced by its
 * payload samples when there are any (bare `{ type }` otherwise). A plain `events: [...]` array
 * would REPLACE @xstate/graph's per-state list, so unlisted events (after, done...) would never
 * be sent. Events refused by their guards are kept: a refusal is a step the tests assert too
 * (its vertex leads nowhere new, the snapshot being the same).
 */
function eventsFor(samples: EventObject[]) {
  const bare = new Map<string, EventObject>(); // same objects every time, for the step cache
  return (state: Snap): EventObject[] => {
    if (state.status !== 'active') return [];
    const types = [...new Set(getNextTransitions(state).map((t) => t.eventType))].filter((t) => t !== '');
    const events = types.flatMap((desc) => {
      const s = samples.filter((e) => matchesDescriptor(desc, e.type));
      if (s.length) return s;
      if (!bare.has(desc)) bare.set(desc, { type: desc });
      return [bare.get(desc)!];
    });
    return [...new Set(events)];
  };
}

/**
 * Exploration goes this many BFS levels past the last level that brought a new edge, then stops:
 * context may grow without bound (e.g. a retry counter), and the state space with it.
 */
const EXTRA_LEVELS = 10;
const MAX_VERTICES = 20_000;

/**
 * Shortest paths to every vertex, where a vertex is "snapshot + the event and the transitions
 * that led to it" (the transitions name the previous state). Shortest paths to every state
 * miss back-edges and self-loops; to every such vertex they fire every reachable transition.
 */
function candidatePaths(machine: AnyStateMachine, input: unknown, samples: EventObject[]) {
  const model = createModel(machine);
  const init = model.initial(input);
  const events = eventsFor(samples);
  const depth = new WeakMap<Snap, number>([[init.snapshot, 0]]);
  const seen = new Set([...init.edges, ...init.refusals]);
  let lastNewEdgeDepth = 0;
  let vertices = 0;
  let truncated = false;
  // the traversal steps through `model`, so its snapshots are the ones the caches and `depth` know
  const logic = { transition: (s: Snap, e: EventObject) => model.step(s, e).snapshot, getInitialSnapshot: () => init.snapshot };
  const paths = getShortestPaths(logic as unknown as ActorLogic<Snap, EventObject>, {
    fromState: init.snapshot,
    events: (state) => {
      const d = depth.get(state)! + 1;
      const evs = events(state);
      for (const e of evs) {
        const next = model.step(state, e);
        if (!depth.has(next.snapshot)) depth.set(next.snapshot, d);
        const ids = [...next.edges, ...next.refusals];
        if (ids.some((id) => !seen.has(id))) lastNewEdgeDepth = d;
        for (const id of ids) seen.add(id);
      }
      return evs;
    },
    // an Error stringifies as {}: two error samples of one actor (a refusal, no answer) would be one event
    serializeEvent: eventKey,
    serializeState: (state, event, prev) => {
      if (!event || !prev) return key(state);
      const r = model.step(prev, event);
      return `${key(state)} via ${eventKey(event)} taking ${r.edges.join(',')} refused ${r.refusals.join(',')}`;
    },
    stopWhen: (state) => (truncated ||= ++vertices > MAX_VERTICES || depth.get(state)! > lastNewEdgeDepth + EXTRA_LEVELS),
  });
  return {
    truncated,
    paths: paths.map((path) => {
      const steps = path.steps.map((s, k) => (k === 0 ? init : model.step(path.steps[k - 1]!.state, s.event)));
      return { path, stepEdges: steps.map((r) => r.edges), stepRefusals: steps.map((r) => r.refusals) };
    }),
  };
}

/**
 * The transition cover of a registered machine: for each input, shortest paths to every vertex;
 * then, across all inputs, the fewest of them that still take every reachable edge (longest
 * first, each ending with an edge not yet taken). Also returns the paths that end in an
 * error snapshot (wrong input, a throwing guard/assign, an error event nobody handles), and
 * whether exploration was cut short (see EXTRA_LEVELS).
 */
export function planPaths(entry: RegisteredMachine) {
  const inputs = entry.inputs.length ? entry.inputs : [undefined];
  const explored = inputs.map((input) => candidatePaths(entry.machine, input, entry.events));
  const truncated = explored.some((x) => x.truncated);
  const candidates = explored.flatMap((x, i) => x.paths.map((c) => ({ ...c, input: inputs[i], inputIndex: i })));
  const errors = candidates.filter((c) => c.path.state.status === 'error').map((c) => describePath(c, inputs.length));

  // edge id or refusal id -> shortest path ending with it
  const best = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates)
    for (const id of [...(c.stepEdges.at(-1) ?? []), ...(c.stepRefusals.at(-1) ?? [])])
      if (!best.has(id) || best.get(id)!.path.steps.length > c.path.steps.length) best.set(id, c);

  const covered = new Set<string>();
  const chosen: typeof candidates = [];
  const byLength = [...best].sort(([, a], [, b]) => b.path.steps.length - a.path.steps.length);
  for (const [id, c] of byLength) {
    if (covered.has(id)) continue;
    chosen.push(c);
    for (const e of [...c.stepEdges.flat(), ...c.stepRefusals.flat()]) covered.add(e);
  }

  const names = new Map<string, number>();
  const paths: PlannedPath[] = chosen
    .map((c) => ({ ...c, name: describePath(c, inputs.length) }))
    .sort((a, b) => a.inputIndex - b.inputIndex || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, input, inputIndex, path, stepEdges, stepRefusals }) => {
      const n = (names.get(name) ?? 0) + 1;
      names.set(name, n);
      return { name: n > 1 ? `${name} #${n}` : name, input, inputIndex, path, stepEdges, stepRefusals };
    });
  return { paths, errors, truncated };
}

/** An event sample as a key: an error by its class and message. */
const eventKey = (event: EventObject) => JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? `${v.constructor.name}: ${v.message}` : v));

function formatEvent(e: EventObject): string {
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  const short = type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1').replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1 $2');
  const cut = (s: string) => (s.length > 32 ? `${s.slice(0, 31)}…` : s);
  const show = (k: string, v: unknown) => {
    if (v instanceof Error) return cut(String(v));
    if (k === 'output' || k === 'error') return cut(JSON.stringify(v));
    return `${k}=${typeof v === 'object' && v !== null ? (Array.isArray(v) ? '[…]' : '{…}') : cut(String(v))}`;
  };
  const args = Object.entries(rest).filter(([, v]) => v !== undefined).map(([k, v]) => show(k, v));
  return args.length ? `${short}(${args.join(', ')})` : short;
}

export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => (typeof v === 'string' ? `${k}.${v}` : `${k}.{${stateText(v)}}`))
    .join(', ');
}

/** e.g. `input 2: RESTORE → LOGIN(token=token-2, user={…}) ⇒ member` */
function describePath(c: { path: ModelPath; inputIndex: number; stepEdges: string[][] }, inputCount: number): string {
  const last = c.path.steps.length - 1;
  const evs = c.path.steps.slice(1).map((s, k) => formatEvent(s.event) + (k + 1 === last && !c.stepEdges[last]?.length ? ' ✗' : ''));
  const status = c.path.state.status === 'active' ? '' : ` (${c.path.state.status})`;
  const prefix = inputCount > 1 ? `input ${c.inputIndex + 1}: ` : '';
  return `${prefix}${evs.join(' → ') || '(initial)'} ⇒ ${stateText(c.path.state.value)}${status}`;
}
