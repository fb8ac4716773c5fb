import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mayCall, SIGNED_OUT, STAFF_ACCESS, STAFF_ROLES, type StaffRole } from '../../src/contract/staff-access';
import { testApp } from '../helpers/test-app';
import { staffSession } from './aftersales-helpers';
import { call, type TestApp } from './shop-helpers';

/**
 * THE permission matrix: every call the app registers under /api/staff/ (collected as Fastify
 * registers them, so calls added later are covered as they land) is a row of STAFF_ACCESS and
 * every row a registered call; each row is called by a session of every role and without one.
 * A role the row does not list gets 403 in its language and the database does not change; a
 * listed role is never refused (an empty form may well be, by validation); no session is 401.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: object) => {
    const app = actual.default(options as never);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create };
});

const ACCESS: Record<string, readonly StaffRole[] | typeof SIGNED_OUT> = STAFF_ACCESS;
/** Calls that end the caller's session: made last, with sessions of their own. */
const ENDS_SESSION = new Set(['/api/staff/logout', '/api/staff/logout/everywhere']);

let t: TestApp;
const sessions = new Map<StaffRole, Record<string, string>>();
beforeAll(async () => {
  t = await testApp();
  for (const role of STAFF_ROLES) sessions.set(role, (await staffSession(t, `matrix-${role}`, role)).headers);
});
afterAll(async () => t.close());

const staffCalls = () => [...new Set(registered.filter((r) => r.url.startsWith('/api/staff/')).map((r) => `${r.method} ${r.url}`))].sort();

/** Every row of every table, as one digest: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ digest: string | null }>`select md5(string_agg(x::text, '|' order by x::text)) as digest from ${sql.table(name)} x`.execute(t.db);
    parts.push(`${name}:${rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}

describe('staff access: every staff call × every role', () => {
  it('every registered staff call is a POST with a row in the access table, and every row is a registered call', () => {
    const calls = staffCalls();
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter((c) => !c.startsWith('POST '))).toEqual([]);
    const paths = calls.map((c) => c.slice('POST '.length));
    expect(paths.filter((path) => !(path in ACCESS)), 'registered without a row in STAFF_ACCESS').toEqual([]);
    expect(Object.keys(ACCESS).filter((path) => !paths.includes(path)), 'rows of STAFF_ACCESS without a registered call').toEqual([]);
  });

  it('a call the table does not list is refused to every role', () => {
    for (const role of [...STAFF_ROLES, null]) expect(mayCall(role, '/api/staff/not-in-the-table')).toBe(false);
  });

  it('a role the row does not list gets 403 in its language and changes nothing; without a session 401', async () => {
    const before = await fingerprint();
    const paths = staffCalls().map((c) => c.slice('POST '.length));
    const problems: string[] = [];
    for (const path of paths) {
      const rule = ACCESS[path];
      if (rule === undefined || rule === SIGNED_OUT) continue;
      for (const role of STAFF_ROLES.filter((r) => !rule.includes(r))) {
        const answer = await call(t, path, { lang: 'tw' }, sessions.get(role));
        if (answer.status !== 403 || answer.msg !== '您的角色無權執行此操作') problems.push(`${role} ${path} → ${answer.status} ${answer.msg}`);
      }
      const anonymous = await call(t, path, { lang: 'en' });
      if (anonymous.status !== 401) problems.push(`no session ${path} → ${anonymous.status} ${anonymous.msg}`);
    }
    expect(problems).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  it('a role the row lists is never refused by the guard, and no empty form answers 5xx', async () => {
    const paths = staffCalls().map((c) => c.slice('POST '.length));
    const problems: string[] = [];
    const check = (who: string, path: string, answer: { status: number; msg: string }) => {
      if (answer.status === 403 || answer.status === 401 || answer.status >= 500) problems.push(`${who} ${path} → ${answer.status} ${answer.msg}`);
    };
    for (const path of paths.filter((p) => !ENDS_SESSION.has(p))) {
      const rule = ACCESS[path];
      if (rule === undefined) continue;
      if (rule === SIGNED_OUT) {
        check('signed out', path, await call(t, path, { lang: 'en' }));
        continue;
      }
      for (const role of rule) check(role, path, await call(t, path, { lang: 'en' }, sessions.get(role)));
    }
    for (const path of paths.filter((p) => ENDS_SESSION.has(p))) {
      const rule = ACCESS[path];
      if (!Array.isArray(rule)) continue;
      for (const role of rule as readonly StaffRole[]) {
        const own = await staffSession(t, undefined, role);
        const answer = await call(t, path, { lang: 'en' }, own.headers);
        check(role, path, answer);
        expect(answer.code, `${role} ${path}`).toBe(1);
      }
    }
    expect(problems).toEqual([]);
  });
});
