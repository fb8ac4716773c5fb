import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { MACHINES } from '../../../../machines';
import type { DomainStateMeta, DomainTransitionMeta } from '../../../../machines/meta';
import type { RegisteredMachine } from '../../../../machines/registry';
import type { LifecycleKind } from '../../../contract/staff-lifecycle';
import { machineTitle, renderDot, say, toDot, transitionEdges, type DiagramEdge, type Lang } from '../../../cli/diagram';
import { MACHINE_OF } from './kinds';

/**
 * A lifecycle's statechart with the path one entity took: the drawing of docs/machines (the same
 * DOT from the same `meta` and registry words, src/cli/diagram.ts) with each history row matched
 * to the arrow it took, that arrow emphasised and numbered, and the current state outlined —
 * rendered to SVG here with @viz-js/viz (one Graphviz instance for the process).
 */
export interface HistoryStep {
  from_status: number | null;
  from_state: string | null;
  to_status: number;
  to_state: string | null;
  event: string;
}

export const entryOf = (kind: LifecycleKind): RegisteredMachine => {
  const entry = MACHINES[MACHINE_OF[kind]];
  if (!entry) throw new Error(`no machine registered for ${kind}`);
  return entry;
};

export const titleOf = (kind: LifecycleKind, lang: Lang) => machineTitle(MACHINE_OF[kind], entryOf(kind), lang);

const topStates = (machine: AnyStateMachine): AnyStateNode[] => Object.values(machine.root.states);

/** A state's key from a row's stored name, else from its code (the first state with it). */
export function stateKey(machine: AnyStateMachine, state: string | null, code: number | null): string | null {
  if (state && machine.root.states[state]) return state;
  if (code === null) return null;
  return topStates(machine).find((n) => (n.meta as Partial<DomainStateMeta> | undefined)?.code === code)?.key ?? state;
}

/** A state's name for people in the language (its key where the machine has none). */
export function stateLabel(machine: AnyStateMachine, key: string | null, lang: Lang): string {
  if (!key) return '';
  return say((machine.root.states[key]?.meta as Partial<DomainStateMeta> | undefined)?.label, lang, key);
}

/** The arrow each row took (null for a creation, or a row the machine has no arrow for), in the drawing's edge order. */
export function matchSteps(machine: AnyStateMachine, rows: HistoryStep[]): Array<DiagramEdge | null> {
  const edges = transitionEdges(machine);
  return rows.map((row) => {
    if (row.from_status === null && row.event === 'CREATE') return null;
    const from = stateKey(machine, row.from_state, row.from_status);
    const to = stateKey(machine, row.to_state, row.to_status);
    const lands = (e: DiagramEdge) => (e.target === e.source ? to === from : e.target.key === to);
    const ofEvent = edges.filter((e) => e.transition.eventType === row.event && lands(e));
    return ofEvent.find((e) => e.source !== machine.root && e.source.key === from) ?? ofEvent.find((e) => e.source === machine.root) ?? null;
  });
}

/** The event's name for people: the label of the arrow it took, else the event itself. */
export function eventLabel(edge: DiagramEdge | null, event: string, lang: Lang, created: string): string {
  if (event === 'CREATE' && !edge) return created;
  return say((edge?.transition as { meta?: Partial<DomainTransitionMeta> } | undefined)?.meta?.label, lang, event);
}

/** The SVG of the machine with this path (rows oldest first) and the current state. */
export async function lifecycleSvg(kind: LifecycleKind, rows: HistoryStep[], current: string | null, lang: Lang): Promise<string> {
  const entry = entryOf(kind);
  const taken = matchSteps(entry.machine, rows);
  // an arrow is its transition (stable objects of the machine) and its target
  const stepsOf = new Map<unknown, Map<AnyStateNode, number[]>>();
  const start: number[] = [];
  taken.forEach((edge, i) => {
    if (edge) {
      const byTarget = stepsOf.get(edge.transition) ?? new Map<AnyStateNode, number[]>();
      byTarget.set(edge.target, [...(byTarget.get(edge.target) ?? []), i + 1]);
      stepsOf.set(edge.transition, byTarget);
    } else if (rows[i]!.event === 'CREATE') start.push(i + 1);
  });
  const steps = (e: DiagramEdge) => stepsOf.get(e.transition)?.get(e.target) ?? [];
  const dot = toDot(entry.machine, { lang, entry, highlight: { steps, start, ...(current ? { current } : {}) } });
  return renderDot(dot);
}
