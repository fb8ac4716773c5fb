/**
 * Expectation tables of the UI machines: what each step of a generated path must do, kept OUTSIDE
 * the machine under test, in tests/machines/expected/<registry name>.txt. A row is one step as a
 * user or a reviewer sees it:
 *
 *   exchanging —done signInWithCode(code=1) [isSignedIn]→ signedIn / signIn, goToTarget {returnTo="/cart"}
 *   choosing —CHOOSE(method=h5)→ ✗ [no: isOfferedMethod]
 *
 * `from —event [guard taken]→ to`, then the named actions called (`/`), the actors started (`▶`)
 * and the context fields that changed (`{}`); a refusal (`✗`) names the guards that said no and
 * changes nothing. The path tests replay every path and fail on any step that is not a row of
 * the table (a wrong target, a missing call, a refusal that became a transition or the other
 * way round), and on rows no path takes any more. A line `~ <state> on <EVENT> [guard] — why` names a
 * guard that cannot say no on any reachable path (the path tests require every other guard to
 * say no somewhere). Lines starting with `#` are comments. Edit a table by hand, from the spec
 * (/work/shared/spec/winery-spec.md) — never by pasting what the machine does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';
import { guardName, stateText } from './transition-coverage';

export const EXPECTED_DIR = fileURLToPath(new URL('../machines/expected/', import.meta.url));

/**
 * Server-enforced lifecycles (goods order, refund, booking, payment attempt, money refund): they
 * are verified step by step against the real server in tests/server, not by a table here. A
 * machine is one when it is named here or its states carry a spec code in `meta` (machines/meta.ts).
 */
const DOMAIN = new Set(['goodsOrder', 'refund', 'bookingOrder', 'paymentAttempt', 'moneyRefund']);

export function isDomainMachine(name: string, entry: RegisteredMachine): boolean {
  const hasCode = (node: AnyStateNode): boolean =>
    typeof (node.meta as { code?: unknown } | undefined)?.code === 'number' || Object.values(node.states).some(hasCode);
  return DOMAIN.has(name) || hasCode(entry.machine.root);
}

export interface Table {
  file: string;
  rows: Set<string>;
  /** guards that cannot say no, as `<state> on <EVENT> [guard]` */
  cannotRefuse: Set<string>;
}

export function loadTable(name: string): Table | undefined {
  const file = `${EXPECTED_DIR}${name}.txt`;
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return {
    file: `tests/machines/expected/${name}.txt`,
    rows: new Set(lines.filter((l) => !l.startsWith('~ '))),
    cannotRefuse: new Set(lines.filter((l) => l.startsWith('~ ')).map((l) => l.slice(2).split(' — ')[0]!.trim())),
  };
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function leafText(v: unknown): string {
  if (v instanceof Error) return cut(v.message, 40);
  if (typeof v === 'string') return JSON.stringify(cut(v, 32));
  return cut(String(v), 32);
}

/** Leaf paths and values of a payload, objects and arrays flattened, in order. */
function leaves(v: unknown, at = '', depth = 0): [string, string][] {
  if (v instanceof Error || v === null || typeof v !== 'object' || depth > 3) return [[at, leafText(v)]];
  const entries = Object.entries(v as Record<string, unknown>);
  const length: [string, string][] = Array.isArray(v) ? [[at ? `${at}.length` : 'length', String(v.length)]] : [];
  if (!entries.length) return Array.isArray(v) ? length : [[at, '{}']];
  return [...length, ...entries.flatMap(([k, x]) => leaves(x, at ? `${at}.${k}` : k, depth + 1))];
}

const shortType = (type: string) =>
  type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1').replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$1 $2');

/**
 * A readable, stable name for each event sample of a registry entry: its type, and the fewest
 * payload fields (first ones first) that tell it from the other samples of its type. A lone
 * sample shows its top-level plain fields (`CHOOSE(method=sandbox)`), a lone error its message.
 */
export function eventLabels(entry: RegisteredMachine): Map<EventObject, string> {
  const labels = new Map<EventObject, string>();
  const byType = new Map<string, EventObject[]>();
  for (const e of entry.events) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const payloadOf = (e: EventObject) => {
    const { type: _t, ...rest } = e as EventObject & Record<string, unknown>;
    return 'output' in rest ? rest.output : 'error' in rest ? rest.error : rest;
  };
  for (const [type, samples] of byType) {
    const flat = samples.map((e) => new Map(leaves(payloadOf(e))));
    let shown: string[] = [];
    if (samples.length === 1) {
      const [only] = [...flat];
      const payload = payloadOf(samples[0]!);
      const plain = !('output' in samples[0]!) && !('error' in samples[0]!);
      if (plain) shown = Object.entries(payload as object).filter(([, v]) => v === null || typeof v !== 'object').map(([k]) => k);
      else if (only!.has('')) shown = ['']; // an error, or an output that is a plain value
    } else {
      // greedy: the field that tells most samples apart (the shorter text on a tie), until all are told apart
      const paths = [...new Set(flat.flatMap((m) => [...m.keys()]))];
      const groups = (ps: string[]) => new Set(flat.map((m) => ps.map((p) => m.get(p) ?? '-').join('|'))).size;
      const width = (p: string) => flat.reduce((n, m) => n + (m.get(p) ?? '-').length, 0);
      while (groups(shown) < samples.length) {
        const now = groups(shown);
        const best = paths
          .filter((p) => !shown.includes(p) && groups([...shown, p]) > now)
          .sort((a, b) => groups([...shown, b]) - groups([...shown, a]) || width(a) - width(b))[0];
        if (best === undefined) break;
        shown.push(best);
      }
      shown.sort((a, b) => paths.indexOf(a) - paths.indexOf(b));
    }
    const seen = new Map<string, number>();
    samples.forEach((e, i) => {
      const args = shown.map((p) => (p === '' ? (flat[i]!.get('') ?? '-') : `${p}=${flat[i]!.get(p) ?? '-'}`));
      let label = args.length ? `${shortType(type)}(${args.join(', ')})` : shortType(type);
      const n = (seen.get(label) ?? 0) + 1;
      seen.set(label, n);
      if (n > 1) label += ` #${n}`;
      labels.set(e, label);
    });
  }
  return labels;
}

/** What one step did, on the real actor. */
export interface StepRecord {
  label: string;
  before: AnyMachineSnapshot | undefined;
  after: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
  refused: AnyTransitionDefinition[];
  actions: { type: string; params?: unknown }[];
}

const SHOWN_BUILTINS = new Set(['xstate.raise', 'xstate.sendTo', 'xstate.sendParent', 'xstate.emit']);

function actionText(a: { type: string; params?: unknown }): string | undefined {
  if (SHOWN_BUILTINS.has(a.type)) {
    const ev = (a.params as { event?: { type?: string } } | undefined)?.event;
    const timer = ev?.type?.match(/^xstate\.after\.([^.]+)\./);
    if (a.type === 'xstate.raise' && timer) return `⏱ ${timer[1]}`; // a timer set (`after`)
    return `${a.type.slice('xstate.'.length)}(${ev?.type ?? '?'})`;
  }
  if (a.type.startsWith('xstate.') || a.type === '(anonymous)') return undefined;
  return a.type;
}

function contextChanges(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const j = JSON.stringify(a[k]);
    if (j === JSON.stringify(b[k])) continue;
    const v = a[k];
    if (v === null || v === undefined || typeof v !== 'object') out.push(`${k}=${leafText(v)}`);
    else if (j && j.length <= 32) out.push(`${k}=${j}`);
    else out.push(k);
  }
  return out;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** The table row of a step (see the top of this file). */
export function rowOf(s: StepRecord): string {
  const to = `${stateText(s.after.value)}${s.after.status === 'active' ? '' : ` (${s.after.status})`}`;
  if (!s.before) {
    const started = Object.keys(s.after.children);
    const calls = uniq(s.actions.map(actionText).filter((x): x is string => !!x));
    return `${s.label} → ${to}${calls.length ? ` / ${calls.join(', ')}` : ''}${started.length ? ` ▶ ${started.join(', ')}` : ''}`;
  }
  const from = stateText(s.before.value);
  const refusedGuards = uniq(s.refused.filter((t) => t.eventType !== '').map((t) => guardName(t.guard)));
  if (!s.transitions.length) return `${from} —${s.label}→ ✗ [no: ${refusedGuards.join(', ')}]`;
  const guards = uniq(s.transitions.filter((t) => t.guard).map((t) => guardName(t.guard)));
  const calls = uniq(s.actions.map(actionText).filter((x): x is string => !!x));
  const before = s.before.children as Record<string, unknown>;
  const started = Object.entries(s.after.children as Record<string, unknown>)
    .filter(([id, ref]) => before[id] !== ref)
    .map(([id]) => id);
  const changed = contextChanges(s.before.context, s.after.context);
  return (
    `${from} —${s.label}${guards.length ? ` [${guards.join(', ')}]` : ''}→ ${to}` +
    (calls.length ? ` / ${calls.join(', ')}` : '') +
    (started.length ? ` ▶ ${started.join(', ')}` : '') +
    (changed.length ? ` {${changed.join(', ')}}` : '')
  );
}

/** The rows of a table that start like `row` (same state and event), for a failure message. */
export function rowsLike(table: Table, row: string): string[] {
  const head = row.split('→')[0]!.replace(/ \[[^\]]*\]$/, '');
  return [...table.rows].filter((r) => r.startsWith(head));
}
