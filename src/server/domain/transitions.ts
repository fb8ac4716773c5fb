import { sql, type Transaction } from 'kysely';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { Database } from '../db/schema';
import { decide } from './machine-rules';

/** Tables whose `status` column belongs to a domain machine. */
export type StatusTable = 'goods_orders' | 'refunds' | 'visit_orders' | 'hotel_orders' | 'booking_orders';

/** Server implementations of a machine's named actions; each runs inside the transaction. */
export type Effects = Record<string, (trx: Transaction<Database>) => Promise<void>>;

export type TransitionResult = { ok: true; from: number; to: number } | { ok: false; reason: 'notFound' | 'notAllowed' };

export interface ApplyEvent {
  table: StatusTable;
  /** the `entity` of the history rows, e.g. 'goods_order' */
  entity: string;
  id: number;
  machine: AnyStateMachine;
  /** the machine's context, rebuilt from the locked row (e.g. the amount due) and what the transaction reads beside it */
  context: (row: Record<string, unknown>, trx: Transaction<Database>) => object | Promise<object>;
  event: EventObject;
  actor: string;
  effects: Effects;
  note?: string;
}

/**
 * Changes a status the only way it may change: lock the row, ask the machine, run the side
 * effects it names, save the new status and append the history row — all in the caller's
 * transaction, so either everything happens or nothing does. An event the machine does not
 * allow changes nothing. The machine decides on the row as read under the lock, so of requests
 * racing with one event the later ones see what the first did: an event that keeps the status
 * and only sets a flag (DELETE) has that flag in the context and a guard on it, or it would be
 * applied — and recorded — once per request.
 */
export async function applyEvent(trx: Transaction<Database>, spec: ApplyEvent): Promise<TransitionResult> {
  const locked = await sql<Record<string, unknown>>`select * from ${sql.table(spec.table)} where id = ${spec.id} for update`.execute(trx);
  const row = locked.rows[0];
  if (!row) return { ok: false, reason: 'notFound' };
  const from = Number(row.status);
  const decision = decide(spec.machine, from, await spec.context(row, trx), spec.event);
  if (!decision.allowed) return { ok: false, reason: 'notAllowed' };
  for (const action of decision.actions) {
    const effect = spec.effects[action];
    if (!effect) throw new Error(`${spec.machine.id}: no server effect for action ${action}`);
    await effect(trx);
  }
  if (decision.to !== from) {
    await sql`update ${sql.table(spec.table)} set status = ${decision.to}, updated_at = now() where id = ${spec.id}`.execute(trx);
  }
  await trx
    .insertInto('status_history')
    .values({
      entity: spec.entity,
      entity_id: spec.id,
      from_status: from,
      to_status: decision.to,
      event: spec.event.type,
      actor: spec.actor,
      note: spec.note ?? '',
    })
    .execute();
  return { ok: true, from, to: decision.to };
}
