import * as z from 'zod/mini';
import { defineCall, LangField, type ApiCall } from './envelope';

/**
 * The auditor's view of every lifecycle (issue 14 item 3): a goods order, a refund request, a
 * payment attempt, a money refund or a booking found by its number, by member or by date; its
 * statechart drawn from the machine's own `meta` (the drawing of docs/machines) with the path it
 * took — the history rows, numbered — highlighted and the current state outlined; and a report
 * of a date range: how often each transition was taken, the mean time spent in the state it left,
 * and every transition staff made with its reason (also as CSV). Everything in the auditor's
 * language. Access: ./staff-access.ts. Messages: `staffLifecycle.*`.
 */
const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, safe: boolean, input: I, output: O): ApiCall<I, O> =>
  defineCall({ path: `/api/staff/${path}`, auth: 'public', safe, input, output });

/** The lifecycles (the `entity` of their history rows) and the number each is known by. */
export const LIFECYCLE_KINDS = ['goods_order', 'refund', 'payment', 'money_refund', 'booking'] as const;
export type LifecycleKind = (typeof LIFECYCLE_KINDS)[number];
/** The report's longest range, in days. */
export const LIFECYCLE_REPORT_MAX_DAYS = 366;
/** The most entities a search answers (newest first). */
export const LIFECYCLE_SEARCH_MAX = 50;

const text = () => z.pipe(z.catch(z.union([z.string(), z.number()]), ''), z.transform((v) => String(v).trim()));
/** A real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export const isDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const at = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === s;
};
const day = () => text().check(z.refine((s) => s === '' || isDay(s), 'staffLifecycle.dateInvalid'));
const requiredDay = () => text().check(z.refine((s) => isDay(s), 'staffLifecycle.dateInvalid'));
const kind = () => z.pipe(text(), z.enum(LIFECYCLE_KINDS, 'staffLifecycle.kindUnknown'));
/** An order, refund, payment or booking number: letters, digits, `_` and `-`. */
const NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const DAY_MS = 86_400_000;
const rangeDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

export const LifecycleSearchSchema = z
  .object({
    /** the number or its beginning */
    number: z._default(text().check(z.refine((s) => s === '' || NUMBER_PATTERN.test(s), 'staffLifecycle.numberInvalid')), ''),
    /** the member: id or whole phone */
    member: z._default(text().check(z.refine((s) => s === '' || /^\d{1,15}$/.test(s), 'staffLifecycle.memberInvalid')), ''),
    /** created on or after / on or before (Beijing days) */
    from: z._default(day(), ''),
    to: z._default(day(), ''),
    /** one kind, or every kind when blank */
    kind: z._default(text().check(z.refine((s) => s === '' || (LIFECYCLE_KINDS as readonly string[]).includes(s), 'staffLifecycle.kindUnknown')), ''),
    lang: LangField,
  })
  .check(z.refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'staffLifecycle.rangeInvalid', path: ['to'] }));

export const LifecycleEntitySchema = z.object({
  kind: z.enum(LIFECYCLE_KINDS),
  number: z.string(),
  /** the machine's name for people */
  machine: z.string(),
  status: z.number(),
  state: z.string(),
  state_label: z.string(),
  member_id: z.number(),
  created_at: z.string(),
});
export type LifecycleEntity = z.infer<typeof LifecycleEntitySchema>;

export const staffLifecycleSearch = call('lifecycle/search', true, LifecycleSearchSchema, z.object({ items: z.array(LifecycleEntitySchema) }));

/** One history row as a step of the path. */
export const LifecycleStepSchema = z.object({
  step: z.number(),
  /** Beijing time `YYYY-MM-DD HH:mm:ss` */
  time: z.string(),
  /** member, staff, provider, timer or system */
  actor_kind: z.string(),
  /** the actor named for people: the member's id, the staff member's username, the provider, the job */
  actor: z.string(),
  /** a staff member's role, else '' */
  actor_role: z.string(),
  event: z.string(),
  event_label: z.string(),
  from_state: z.nullable(z.string()),
  from_label: z.string(),
  to_state: z.string(),
  to_label: z.string(),
  note: z.string(),
  /** whether the drawing has an arrow for it (emphasised and numbered) */
  drawn: z.boolean(),
});
export type LifecycleStep = z.infer<typeof LifecycleStepSchema>;

export const LifecycleViewSchema = z.object({
  entity: LifecycleEntitySchema,
  steps: z.array(LifecycleStepSchema),
  /** the statechart with the path emphasised and the current state outlined (SVG text) */
  svg: z.string(),
});
export type LifecycleView = z.infer<typeof LifecycleViewSchema>;

export const LifecycleEntityQuerySchema = z.object({
  kind: kind(),
  number: text().check(z.regex(NUMBER_PATTERN, 'staffLifecycle.numberInvalid')),
  lang: LangField,
});
export const staffLifecycleEntity = call('lifecycle/entity', true, LifecycleEntityQuerySchema, LifecycleViewSchema);

const ReportRangeSchema = {
  from: requiredDay(),
  to: requiredDay(),
  lang: LangField,
};
type Range = { from: string; to: string };
const rangeChecks = [
  z.refine<Range>((f) => f.from <= f.to, { message: 'staffLifecycle.rangeInvalid', path: ['to'] }),
  z.refine<Range>((f) => rangeDays(f.from, f.to) <= LIFECYCLE_REPORT_MAX_DAYS, { message: 'staffLifecycle.rangeTooLong', path: ['to'] }),
] as const;
export const LifecycleReportQuerySchema = z.object(ReportRangeSchema).check(...rangeChecks);

export const TransitionCountSchema = z.object({
  kind: z.enum(LIFECYCLE_KINDS),
  machine: z.string(),
  from_state: z.nullable(z.string()),
  from_label: z.string(),
  event: z.string(),
  event_label: z.string(),
  to_state: z.string(),
  to_label: z.string(),
  count: z.number(),
  /** mean seconds from entering the state it left to taking the transition (null for a creation) */
  mean_s: z.nullable(z.number()),
});
export type TransitionCount = z.infer<typeof TransitionCountSchema>;

export const StaffTransitionSchema = z.object({
  time: z.string(),
  staff: z.string(),
  role: z.string(),
  kind: z.enum(LIFECYCLE_KINDS),
  number: z.string(),
  event: z.string(),
  event_label: z.string(),
  from_label: z.string(),
  to_label: z.string(),
  reason: z.string(),
});
export type StaffTransition = z.infer<typeof StaffTransitionSchema>;

export const LifecycleReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  transitions: z.array(TransitionCountSchema),
  staff: z.array(StaffTransitionSchema),
  /** true when there were more staff transitions than the screen shows (the CSV has them all) */
  staff_truncated: z.boolean(),
});
export type LifecycleReport = z.infer<typeof LifecycleReportSchema>;
export const staffLifecycleReport = call('lifecycle/report', true, LifecycleReportQuerySchema, LifecycleReportSchema);

export const LIFECYCLE_EXPORT_PARTS = ['transitions', 'staff'] as const;
export type LifecycleExportPart = (typeof LIFECYCLE_EXPORT_PARTS)[number];
export const LifecycleExportQuerySchema = z
  .object({ ...ReportRangeSchema, part: z._default(z.pipe(text(), z.enum(LIFECYCLE_EXPORT_PARTS, 'staffLifecycle.partUnknown')), 'staff') })
  .check(...rangeChecks);
/** The report as CSV (UTF-8 with BOM, RFC 4180, cells a spreadsheet would run as formulas defused): the transitions' counts or the staff transitions. */
export const staffLifecycleExport = call('lifecycle/report/export', true, LifecycleExportQuerySchema, z.object({ filename: z.string(), csv: z.string() }));
