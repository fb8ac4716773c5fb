import type { Lang } from '../../../contract/lang';
import { LIFECYCLE_KINDS, LIFECYCLE_SEARCH_MAX, type LifecycleEntity, type LifecycleKind, type LifecycleStep, type LifecycleView } from '../../../contract/staff-lifecycle';
import type { Db } from '../../db/database';
import { translate } from '../../i18n';
import { beijingText } from '../members';
import { eventLabel, entryOf, lifecycleSvg, matchSteps, stateKey, stateLabel, titleOf } from './drawing';
import { entityRows, type EntityRow } from './kinds';

/**
 * The auditor's reading of one lifecycle: find an entity by its number (or search by member and
 * date), and its path — every history row, oldest first, with who sent it (a staff member by
 * username and role), what it was called, where it came from and went, and the note — beside the
 * drawing of its machine with that path emphasised.
 */
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

export function entityView(row: EntityRow, lang: Lang): LifecycleEntity {
  const { machine } = entryOf(row.kind);
  const state = stateKey(machine, row.state, row.status) ?? row.state;
  return {
    kind: row.kind,
    number: row.number,
    machine: titleOf(row.kind, lang),
    status: row.status,
    state,
    state_label: stateLabel(machine, state, lang),
    member_id: row.member_id,
    created_at: beijingText(row.created_at),
  };
}

/** Staff accounts by id: username and role (an account removed since shows its id). */
export async function staffNames(db: Db, ids: number[]): Promise<Map<number, { username: string; role: string }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('staff').select(['id', 'username', 'role']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, { username: r.username, role: r.role }]));
}

export const staffIdOf = (actor: string) => (/^staff:(\d+)$/.test(actor) ? Number(actor.slice(6)) : null);

/** `member:7` → member, 7; `staff:2` → staff, its username and role; others their kind and the rest as written. */
export function actorView(actor: string, staff: Map<number, { username: string; role: string }>): { kind: string; name: string; role: string } {
  const colon = actor.indexOf(':');
  const kind = colon > 0 ? actor.slice(0, colon) : actor;
  const rest = colon > 0 ? actor.slice(colon + 1) : '';
  const staffId = staffIdOf(actor);
  if (staffId !== null) {
    const who = staff.get(staffId);
    return { kind, name: who?.username ?? `#${staffId}`, role: who?.role ?? '' };
  }
  return { kind, name: kind === 'member' ? `#${rest}` : rest, role: '' };
}

export type FindOutcome = { ok: true; value: LifecycleView } | { ok: false; key: 'staffLifecycle.notFound'; params: Record<string, string> };

export async function lifecycleOf(db: Db, kind: LifecycleKind, number: string, lang: Lang): Promise<FindOutcome> {
  const [row] = await entityRows(db, kind, { exact: number }, 1);
  if (!row) return { ok: false, key: 'staffLifecycle.notFound', params: { kind: translate(lang, `staffLifecycle.kind.${kind}`) } };
  const history = await db.selectFrom('status_history').selectAll().where('entity', '=', kind).where('entity_id', '=', row.id).orderBy('id').execute();
  const { machine } = entryOf(kind);
  const taken = matchSteps(machine, history);
  const staff = await staffNames(db, history.map((h) => staffIdOf(h.actor)).filter((id): id is number => id !== null));
  const created = translate(lang, 'staffLifecycle.created');
  const steps: LifecycleStep[] = history.map((h, i) => {
    const who = actorView(h.actor, staff);
    const from = stateKey(machine, h.from_state, h.from_status);
    const to = stateKey(machine, h.to_state, h.to_status) ?? String(h.to_status);
    return {
      step: i + 1,
      time: beijingText(h.created_at),
      actor_kind: who.kind,
      actor: who.name,
      actor_role: who.role,
      event: h.event,
      event_label: eventLabel(taken[i] ?? null, h.event, lang, created),
      from_state: from,
      from_label: stateLabel(machine, from, lang),
      to_state: to,
      to_label: stateLabel(machine, to, lang),
      note: h.note,
      drawn: taken[i] !== null || (h.event === 'CREATE' && h.from_status === null),
    };
  });
  const entity = entityView(row, lang);
  return { ok: true, value: { entity, steps, svg: await lifecycleSvg(kind, history, entity.state, lang) } };
}

export interface LifecycleSearch {
  number: string;
  member: string;
  from: string;
  to: string;
  kind: string;
}

/** Members a search names: by id, or by whole phone. */
async function membersNamed(db: Db, member: string): Promise<number[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where((eb) => eb.or([eb('mobile', '=', member), ...(member.length <= 9 ? [eb('id', '=', Number(member))] : [])]))
    .execute();
  return rows.map((r) => r.id);
}

/** Entities of every kind (or one) matching the filters, newest first, at most LIFECYCLE_SEARCH_MAX. */
export async function searchLifecycles(db: Db, search: LifecycleSearch, lang: Lang): Promise<LifecycleEntity[]> {
  const kinds = search.kind ? [search.kind as LifecycleKind] : [...LIFECYCLE_KINDS];
  const memberIds = search.member ? await membersNamed(db, search.member) : undefined;
  const filter = {
    ...(search.number ? { number: search.number } : {}),
    ...(memberIds ? { memberIds } : {}),
    ...(search.from ? { since: beijingMidnight(search.from) } : {}),
    ...(search.to ? { until: new Date(beijingMidnight(search.to).getTime() + DAY_MS) } : {}),
  };
  const found = (await Promise.all(kinds.map((kind) => entityRows(db, kind, filter, LIFECYCLE_SEARCH_MAX)))).flat();
  found.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || LIFECYCLE_KINDS.indexOf(a.kind) - LIFECYCLE_KINDS.indexOf(b.kind));
  return found.slice(0, LIFECYCLE_SEARCH_MAX).map((row) => entityView(row, lang));
}
