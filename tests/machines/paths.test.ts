/**
 * Generated path tests for every machine in MACHINES: one test per path of a transition cover
 * (replayed on a real actor, checked step by step), and 100% transition coverage over all paths
 * of all inputs. Nothing to edit here when a machine is added to the registry.
 */
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines';
import { runPath } from '../helpers/run-path';
import { allEdges, describeEdge, planPaths } from '../helpers/transition-coverage';

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

    it('no path ends in an error snapshot (check inputs and event samples)', () => {
      expect(plan.errors).toEqual([]);
    });

    for (const p of plan.paths) {
      it(p.name, async () => {
        await runPath(entry, p);
      });
    }

    it('takes every transition (100% of edges, over all inputs)', async () => {
      const taken = new Set<string>();
      for (const p of plan.paths) for (const id of await runPath(entry, p)) taken.add(id);
      const missing = allEdges(entry.machine).filter((e) => !taken.has(e.id)).map(describeEdge);
      const early = plan.truncated ? ' (exploration stopped early: the state space is large or unbounded)' : '';
      expect(missing, `edges never taken: add an input or an event sample that reaches them${early}`).toEqual([]);
    });
  });
}
