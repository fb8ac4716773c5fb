import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from '../../src/server/db/database';

/**
 * The plans PostgreSQL (or PGlite, which plans as it does) chooses for a statement: for its
 * values, and as a named statement once it has settled on a generic plan (the server keeps its
 * hot statements prepared, db/server-statements.ts): planned without its values.
 */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

const asCompiled = (query: Compilable | CompiledQuery): CompiledQuery => ('compile' in query ? query.compile() : query);

function nodesOf(plan: PlanNode): PlanNode[] {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return nodes;
}

/** Every node of the plan chosen for `query` with its own parameters. */
export async function planOf(db: Db, query: Compilable | CompiledQuery): Promise<PlanNode[]> {
  const compiled = asCompiled(query);
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  return nodesOf(result.rows[0]!['QUERY PLAN'][0].Plan);
}

/** A test's value as a literal of an EXECUTE: numbers, null, and text without quotes (a date as its ISO text). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string' && !value.includes("'")) return `'${value}'`;
  throw new Error(`a value to write into an EXECUTE: ${String(value)}`);
}

/** Every node of the generic plan of `query` (plan_cache_mode = force_generic_plan). */
export async function genericPlanOf(db: Db, query: Compilable | CompiledQuery): Promise<PlanNode[]> {
  const compiled = asCompiled(query);
  const values = compiled.parameters.map(literal);
  const result = await db.connection().execute(async (conn) => {
    await conn.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_generic_plan'));
    await conn.executeQuery(CompiledQuery.raw(`prepare plan_probe as ${compiled.sql}`));
    try {
      return await conn.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (format json) execute plan_probe${values.length > 0 ? `(${values.join(', ')})` : ''}`),
      );
    } finally {
      await conn.executeQuery(CompiledQuery.raw('deallocate plan_probe'));
      await conn.executeQuery(CompiledQuery.raw('reset plan_cache_mode'));
    }
  });
  return nodesOf(result.rows[0]!['QUERY PLAN'][0].Plan);
}

/** The scans of a plan, as `<node type> <table> <index>` (a bitmap index scan names no table). */
export const scansOf = (nodes: PlanNode[]) =>
  nodes
    .filter((node) => node['Relation Name'] || node['Index Name'])
    .map((node) => [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' '));
