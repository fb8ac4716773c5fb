import { RESOURCE_PATTERN } from '../contract/staff-booking';
import type { Db } from '../server/db/database';
import type { StaffPath } from '../contract/staff-access';
import { placesOf, staffBookingEvent, staffClose, staffReopen, staffSetCapacity, type PlaceRow, type PlaceTarget, type StaffOutcome } from '../server/domain/bookings/staff';
import { actorFor, need, UsageError, type CommandResult, type Options } from './staff-commands';
import { translate } from './staff-text';

/**
 * The staff's booking commands (issue 6 item 6), through the same domain functions as the staff
 * API: capacity of a resource's day or slot, closing and reopening, check-in, completed and no-show.
 */
export const BOOKING_USAGE = `Bookings (resources: visit:<category id>, dining:<category id>, room:<room id>):
  places          --resource <resource> --date YYYY-MM-DD
  capacity        --staff <username> --resource <resource> --date YYYY-MM-DD [--slot HH:MM] --capacity <places>
  close           --staff <username> --resource <resource> --date YYYY-MM-DD [--slot HH:MM] --remark <reason>
                  (no slot: the whole day)
  reopen          --staff <username> --resource <resource> --date YYYY-MM-DD [--slot HH:MM] --remark <reason>
  check-in        --staff <username> --order <booking no> [--remark <text>]   (the guests arrived)
  complete        --staff <username> --order <booking no> [--remark <text>]   (paid or checked in)
  no-show         --staff <username> --order <booking no> [--remark <text>]`;

export const BOOKING_OPTIONS = {
  resource: { type: 'string' },
  date: { type: 'string' },
  slot: { type: 'string' },
  capacity: { type: 'string' },
} as const;

export const BOOKING_COMMANDS = ['places', 'capacity', 'close', 'reopen', 'check-in', 'complete', 'no-show'] as const;

/** The booking order machine's staff events, by command. */
const STAFF_EVENTS = { 'check-in': 'CHECK_IN', complete: 'COMPLETE', 'no-show': 'NO_SHOW' } as const;

function placeOf(options: Options): PlaceTarget {
  const resource = need(options, 'resource');
  if (!RESOURCE_PATTERN.test(resource)) throw new UsageError('--resource is visit:<id>, dining:<id> or room:<id>');
  const day = need(options, 'date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError('--date is YYYY-MM-DD');
  const slot = options.slot?.trim();
  if (slot && !/^\d{2}:\d{2}$/.test(slot)) throw new UsageError('--slot is HH:MM');
  return { resource, day, ...(slot ? { slot } : {}) };
}

function table(place: PlaceTarget, outcome: StaffOutcome<PlaceRow[]>, done: string): CommandResult {
  if (!outcome.ok) return { ok: false, lines: [`refused: ${translate(outcome.key, outcome.params)}`] };
  const lines = outcome.value.map((r) => `  ${(r.slot || 'all day').padEnd(8)} capacity ${String(r.capacity).padStart(4)}  taken ${String(r.taken).padStart(4)}  left ${String(r.remaining).padStart(4)}${r.closed ? '  CLOSED' : ''}`);
  return { ok: true, lines: [`${done}${place.resource} on ${place.day}:`, ...lines] };
}

/** The console's call for each command: the `--staff` account's role must be allowed it. */
const CALLS = {
  capacity: '/api/staff/booking/capacity',
  close: '/api/staff/booking/close',
  reopen: '/api/staff/booking/reopen',
  'check-in': '/api/staff/booking/checkIn',
  complete: '/api/staff/booking/complete',
  'no-show': '/api/staff/booking/noShow',
} as const satisfies Record<string, StaffPath>;

/** Closing and reopening need a reason (`--remark`), as in the console. */
function reasonOf(options: Options): string {
  const reason = need(options, 'remark').trim();
  if ([...reason].length > 200 || /[\u0000-\u001f\u007f]/.test(reason)) throw new UsageError(translate('staff.remarkTooLong'));
  return reason;
}

export async function bookingCommand(db: Db, command: (typeof BOOKING_COMMANDS)[number], options: Options): Promise<CommandResult> {
  if (command === 'check-in' || command === 'complete' || command === 'no-show') {
    const by = await actorFor(db, options, CALLS[command]);
    const remark = (options.remark ?? '').trim();
    if ([...remark].length > 200) return { ok: false, lines: [`refused: ${translate('staff.remarkTooLong')}`] };
    const result = await staffBookingEvent(db, by, need(options, 'order'), STAFF_EVENTS[command], remark);
    if (!result.ok) return { ok: false, lines: [`refused: ${translate(result.key, result.params)}`] };
    return { ok: true, lines: [`${result.value.kind} booking ${result.value.order_no}: status ${result.value.status} (${result.value.state})`] };
  }
  const place = placeOf(options);
  switch (command) {
    case 'places':
      return table(place, await placesOf(db, place), '');
    case 'capacity': {
      const capacity = Number(need(options, 'capacity'));
      if (!Number.isInteger(capacity) || capacity < 0) throw new UsageError('--capacity is a whole number of places, 0 or more');
      return table(place, await staffSetCapacity(db, await actorFor(db, options, CALLS.capacity), place, capacity), 'capacity set: ');
    }
    case 'close':
      return table(place, await staffClose(db, await actorFor(db, options, CALLS.close), place, reasonOf(options)), 'closed: ');
    case 'reopen':
      return table(place, await staffReopen(db, await actorFor(db, options, CALLS.reopen), place, reasonOf(options)), 'reopened: ');
  }
}
