/**
 * Generated path tests for every machine in MACHINES: one test per path of a transition cover
 * (replayed on a real actor, checked step by step), 100% transition coverage over all paths of
 * all inputs, and every guard saying no at least once (refusals are paths too).
 *
 * The UI machines' steps are also checked against their expectation tables
 * (tests/machines/expected/<name>.txt, see tests/helpers/expectations.ts), written from the
 * spec and kept apart from the machine: a wrong target, a lost call or a refusal that became a
 * transition fails here. The server-enforced lifecycles are checked against the real server in
 * tests/server instead.
 */
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines';
import { isDomainMachine, loadTable, rowsLike } from '../helpers/expectations';
import { runPath, type PathRun } from '../helpers/run-path';
import { allEdges, allGuarded, describeEdge, guardName, planPaths, refusalId, type PlannedPath } from '../helpers/transition-coverage';

for (const [name, entry] of Object.entries(MACHINES)) {
  describe(`${name} machine (${entry.file})`, () => {
    let plan: ReturnType<typeof planPaths>;
    try {
      plan = planPaths(entry);
    } catch (err) {
      it('generates its paths', () => {
        throw err;
      });
      return;
    }
    const domain = isDomainMachine(name, entry);
    const table = domain ? undefined : loadTable(name);
    const runs = new Map<PlannedPath, Promise<PathRun>>();
    const run = (p: PlannedPath) => {
      if (!runs.has(p)) runs.set(p, runPath(entry, p));
      return runs.get(p)!;
    };

    it('no path ends in an error snapshot (check inputs and event samples)', () => {
      expect(plan.errors).toEqual([]);
    });

    if (!domain)
      it(`has an expectation table (tests/machines/expected/${name}.txt)`, async () => {
        if (table) return;
        const rows = new Set<string>();
        for (const p of plan.paths) for (const r of (await run(p)).rows) rows.add(r);
        throw new Error(
          `write tests/machines/expected/${name}.txt from the spec: one row per step, what the user should see ` +
            `(tests/helpers/expectations.ts). What the machine does today, to check row by row:\n${[...rows].sort().join('\n')}`,
        );
      });

    for (const p of plan.paths) {
      it(p.name, async () => {
        const { rows } = await run(p);
        if (!table) return;
        rows.forEach((row, k) => {
          if (table.rows.has(row)) return;
          const like = rowsLike(table, row);
          throw new Error(
            `step ${k}: the machine did\n  ${row}\nwhich ${table.file} does not expect` +
              (like.length ? `; from that state on that event it expects:\n  ${like.join('\n  ')}` : ' (no row for that state and event)'),
          );
        });
      });
    }

    it('takes every transition (100% of edges, over all inputs)', async () => {
      const taken = new Set<string>();
      for (const p of plan.paths) for (const id of (await run(p)).taken) taken.add(id);
      const missing = allEdges(entry.machine).filter((e) => !taken.has(e.id)).map(describeEdge);
      const early = plan.truncated ? ' (exploration stopped early: the state space is large or unbounded)' : '';
      expect(missing, `edges never taken: add an input or an event sample that reaches them${early}`).toEqual([]);
    });

    if (domain) return;

    it('every guard says no on some path (refusals are paths too)', async () => {
      const refused = new Set<string>();
      for (const p of plan.paths) for (const id of (await run(p)).refused) refused.add(id);
      const named = (t: ReturnType<typeof allGuarded>[number]) => `${t.source.path.join('.') || '(root)'} on ${t.eventType || 'always'} [${guardName(t.guard)}]`;
      const cannot = table?.cannotRefuse ?? new Set<string>();
      const never = allGuarded(entry.machine).filter((t) => !refused.has(refusalId(t))).map(named);
      expect(
        never.filter((g) => !cannot.has(g)).join('\n'),
        `guards that never said no: add an input or an event sample they refuse (or, when no reachable state lets them, a "~ … — why" line in the table)`,
      ).toBe('');
      const said = [...cannot].filter((g) => !never.includes(g));
      expect(said.join('\n'), `"~" lines of ${table?.file} whose guard does say no on some path`).toBe('');
    });

    it('takes every row of its expectation table (no row is stale)', async () => {
      if (!table) return;
      const seen = new Set<string>();
      for (const p of plan.paths) for (const r of (await run(p)).rows) seen.add(r);
      expect([...table.rows].filter((r) => !seen.has(r)).join('\n'), `rows of ${table.file} no path takes`).toBe('');
    });
  });
}
