import { sql } from 'kysely';
import type { Lang } from '../../../contract/lang';
import {
  LIFECYCLE_KINDS,
  type LifecycleExportPart,
  type LifecycleKind,
  type LifecycleReport,
  type StaffTransition,
  type TransitionCount,
} from '../../../contract/staff-lifecycle';
import type { Db } from '../../db/database';
import { translate } from '../../i18n';
import { beijingText } from '../members';
import { csvCell } from '../staff-audit-trail';
import { transitionEdges } from '../../../cli/diagram';
import { entryOf, eventLabel, matchSteps, stateKey, stateLabel, titleOf } from './drawing';
import { entityRows } from './kinds';
import { actorView, staffIdOf, staffNames } from './view';

/**
 * The lifecycle report of a range of Beijing days: per machine and transition (in the order of its
 * drawing: the creation, then the arrows as the machine lists them), how many times it
 * was taken and the mean time from entering the state it left to taking it (the state's previous
 * history row of the same entity, even one before the range); and every transition staff made,
 * with who, on what, and the reason they gave (the history row's note). The screen shows the
 * first REPORT_STAFF_MAX staff rows; the CSV has them all (up to REPORT_EXPORT_MAX).
 */
export const REPORT_STAFF_MAX = 500;
export const REPORT_EXPORT_MAX = 50_000;
const DAY_MS = 86_400_000;
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const rangeOf = (from: string, to: string) => ({ since: beijingMidnight(from), until: new Date(beijingMidnight(to).getTime() + DAY_MS) });

interface CountRow {
  entity: string;
  from_status: number | null;
  from_state: string | null;
  event: string;
  to_status: number;
  to_state: string | null;
  count: number;
  mean_s: number | null;
}

async function transitionCounts(db: Db, from: string, to: string, lang: Lang): Promise<TransitionCount[]> {
  const { since, until } = rangeOf(from, to);
  const { rows } = await sql<CountRow>`
    select entity, from_status, from_state, event, to_status, to_state, count(*)::int as count,
           avg(extract(epoch from (created_at - entered_at)))::float8 as mean_s
    from (
      select h.*, lag(h.created_at) over (partition by h.entity, h.entity_id order by h.id) as entered_at
      from status_history h
      where h.entity in (${sql.join([...LIFECYCLE_KINDS])})
        and (h.entity, h.entity_id) in (select entity, entity_id from status_history where created_at >= ${since} and created_at < ${until})
    ) x
    where created_at >= ${since} and created_at < ${until}
    group by entity, from_status, from_state, event, to_status, to_state`.execute(db);
  const created = translate(lang, 'staffLifecycle.created');
  const counts = rows.map((row): TransitionCount & { order: number; arrow: number } => {
    const kind = row.entity as LifecycleKind;
    const { machine } = entryOf(kind);
    const [edge] = matchSteps(machine, [row]);
    // the drawing's order: the creation first, then the arrows as the machine lists them
    const arrow = row.event === 'CREATE' && row.from_status === null ? -1 : edge ? transitionEdges(machine).findIndex((e) => e.transition === edge.transition && e.target === edge.target) : Number.MAX_SAFE_INTEGER;
    const fromState = stateKey(machine, row.from_state, row.from_status);
    const toState = stateKey(machine, row.to_state, row.to_status) ?? String(row.to_status);
    return {
      order: LIFECYCLE_KINDS.indexOf(kind),
      arrow,
      kind,
      machine: titleOf(kind, lang),
      from_state: fromState,
      from_label: stateLabel(machine, fromState, lang),
      event: row.event,
      event_label: eventLabel(edge ?? null, row.event, lang, created),
      to_state: toState,
      to_label: stateLabel(machine, toState, lang),
      count: Number(row.count),
      mean_s: row.mean_s === null ? null : Math.round(Number(row.mean_s)),
    };
  });
  counts.sort((a, b) => a.order - b.order || a.arrow - b.arrow || a.event.localeCompare(b.event) || (a.from_state ?? '').localeCompare(b.from_state ?? ''));
  return counts.map(({ order: _order, arrow: _arrow, ...count }) => count);
}

async function staffTransitions(db: Db, from: string, to: string, lang: Lang, limit: number): Promise<StaffTransition[]> {
  const { since, until } = rangeOf(from, to);
  const history = await db
    .selectFrom('status_history')
    .selectAll()
    .where('actor', 'like', 'staff:%')
    .where('entity', 'in', [...LIFECYCLE_KINDS])
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const staff = await staffNames(db, history.map((h) => staffIdOf(h.actor)).filter((id): id is number => id !== null));
  const numbers = new Map<string, string>();
  for (const kind of LIFECYCLE_KINDS) {
    const ids = [...new Set(history.filter((h) => h.entity === kind).map((h) => h.entity_id))];
    if (!ids.length) continue;
    for (const row of await entityRows(db, kind, { ids }, ids.length)) numbers.set(`${kind}:${row.id}`, row.number);
  }
  const created = translate(lang, 'staffLifecycle.created');
  return history.map((h) => {
    const kind = h.entity as LifecycleKind;
    const { machine } = entryOf(kind);
    const [edge] = matchSteps(machine, [h]);
    const who = actorView(h.actor, staff);
    const fromState = stateKey(machine, h.from_state, h.from_status);
    const toState = stateKey(machine, h.to_state, h.to_status);
    return {
      time: beijingText(h.created_at),
      staff: who.name,
      role: who.role,
      kind,
      number: numbers.get(`${kind}:${h.entity_id}`) ?? `#${h.entity_id}`,
      event: h.event,
      event_label: eventLabel(edge ?? null, h.event, lang, created),
      from_label: stateLabel(machine, fromState, lang),
      to_label: stateLabel(machine, toState, lang),
      reason: h.note,
    };
  });
}

export async function lifecycleReport(db: Db, from: string, to: string, lang: Lang): Promise<LifecycleReport> {
  const staff = await staffTransitions(db, from, to, lang, REPORT_STAFF_MAX + 1);
  return {
    from,
    to,
    transitions: await transitionCounts(db, from, to, lang),
    staff: staff.slice(0, REPORT_STAFF_MAX),
    staff_truncated: staff.length > REPORT_STAFF_MAX,
  };
}

const csv = (header: string[], rows: Array<Array<string | number>>) => `\uFEFF${[header.join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;

/** The report as CSV: UTF-8 with a BOM, CRLF, a header row, RFC 4180 quoting, formula cells defused (csvCell). */
export async function exportLifecycleReport(db: Db, from: string, to: string, part: LifecycleExportPart, lang: Lang): Promise<{ filename: string; csv: string }> {
  const filename = `lifecycle-${part}-${from.replace(/-/g, '')}-${to.replace(/-/g, '')}.csv`;
  if (part === 'transitions') {
    const counts = await transitionCounts(db, from, to, lang);
    return {
      filename,
      csv: csv(
        ['kind', 'machine', 'from_state', 'from', 'event', 'event_label', 'to_state', 'to', 'count', 'mean_seconds'],
        counts.map((c) => [c.kind, c.machine, c.from_state ?? '', c.from_label, c.event, c.event_label, c.to_state, c.to_label, c.count, c.mean_s ?? '']),
      ),
    };
  }
  const rows = await staffTransitions(db, from, to, lang, REPORT_EXPORT_MAX);
  return {
    filename,
    csv: csv(
      ['time', 'staff', 'role', 'kind', 'number', 'event', 'event_label', 'from', 'to', 'reason'],
      rows.map((r) => [r.time, r.staff, r.role, r.kind, r.number, r.event, r.event_label, r.from_label, r.to_label, r.reason]),
    ),
  };
}
