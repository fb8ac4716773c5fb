/**
 * Mermaid and Graphviz DOT text for the registered machines, read straight from their state
 * nodes (so `always` transitions, which toDirectedGraph leaves out, are drawn too), and the
 * Markdown pages of docs/machines/. Output is deterministic: document order throughout.
 */
import { instance, type Viz } from '@viz-js/viz';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';

export interface DiagramEdge {
  source: AnyStateNode;
  target: AnyStateNode;
  transition: AnyTransitionDefinition;
}

const children = (n: AnyStateNode): AnyStateNode[] => Object.values(n.states);
const hasChildren = (n: AnyStateNode) => children(n).length > 0;
const ancestors = (n: AnyStateNode): AnyStateNode[] => (n.parent ? [n.parent, ...ancestors(n.parent)] : []);

/** Every state node below the root, in document order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (n: AnyStateNode): AnyStateNode[] => children(n).flatMap((c) => [c, ...walk(c)]);
  return walk(machine.root);
}

/** Every transition edge (root and `always` included): one per target; a targetless transition is a self edge. */
export function transitionEdges(machine: AnyStateMachine): DiagramEdge[] {
  return [machine.root, ...stateNodes(machine)].flatMap((source) =>
    [...[...source.transitions.values()].flat(), ...(source.always ?? [])].flatMap((transition) =>
      (transition.target?.length ? transition.target : [source]).map((target) => ({ source, target, transition })),
    ),
  );
}

function nameOf(x: unknown): string {
  if (typeof x === 'string') return x;
  const o = x as { name?: string; type?: string; guards?: unknown[] } | undefined;
  const name = (typeof x === 'function' && o?.name) || o?.type || 'inline';
  return o?.guards ? `${name}(${o.guards.map(nameOf).join(', ')})` : name; // and/or/not
}

function eventLabel(t: AnyTransitionDefinition & { delay?: number | string }, machine: AnyStateMachine): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const ms = typeof t.delay === 'number' ? t.delay : machine.implementations.delays[t.delay ?? ''];
    if (typeof t.delay === 'number') return `after ${t.delay} ms`;
    return typeof ms === 'number' ? `after ${t.delay} (${ms} ms)` : `after ${t.delay}`;
  }
  return type
    .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1 $2')
    .replace(/^xstate\.done\.state\..*$/, 'done');
}

/** `EVENT [guard] / action, action` */
export function edgeLabel(t: AnyTransitionDefinition, machine: AnyStateMachine, sep = ' '): string {
  const branches = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  const guard = t.guard ? ` [${nameOf(t.guard)}]` : branches?.indexOf(t) ? ' [else]' : '';
  const actions = t.actions.length ? `${sep}/ ${t.actions.map(nameOf).join(', ')}` : '';
  return eventLabel(t, machine) + guard + actions;
}

// the raise/cancel pair XState adds to entry/exit for each `after`
const isAfterPlumbing = (a: unknown) => /^xstate\.after\./.test(String((a as { id?: string; sendId?: string }).id ?? (a as { sendId?: string }).sendId ?? ''));

/** entry actions, invokes, exit actions */
function stateNotes(n: AnyStateNode): string[] {
  const list = (acts: unknown[]) => acts.filter((a) => !isAfterPlumbing(a)).map(nameOf).join(', ');
  const notes: string[] = [];
  if (list(n.entry)) notes.push(`entry / ${list(n.entry)}`);
  for (const inv of n.invoke) notes.push(`invoke ${inv.id}${typeof inv.src === 'string' && inv.src !== inv.id ? ` (${inv.src})` : ''}`);
  if (list(n.exit)) notes.push(`exit / ${list(n.exit)}`);
  return notes;
}

const codeOf = (n: AnyStateNode) => (n.meta as { code?: unknown } | undefined)?.code;

/** Diagram ids: `s_<path>` for states, `root` for the machine; unique. */
function nodeIds(machine: AnyStateMachine) {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  for (const n of [machine.root, ...stateNodes(machine)]) {
    let id = n.path.length ? `s_${n.path.map((k) => k.replace(/\W/g, '_')).join('__')}` : 'root';
    while (used.has(id)) id += '_';
    used.add(id);
    ids.set(n, id);
  }
  return (n: AnyStateNode) => ids.get(n)!;
}

/** Transitions of a state with children start from an "(any state)" node drawn inside it. */
const ownsEdges = (n: AnyStateNode, edges: DiagramEdge[]) => hasChildren(n) && edges.some((e) => e.source === n);
const fromAny = (e: DiagramEdge) => hasChildren(e.source);
const toAny = (e: DiagramEdge) => e.target === e.source && hasChildren(e.source);

/** Where an edge is written: the deepest state containing both ends. */
function edgeBlock(e: DiagramEdge): AnyStateNode {
  const from = fromAny(e) ? e.source : e.source.parent!;
  const to = toAny(e) ? e.target : e.target.parent ?? e.target;
  const fromChain = [from, ...ancestors(from)];
  return [to, ...ancestors(to)].find((n) => fromChain.includes(n))!;
}

/** Mermaid stateDiagram-v2 text. */
export function toMermaid(machine: AnyStateMachine): string {
  const id = nodeIds(machine);
  const edges = transitionEdges(machine);
  const clean = (s: string) => s.replace(/"/g, "'").replace(/[;#]/g, ' ');
  const out = ['stateDiagram-v2', '  direction LR'];
  const emit = (parent: AnyStateNode, indent: string) => {
    if (parent.type === 'compound' && parent.initial) out.push(`${indent}[*] --> ${id(parent.initial.target[0]!)}`);
    if (ownsEdges(parent, edges)) out.push(`${indent}state "(any state)" as ${id(parent)}__any`);
    for (const c of children(parent)) {
      out.push(`${indent}state "${clean(c.key)}" as ${id(c)}`);
      const code = codeOf(c);
      for (const note of [...(code !== undefined ? [`code ${String(code)}`] : []), ...stateNotes(c)]) out.push(`${indent}${id(c)} : ${clean(note)}`);
      if (hasChildren(c)) {
        out.push(`${indent}state ${id(c)} {`);
        emit(c, `${indent}  `);
        out.push(`${indent}}`);
      }
      if (c.type === 'final') out.push(`${indent}${id(c)} --> [*]`);
    }
    for (const e of edges.filter((x) => edgeBlock(x) === parent)) {
      const from = fromAny(e) ? `${id(e.source)}__any` : id(e.source);
      const to = toAny(e) ? `${id(e.target)}__any` : id(e.target);
      out.push(`${indent}${from} --> ${to} : ${clean(edgeLabel(e.transition, machine))}`);
    }
  };
  emit(machine.root, '  ');
  return `${out.join('\n')}\n`;
}

/** Graphviz DOT text; states with children become clusters. */
export function toDot(machine: AnyStateMachine): string {
  const id = nodeIds(machine);
  const edges = transitionEdges(machine);
  const q = (s: string) => JSON.stringify(s);
  const out = [
    `digraph ${q(machine.id)} {`,
    '  rankdir=LR; compound=true; fontname="Helvetica"; fontsize=11;',
    '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];',
    '  edge [fontname="Helvetica", fontsize=9];',
  ];
  /** a node inside a cluster that edges to the cluster point at */
  const entryNode = (n: AnyStateNode): AnyStateNode =>
    hasChildren(n) ? entryNode(n.type === 'parallel' || !n.initial ? children(n)[0]! : n.initial.target[0]!) : n;
  const arrow = (from: string, to: AnyStateNode, attrs: string[], tail?: AnyStateNode) => {
    const lhead = hasChildren(to) && !(tail && ancestors(tail).includes(to)) ? [`lhead=${q(`cluster_${id(to)}`)}`] : [];
    const all = [...attrs, ...lhead];
    return `${q(from)} -> ${q(id(entryNode(to)))}${all.length ? ` [${all.join(', ')}]` : ''};`;
  };
  const emit = (parent: AnyStateNode, indent: string) => {
    if (parent.type !== 'parallel' && parent.initial) {
      out.push(`${indent}${q(`${id(parent)}__start`)} [shape=point, width=0.12, label=""];`);
      out.push(`${indent}${arrow(`${id(parent)}__start`, parent.initial.target[0]!, [])}`);
    }
    if (ownsEdges(parent, edges)) out.push(`${indent}${q(`${id(parent)}__any`)} [label="(any state)", style="rounded,dashed"];`);
    for (const c of children(parent)) {
      const code = codeOf(c);
      const label = [c.key, ...(code !== undefined ? [`code ${String(code)}`] : []), ...stateNotes(c)].join('\n');
      if (hasChildren(c)) {
        out.push(`${indent}subgraph ${q(`cluster_${id(c)}`)} {`);
        out.push(`${indent}  label=${q(c.type === 'parallel' ? `${label}\n(parallel)` : label)}; style=${c.type === 'parallel' ? 'dashed' : 'rounded'};`);
        emit(c, `${indent}  `);
        out.push(`${indent}}`);
      } else {
        out.push(`${indent}${q(id(c))} [label=${q(label)}${c.type === 'final' ? ', peripheries=2' : ''}];`);
      }
    }
  };
  emit(machine.root, '  ');
  const loops = new Map<string, string[]>(); // self loops of a node are drawn as one, one line each
  for (const e of edges) {
    const from = fromAny(e) ? `${id(e.source)}__any` : id(e.source);
    if (e.target === e.source) loops.set(from, [...(loops.get(from) ?? []), edgeLabel(e.transition, machine)]);
    else out.push(`  ${arrow(from, e.target, [`label=${q(edgeLabel(e.transition, machine, '\n'))}`], e.source)}`);
  }
  for (const [from, labels] of loops) out.push(`  ${q(from)} -> ${q(from)} [label=${q(labels.join('\n'))}];`);
  return [...out, '}', ''].join('\n');
}

let viz: Promise<Viz> | undefined;
/** SVG rendered from the DOT text with @viz-js/viz (Graphviz in WASM; byte-identical across runs). */
export async function renderSvg(machine: AnyStateMachine): Promise<string> {
  return (await (viz ??= instance())).renderString(toDot(machine), { format: 'svg', engine: 'dot' });
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/machines/<name>.md */
export function renderMarkdown(name: string, entry: RegisteredMachine): string {
  const { machine } = entry;
  const rows = stateNodes(machine).map((n) => {
    const initial = n.parent?.initial?.target[0] === n ? ', initial' : '';
    const code = codeOf(n);
    return `| \`${n.path.join('.')}\` | ${n.type}${initial} | ${code === undefined ? '' : cell(String(code))} | ${cell(stateNotes(n).join('; '))} |`;
  });
  return [
    `# ${name} state machine`,
    '',
    entry.summary,
    '',
    `Generated from \`${entry.file}\` by \`npm run diagrams\`; do not edit.`,
    '',
    '## States',
    '',
    '| State | Type | Code | Entry / invoke / exit |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '## Transitions',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
    `Rendered for offline reading: [${name}.svg](./${name}.svg)`,
    '',
  ].join('\n');
}

/** docs/machines/README.md */
export function renderIndex(machines: Record<string, RegisteredMachine>): string {
  return [
    '# State machines',
    '',
    'Generated from `machines/index.ts` by `npm run diagrams`; do not edit.',
    '',
    '| Machine | Summary | Source |',
    '| --- | --- | --- |',
    ...Object.entries(machines).map(([name, e]) => `| [${name}](./${name}.md) | ${cell(e.summary)} | \`${e.file}\` |`),
    '',
  ].join('\n');
}
