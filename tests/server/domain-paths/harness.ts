import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { RegisteredMachine } from '../../../machines/registry';
import type { Db } from '../../../src/server/db/database';
import { allEdges, allGuarded, describeEdge, guardName, refusalId, stateText, type PlannedPath } from '../../helpers/transition-coverage';

/**
 * Replays the generated paths of a domain machine against the real server: the app in-process,
 * its routes, staff calls, signed provider notifications and sweeper jobs. The model (the
 * path) says where each step must land; the server is asked to do the step the way its sender
 * does it, and what it stored is read back from the database:
 *  - the `status` code (from the spec's table in the driver, not from the machine) and the `state` name;
 *  - one new status_history row with the step's from/to, event and the exact sender;
 *  - the effects of the step's named actions, and no other (a driver's `effects`);
 *  - a refused step (a guard that says no) changes nothing at all: status, history, effects.
 * A step counts for coverage only once all of that held.
 */
export interface Step {
  index: number;
  event: EventObject & Record<string, unknown>;
  /** the model's state before and after the step (top-level state names) */
  from: string;
  to: string;
  /** the machine's input of the path (its context on the server is made to match it) */
  input: unknown;
  /** the named actions the model runs on this step (none on a refusal) */
  actions: string[];
  /** the machine refused the event: nothing may change */
  refused: boolean;
}

export interface StoredStatus {
  status: number;
  state: string;
}

export interface HistoryRow {
  from_status: number | null;
  from_state: string | null;
  to_status: number;
  to_state: string;
  event: string;
  actor: string;
}

/** How one domain machine is driven on the server; `H` is a handle of the entity under test, `O` what its effects are read from. */
export interface DomainDriver<H = any, O = any> {
  /** status_history.entity */
  entity: string;
  /** each state's stored code, written from the spec (not read off the machine) */
  codes: Record<string, number>;
  /** makes the entity the way its first sender does; answers the handle and the sender the CREATE history row must name */
  create(input: unknown, inputIndex: number): Promise<{ handle: H; actor: string }>;
  id(handle: H): number;
  stored(handle: H): Promise<StoredStatus>;
  /** performs the step's event the way its sender does; answers the sender the history row must name */
  perform(handle: H, step: Step): Promise<{ actor: string }>;
  /** what the effects are read from: everything a named action changes */
  observe(handle: H): Promise<O>;
  /** asserts the effects of `step.actions` (and that nothing else changed) */
  effects(before: O, after: O, step: Step, handle: H): void | Promise<void>;
  /**
   * Events whose effect the machine reads back from the row rather than keeping in its context
   * (DELETE sets the hidden flag its guard reads): after such a step the harness sends it again,
   * with the context the server then reads, and the machine and the server must both refuse it.
   */
  contextAfter?: Record<string, Record<string, unknown>>;
  /** settles anything the path left pending (a provider call still waiting) */
  finish?(handle: H): Promise<void>;
}

export interface Coverage {
  taken: Set<string>;
  refused: Set<string>;
}

export const newCoverage = (): Coverage => ({ taken: new Set(), refused: new Set() });

export function historyOf(db: Db, entity: string, id: number): Promise<HistoryRow[]> {
  return db
    .selectFrom('status_history')
    .select(['from_status', 'from_state', 'to_status', 'to_state', 'event', 'actor'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute() as Promise<HistoryRow[]>;
}

const top = (snapshot: AnyMachineSnapshot) => stateText(snapshot.value);

function codeOf(driver: DomainDriver, state: string): number {
  const code = driver.codes[state];
  if (code === undefined) throw new Error(`state "${state}" has no spec code in the driver's table: add it (from the spec)`);
  return code;
}

/** Replays one planned path on the server; fills `coverage` with the edges and refusals the server was checked on. */
export async function replayOnServer(db: Db, entry: RegisteredMachine, driver: DomainDriver, planned: PlannedPath, coverage: Coverage): Promise<void> {
  const steps = planned.path.steps;
  let handle: unknown;
  let history: HistoryRow[] = [];
  try {
    for (const [k, pathStep] of steps.entries()) {
      const event = pathStep.event as Step['event'];
      const to = top(pathStep.state);
      const where = `step ${k} (${event.type}${k ? ` in ${top(steps[k - 1]!.state)}` : ''})`;
      if (k === 0) {
        const created = await driver.create(planned.input, planned.inputIndex);
        handle = created.handle;
        expect(await driver.stored(handle), `${where}: the stored status of the new ${driver.entity}`).toEqual({ status: codeOf(driver, to), state: to });
        history = await historyOf(db, driver.entity, driver.id(handle));
        expect(history, `${where}: its history starts with its creation`).toEqual([
          { from_status: null, from_state: null, to_status: codeOf(driver, to), to_state: to, event: 'CREATE', actor: created.actor },
        ]);
      } else {
        const previous = steps[k - 1]!.state;
        const from = top(previous);
        const refused = (planned.stepEdges[k] ?? []).length === 0;
        const actions = refused
          ? []
          : transition(entry.machine, previous, event)[1].map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
        const step: Step = { index: k, event, from, to, input: planned.input, actions, refused };
        const before = await driver.observe(handle);
        const { actor } = await driver.perform(handle, step);
        expect(await driver.stored(handle), `${where}: the stored status`).toEqual({ status: codeOf(driver, to), state: to });
        const now = await historyOf(db, driver.entity, driver.id(handle));
        if (refused) {
          expect(now, `${where}: a refused event writes no history`).toEqual(history);
          expect(await driver.observe(handle), `${where}: a refused event changes nothing`).toEqual(before);
        } else {
          expect(now.slice(0, history.length), `${where}: earlier history stays`).toEqual(history);
          expect(now.slice(history.length), `${where}: one new history row`).toEqual([
            { from_status: codeOf(driver, from), from_state: from, to_status: codeOf(driver, to), to_state: to, event: event.type, actor },
          ]);
          await driver.effects(before, await driver.observe(handle), step, handle);
          const later = driver.contextAfter?.[event.type];
          if (later) {
            // the same event again, as a second request would send it: the guard now says no
            const model = entry.machine.resolveState({ value: to, context: { ...pathStep.state.context, ...later } });
            expect(model.can(event), `${where} again: the machine refuses it with ${JSON.stringify(later)}`).toBe(false);
            const again = await driver.observe(handle);
            await driver.perform(handle, { ...step, index: k, from: to, actions: [], refused: true });
            expect(await driver.stored(handle), `${where} again: the stored status`).toEqual({ status: codeOf(driver, to), state: to });
            expect(await historyOf(db, driver.entity, driver.id(handle)), `${where} again: no history`).toEqual(now);
            expect(await driver.observe(handle), `${where} again: nothing changes`).toEqual(again);
            for (const id of planned.stepEdges[k] ?? []) coverage.refused.add(id.replace(/:\d+$/, ':no'));
          }
        }
        history = now;
      }
      for (const id of planned.stepEdges[k] ?? []) coverage.taken.add(id);
      for (const id of planned.stepRefusals[k] ?? []) coverage.refused.add(id);
    }
  } finally {
    if (handle !== undefined) await driver.finish?.(handle);
  }
}

/** The machine's transitions no path took against the server. */
export function untaken(entry: RegisteredMachine, coverage: Coverage): string[] {
  return allEdges(entry.machine)
    .filter((e) => !coverage.taken.has(e.id))
    .map(describeEdge);
}

/** The machine's guards that never said no against the server. */
export function neverRefused(entry: RegisteredMachine, coverage: Coverage): string[] {
  return allGuarded(entry.machine)
    .filter((t) => !coverage.refused.has(refusalId(t)))
    .map((t) => `${t.source.path.join('.')} on ${t.eventType || 'always'} [${guardName(t.guard)}]`);
}

/** A value of an event's payload (the path's samples), typed loosely. */
export const payload = <T>(step: Step, key: string) => step.event[key] as T;
