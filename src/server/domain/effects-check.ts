import type { AnyStateMachine } from 'xstate';
import type { Transaction } from 'kysely';
import { bookingOrderMachine } from '../../../machines/booking-order.machine';
import { contentPublicationMachine } from '../../../machines/content-publication.machine';
import { goodsOrderMachine } from '../../../machines/goods-order.machine';
import { moneyRefundMachine } from '../../../machines/money-refund.machine';
import { paymentAttemptMachine } from '../../../machines/payment-attempt.machine';
import { refundMachine } from '../../../machines/refund.machine';
import type { Database } from '../db/schema';
import { bookingEffects } from './bookings/apply-event';
import { contentEffects } from './content-editing/events';
import type { DocRow } from './content-editing/documents';
import { goodsOrderEffects } from './goods-orders';
import { attemptEffects } from './payments/attempt-events';
import { moneyRefundEffects } from './payments/refund-events';
import { refundEffects } from './refund-decision';
import { effectGaps } from './transitions';

/**
 * A domain machine and how the server builds its effects for an event. The builders only make
 * the map (closures over an id and the event's data); nothing runs while checking.
 */
export interface MachineEffects {
  machine: AnyStateMachine;
  effects: () => object;
}

/** Every domain machine whose effects the server builds per event, and a sample of that map. */
export const DOMAIN_EFFECTS: MachineEffects[] = [
  { machine: goodsOrderMachine, effects: () => goodsOrderEffects(0, { type: 'CANCEL' }, {}) },
  { machine: refundMachine, effects: () => refundEffects(0, 'system:start-up-check', '') },
  { machine: bookingOrderMachine, effects: () => bookingEffects(0, { type: 'CANCEL' }, {}, { fen: 0 }) },
  { machine: paymentAttemptMachine, effects: () => attemptEffects(0, {}) },
  { machine: moneyRefundMachine, effects: () => moneyRefundEffects(0, {}, { escalated: false }) },
  // its builder closes over the transaction and the document without touching them
  { machine: contentPublicationMachine, effects: () => contentEffects({} as Transaction<Database>, { doc: {} as DocRow, event: { type: 'PUBLISH' }, authorId: null }) },
];

/**
 * The start-up check (buildApp): every action of every domain machine has its server effect,
 * and no effect is for an action the machine does not have. The types already refuse a map
 * that leaves one out; this catches what they cannot see (a map widened to a record, a machine
 * edited without a type check). Throws one error naming every gap.
 */
export function checkEffects(list: MachineEffects[] = DOMAIN_EFFECTS): void {
  const problems = list.flatMap(({ machine, effects }) => {
    const gaps = effectGaps(machine, effects());
    return [
      ...gaps.missing.map((action) => `${machine.id}: action "${action}" has no server effect`),
      ...gaps.unknown.map((action) => `${machine.id}: effect "${action}" is for no action of the machine`),
    ];
  });
  if (problems.length > 0) throw new Error(`domain machines and server effects disagree: ${problems.join('; ')}`);
}
