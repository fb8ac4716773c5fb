import { sql, type Transaction } from 'kysely';
import type { AnyStateMachine, EventObject, StateMachine } from 'xstate';
import { actorKind, type ActorRef } from '../../../machines/meta';
import type { Database } from '../db/schema';
import { decide, initialStatus } from './machine-rules';

/** Tables whose `status` column belongs to a domain machine. */
export type StatusTable = 'goods_orders' | 'refunds' | 'visit_orders' | 'hotel_orders' | 'booking_orders' | 'payments' | 'payment_refunds' | 'content_documents';

/** A server effect: runs inside the transaction of the status change that names it. */
export type Effect = (trx: Transaction<Database>) => Promise<void>;

/** The names of a machine's actions, as declared in its `setup({ actions })`. */
export type ActionNames<M> =
  M extends StateMachine<any, any, any, any, infer A, any, any, any, any, any, any, any, any, any, any> ? (A extends { type: infer T extends string } ? T : never) : never;

/**
 * Server implementations of a machine's named actions: one for every action the machine
 * declares, so a machine that gains an action does not compile until the server implements it
 * (and `checkEffects` says so at start for a map built at run time).
 */
export type EffectsOf<M extends AnyStateMachine> = { [A in ActionNames<M>]: Effect };

/** The action names a machine declares (its `setup({ actions })`), at run time. */
export function actionNamesOf(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.actions ?? {});
}

/**
 * The actions of `machine` that `effects` leaves out (and the effects the machine names no
 * action for), by name; empty when the two agree.
 */
export function effectGaps(machine: AnyStateMachine, effects: object): { missing: string[]; unknown: string[] } {
  const declared = actionNamesOf(machine);
  const provided = Object.keys(effects).filter((name) => typeof (effects as Record<string, unknown>)[name] === 'function');
  return { missing: declared.filter((name) => !provided.includes(name)), unknown: provided.filter((name) => !declared.includes(name)) };
}

export type TransitionResult =
  | { ok: true; from: number; to: number; fromState: string; toState: string }
  | { ok: false; reason: 'notFound' | 'notAllowed' };

export interface ApplyEvent<M extends AnyStateMachine = AnyStateMachine> {
  table: StatusTable;
  /** the `entity` of the history rows, e.g. 'goods_order' */
  entity: string;
  id: number;
  machine: M;
  /** the machine's context, rebuilt from the locked row (e.g. the amount due) and what the transaction reads beside it */
  context: (row: Record<string, unknown>, trx: Transaction<Database>) => object | Promise<object>;
  event: EventObject;
  /**
   * who sends the event, as the history row names them: `member:7`, `staff:2`, `provider:wechat`,
   * `timer:expire-orders`, `system:<cause>`. Its kind must be among the transition's `meta.actors`.
   */
  actor: ActorRef;
  /** the server's effect for each of the machine's actions (all of them: a missing one does not compile) */
  effects: EffectsOf<M>;
  note?: string;
}

/**
 * Changes a status the only way it may change: lock the row, ask the machine, run the side
 * effects it names, save the new status (code and state name) and append the history row — all in the caller's
 * transaction, so either everything happens or nothing does. An event the machine does not
 * allow changes nothing. The machine decides on the row as read under the lock, so of requests
 * racing with one event the later ones see what the first did: an event that keeps the status
 * and only sets a flag (DELETE) has that flag in the context and a guard on it, or it would be
 * applied — and recorded — once per request.
 */
export async function applyEvent<M extends AnyStateMachine>(trx: Transaction<Database>, spec: ApplyEvent<M>): Promise<TransitionResult> {
  const locked = await sql<Record<string, unknown>>`select * from ${sql.table(spec.table)} where id = ${spec.id} for update`.execute(trx);
  const row = locked.rows[0];
  if (!row) return { ok: false, reason: 'notFound' };
  const from = Number(row.status);
  // the stored name tells apart states that share a code (booking 3); rows without one fall back to the code
  const stored = { code: from, state: typeof row.state === 'string' ? row.state : null };
  const decision = decide(spec.machine, stored, await spec.context(row, trx), spec.event, actorKind(spec.actor));
  if (!decision.allowed) return { ok: false, reason: 'notAllowed' };
  for (const action of decision.actions) {
    const effect = (spec.effects as Record<string, Effect | undefined>)[action];
    if (!effect) throw new Error(`${spec.machine.id}: no server effect for action ${action}`);
    await effect(trx);
  }
  if (decision.to !== from || decision.state !== stored.state) {
    await sql`update ${sql.table(spec.table)} set status = ${decision.to}, state = ${decision.state}, updated_at = now() where id = ${spec.id}`.execute(trx);
  }
  await trx
    .insertInto('status_history')
    .values({
      entity: spec.entity,
      entity_id: spec.id,
      from_status: from,
      from_state: stored.state,
      to_status: decision.to,
      to_state: decision.state,
      event: spec.event.type,
      actor: spec.actor,
      note: spec.note ?? '',
    })
    .execute();
  return { ok: true, from, to: decision.to, fromState: stored.state ?? decision.state, toState: decision.state };
}

export interface RecordCreation {
  /** the `entity` of the history rows, e.g. 'goods_order' */
  entity: string;
  id: number;
  /** the machine whose initial state the new row was stored in (see `initialStatus`) */
  machine: AnyStateMachine;
  actor: string;
  /** why the row came to be, e.g. 'checkout', 'visit booking', a refund's reason */
  note: string;
}

/**
 * The history row of a row's creation: from nothing (`from_status` and `from_state` null) to the
 * machine's initial state, event `CREATE`, with who and why. Called in the transaction that
 * inserted the row with `initialStatus(machine)`, so every lifecycle's history starts at its
 * first status.
 */
export async function recordCreation(trx: Transaction<Database>, spec: RecordCreation): Promise<void> {
  await trx
    .insertInto('status_history')
    .values({ ...creationRow(spec), entity_id: spec.id })
    .execute();
}

/**
 * That row's columns but its `entity_id`, for an insert that learns the id in the same statement
 * (checkout writes the order and its first history row in one statement with CTEs).
 */
export function creationRow(spec: Omit<RecordCreation, 'id'>) {
  const first = initialStatus(spec.machine);
  return {
    entity: spec.entity,
    from_status: null,
    from_state: null,
    to_status: first.status,
    to_state: first.state,
    event: 'CREATE',
    actor: spec.actor,
    note: spec.note,
  };
}
