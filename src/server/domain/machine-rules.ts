import { transition, type AnyStateMachine, type EventObject } from 'xstate';
import type { Actor, DomainTransitionMeta } from '../../../machines/meta';

/**
 * Asking a domain machine (goods order, refund, visit/stay order) what an event does to a stored
 * status. The machine is rebuilt from the status on every call — nothing lives in memory between
 * requests — and its answer is the only rule the server follows.
 */
export type Decision =
  /** `machine`: no transition for the event here (or its guard says no); `actor`: there is one, but not for this sender */
  | { allowed: false; refusal: 'machine' | 'actor' }
  | { allowed: true; to: number; state: string; actions: string[]; meta: DomainTransitionMeta };

/**
 * A row's stored status: its spec code and, since migration 0017, the state's name beside it.
 * A code several states share (booking 3: cancelled, expired, refunded, no-show) is told apart
 * by the name; a bare code (a row read before 0017, a caller that has only the code) falls back
 * to `stateOf`.
 */
export type StoredStatus = number | { code: number; state?: string | null | undefined };

/** The state whose `meta.code` is the stored status — the first, where several share it. */
export function stateOf(machine: AnyStateMachine, code: number): string {
  const state = Object.values(machine.root.states).find((node) => (node.meta as { code?: number } | undefined)?.code === code);
  if (!state) throw new Error(`${machine.id}: no state has status ${code}`);
  return state.key;
}

export function codeOf(machine: AnyStateMachine, state: string): number {
  const code = (machine.root.states[state]?.meta as { code?: number } | undefined)?.code;
  if (code === undefined) throw new Error(`${machine.id}: state ${state} has no status code`);
  return code;
}

/** Every (code, state) pair the machine may store, in its states' order: what the database CHECK allows. */
export function machineStatuses(machine: AnyStateMachine): Array<readonly [code: number, state: string]> {
  return Object.values(machine.root.states)
    .filter((node) => typeof (node.meta as { code?: unknown } | undefined)?.code === 'number')
    .map((node) => [(node.meta as { code: number }).code, node.key] as const);
}

/** A new row's first status: the machine's initial state and its code — what every insert stores. */
export function initialStatus(machine: AnyStateMachine): { status: number; state: string } {
  const state = machine.config.initial;
  if (typeof state !== 'string') throw new Error(`${machine.id}: the initial state is not a top-level state name`);
  return { status: codeOf(machine, state), state };
}

/** The state a stored status is in: the stored name when there is one (and it agrees with the code), else by the code. */
export function resolveStored(machine: AnyStateMachine, stored: StoredStatus): string {
  if (typeof stored === 'number') return stateOf(machine, stored);
  if (!stored.state) return stateOf(machine, stored.code);
  if (codeOf(machine, stored.state) !== stored.code) {
    throw new Error(`${machine.id}: stored state ${stored.state} does not have status ${stored.code}`);
  }
  return stored.state;
}

/**
 * What `event`, sent by an `actor` of this kind, does to a stored status. The transition's
 * `meta.actors` is the permission model: a sender not named there is refused like an event the
 * machine does not know here (a member route cannot send SHIP, a staff call cannot confirm a
 * member's receipt), and so is a transition that names no actors at all.
 */
export function decide(machine: AnyStateMachine, stored: StoredStatus, context: object, event: EventObject, actor: Actor): Decision {
  const snapshot = machine.resolveState({ value: resolveStored(machine, stored), context });
  if (!snapshot.can(event)) return { allowed: false, refusal: 'machine' };
  // the transitions the event takes: each must name the sender's kind among its actors
  const taken = machine.getTransitionData(snapshot, event) as Array<{ meta?: Partial<DomainTransitionMeta> }>;
  const metas = taken.map((t) => t.meta);
  if (metas.length === 0 || !metas.every((meta) => meta?.actors?.includes(actor))) return { allowed: false, refusal: 'actor' };
  const [next, actions] = transition(machine, snapshot, event);
  const state = String(next.value);
  return {
    allowed: true,
    to: codeOf(machine, state),
    state,
    actions: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
    meta: metas[0] as DomainTransitionMeta,
  };
}

/** The events a member or staff may send now — what the browser offers as buttons. */
export function allowedEvents(machine: AnyStateMachine, stored: StoredStatus, context: object, events: EventObject[]): string[] {
  const snapshot = machine.resolveState({ value: resolveStored(machine, stored), context });
  return events.filter((event) => snapshot.can(event)).map((event) => event.type);
}
