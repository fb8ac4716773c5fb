import { transition, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * Asking a domain machine (goods order, refund, visit/stay order) what an event does to a stored
 * status. The machine is rebuilt from the status on every call — nothing lives in memory between
 * requests — and its answer is the only rule the server follows.
 */
export type Decision =
  | { allowed: false }
  | { allowed: true; to: number; state: string; actions: string[] };

/** The state whose `meta.code` is the stored status. */
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

export function decide(machine: AnyStateMachine, code: number, context: object, event: EventObject): Decision {
  const snapshot = machine.resolveState({ value: stateOf(machine, code), context });
  if (!snapshot.can(event)) return { allowed: false };
  const [next, actions] = transition(machine, snapshot, event);
  const state = String(next.value);
  return {
    allowed: true,
    to: codeOf(machine, state),
    state,
    actions: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
  };
}

/** The events a member or staff may send now — what the browser offers as buttons. */
export function allowedEvents(machine: AnyStateMachine, code: number, context: object, events: EventObject[]): string[] {
  const snapshot = machine.resolveState({ value: stateOf(machine, code), context });
  return events.filter((event) => snapshot.can(event)).map((event) => event.type);
}
