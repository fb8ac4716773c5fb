import { randomBytes } from 'node:crypto';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { findMemberById, signIn } from '../../src/server/domain/members';
import { SessionCache } from '../../src/server/domain/session-cache';
import { hashToken } from '../../src/server/plugins/auth';
import { codeFor, signedInMember } from '../helpers/members';
import { postForm, testApp, testConfig } from '../helpers/test-app';
import type { TestApp } from './shop-helpers';

/**
 * Member sessions in memory (issue 15): two app instances on one database, each keeping the
 * sessions it has looked up for SESSION_CACHE_MS (here a minute, so only the database's
 * announcements can explain a session ending on the other within a second). A token costs no
 * query on its second call; sign-out, a password change or reset and a member switched off end
 * the session on both; an expired session is refused though held; a lost announcement is bounded
 * by the time. On PGlite and on PostgreSQL (DATABASE_URL=postgres://… npx vitest run --project
 * unit tests/server/session-cache.test.ts).
 */
type App = TestApp['app'];
const LONG_MS = 60_000;
const SHORT_MS = 300;
let t: TestApp;
let other: App;
const instance = (ms: number, db = t.db) => buildApp({ config: { ...testConfig({ SESSION_CACHE_MS: String(ms) }), DATABASE_URL: t.app.config.DATABASE_URL }, db });

beforeAll(async () => {
  t = await testApp({ seed: false, env: { SESSION_CACHE_MS: String(LONG_MS) } });
  other = await instance(LONG_MS);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusAt = async (app: App, token: string) => (await postForm(app, '/api/user/info', { lang: 'en' }, { token })).statusCode;
/** Milliseconds until `app` refuses `token` (polled), or Infinity after `limitMs`. */
async function refusedWithin(app: App, token: string, limitMs = 1_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await statusAt(app, token)) === 401) return Date.now() - start;
    await sleep(10);
  }
  return Infinity;
}
/** Ends a member's sessions with the announcing trigger off, as if the announcement were lost. */
const silentlyEnd = (memberId: number) =>
  t.db.transaction().execute(async (trx) => {
    await sql`alter table member_sessions disable trigger member_sessions_revoked`.execute(trx);
    await trx.deleteFrom('member_sessions').where('member_id', '=', memberId).execute();
    await sql`alter table member_sessions enable trigger member_sessions_revoked`.execute(trx);
  });
const member = (label: string) => signedInMember(t.db, { email: `${label}-${randomBytes(4).toString('hex')}@example.com` });

describe('a session looked up once costs no query', () => {
  it('a token works on both instances; its second call reads no session, a cart or order list is one query', async () => {
    // every statement run, by its query (a builder nested in another is built but not run)
    const built = new Map<unknown, string>();
    const seen: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: (args) => (built.set(args.queryId, JSON.stringify(args.node)), args.node),
      transformResult: async (args) => (seen.push(built.get(args.queryId) ?? ''), args.result),
    };
    const counted = await instance(LONG_MS, t.db.withPlugin(counter));
    try {
      const alice = await member('alice');
      expect(await statusAt(t.app, alice.token)).toBe(200);
      expect(await statusAt(other, alice.token)).toBe(200);
      const calls = async (path: string) => {
        seen.length = 0;
        const answer = (await postForm(counted, path, { lang: 'en' }, alice.headers)).json();
        expect(answer.code, answer.msg).toBe(1);
        // the member's language is kept after the answer (notifications/member-lang.ts, at most
        // once a minute): not part of the read, and it may land before or after the answer is read
        const read = seen.filter((query) => !(query.includes('"UpdateQueryNode"') && query.includes('"lang"')));
        return { sessions: read.filter((query) => query.includes('"member_sessions"')).length, queries: read.length };
      };
      expect(await calls('/api/member/cart/list')).toEqual({ sessions: 1, queries: 2 });
      expect(await calls('/api/member/cart/list')).toEqual({ sessions: 0, queries: 1 });
      expect(await calls('/api/member/order/list')).toEqual({ sessions: 0, queries: 1 });
    } finally {
      await counted.close();
    }
  });

  it('a token made on one instance works on the other at once, though refused there a moment before', async () => {
    const bob = await member('bob');
    const token = randomBytes(32).toString('hex');
    expect(await statusAt(other, token)).toBe(401);
    await t.db.insertInto('member_sessions').values({ token_hash: hashToken(token), member_id: bob.id, expires_at: new Date(Date.now() + 3_600_000) }).execute();
    expect(await statusAt(other, token)).toBe(200);
  });
});

describe('an ended session ends on every instance', () => {
  it('signed out on one instance: refused there at once and on the other within a second', async () => {
    const carol = await member('carol');
    expect(await statusAt(t.app, carol.token)).toBe(200);
    expect(await statusAt(other, carol.token)).toBe(200);
    expect((await postForm(t.app, '/api/user/logout', { lang: 'en' }, carol.headers)).json()).toMatchObject({ code: 1 });
    expect(await statusAt(t.app, carol.token)).toBe(401);
    expect(await refusedWithin(other, carol.token)).toBeLessThan(1_000);
  });

  it('a password changed on one instance ends the other sessions on the other; the asking one stays', async () => {
    const dora = await member('dora');
    const second = (await signIn(t.db, (await findMemberById(t.db, dora.id))!)).token!;
    expect(await statusAt(other, second)).toBe(200);
    expect(await statusAt(other, dora.token)).toBe(200);
    const form = { oldpassword: 'secret-123', newpassword: 'newer-456', renewpassword: 'newer-456', lang: 'en' };
    expect((await postForm(t.app, '/api/user/changepwd', form, dora.headers)).json()).toMatchObject({ code: 1 });
    expect(await statusAt(t.app, second)).toBe(401);
    expect(await refusedWithin(other, second)).toBeLessThan(1_000);
    expect(await statusAt(other, dora.token)).toBe(200);
    expect(await statusAt(t.app, dora.token)).toBe(200);
  });

  it('a password reset on one instance ends every session of the member on both', async () => {
    const email = `erin-${randomBytes(4).toString('hex')}@example.com`;
    const erin = await signedInMember(t.db, { email });
    expect(await statusAt(t.app, erin.token)).toBe(200);
    expect(await statusAt(other, erin.token)).toBe(200);
    const captcha = await codeFor(t.db, erin.id, email, 'resetpwd');
    const form = { type: 'email', account: email, captcha, newpassword: 'newer-456', confirm: 'newer-456', lang: 'en' };
    expect((await postForm(t.app, '/api/user/resetpwd', form)).json()).toMatchObject({ code: 1 });
    expect(await statusAt(t.app, erin.token)).toBe(401);
    expect(await refusedWithin(other, erin.token)).toBeLessThan(1_000);
  });

  it('a member switched off in the database is refused on both within a second', async () => {
    const fred = await member('fred');
    const keep = await member('keep');
    for (const app of [t.app, other]) for (const who of [fred, keep]) expect(await statusAt(app, who.token)).toBe(200);
    await t.db.updateTable('members').set({ switch: 0 }).where('id', '=', fred.id).execute();
    expect(await refusedWithin(t.app, fred.token)).toBeLessThan(1_000);
    expect(await refusedWithin(other, fred.token)).toBeLessThan(1_000);
    expect(await statusAt(other, keep.token)).toBe(200);
  });

  it('a session that expires while held is refused, with no change in the database', async () => {
    const gina = await member('gina');
    const token = randomBytes(32).toString('hex');
    await t.db.insertInto('member_sessions').values({ token_hash: hashToken(token), member_id: gina.id, expires_at: new Date(Date.now() + 400) }).execute();
    expect(await statusAt(other, token)).toBe(200);
    await sleep(450);
    expect(await statusAt(other, token)).toBe(401);
  });
});

describe('a lost announcement is bounded by SESSION_CACHE_MS', () => {
  it('a session deleted without an announcement is refused once the held copy is older than the time', async () => {
    const short = await instance(SHORT_MS);
    try {
      const hugo = await member('hugo');
      expect(await statusAt(short, hugo.token)).toBe(200);
      const heldAt = Date.now();
      await silentlyEnd(hugo.id);
      const early = await statusAt(short, hugo.token);
      if (Date.now() - heldAt < SHORT_MS) expect(early).toBe(200);
      await sleep(SHORT_MS + 50);
      expect(await statusAt(short, hugo.token)).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the listening connection lost (PostgreSQL)', () => {
  it('while it is down nothing is served from memory; a second later it listens again', async () => {
    const ivy = await member('ivy');
    expect(await statusAt(other, ivy.token)).toBe(200);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen member_sessions_revoked' and pid <> pg_backend_pid()`.execute(t.db);
    await sleep(100);
    // ended without an announcement: only a lookup in the database can tell
    await silentlyEnd(ivy.id);
    expect(await statusAt(other, ivy.token)).toBe(401);
    await sleep(1_500);
    // listening again: sessions are served from memory (one ended silently still passes) …
    const jack = await member('jack');
    expect(await statusAt(other, jack.token)).toBe(200);
    await silentlyEnd(jack.id);
    expect(await statusAt(other, jack.token)).toBe(200);
    // … and announcements arrive
    const kate = await member('kate');
    expect(await statusAt(other, kate.token)).toBe(200);
    expect((await postForm(t.app, '/api/user/logout', { lang: 'en' }, kate.headers)).json()).toMatchObject({ code: 1 });
    expect(await refusedWithin(other, kate.token)).toBeLessThan(1_000);
  });
});

describe('SessionCache', () => {
  const session = { id: 7, uuid: 'u', expiresAt: Number.MAX_SAFE_INTEGER };
  const hash = (n: number) => String(n).padStart(64, '0');

  it('keeps an entry for the time, then asks again', () => {
    let now = 1_000;
    const cache = new SessionCache(100, 10, () => now);
    cache.set(hash(1), session, cache.mark());
    now += 99;
    expect(cache.get(hash(1))).toMatchObject({ id: 7 });
    now += 1;
    expect(cache.get(hash(1))).toBeUndefined();
  });

  it('stores nothing a revocation overtook, and drops by token or member', () => {
    const cache = new SessionCache(1_000, 10);
    const before = cache.mark();
    cache.revoked(hash(9));
    cache.set(hash(1), session, before);
    expect(cache.get(hash(1))).toBeUndefined();
    cache.set(hash(1), session, cache.mark());
    cache.set(hash(2), { ...session, id: 8 }, cache.mark());
    cache.revoked('member:7');
    expect(cache.get(hash(1))).toBeUndefined();
    expect(cache.get(hash(2))).toMatchObject({ id: 8 });
    cache.revoked(hash(2));
    expect(cache.size).toBe(0);
  });

  it('holds at most its maximum, the least recently used leaving first; serves nothing while not listening', () => {
    const cache = new SessionCache(1_000, 2);
    cache.set(hash(1), session, cache.mark());
    cache.set(hash(2), session, cache.mark());
    cache.get(hash(1));
    cache.set(hash(3), session, cache.mark());
    expect([cache.get(hash(1)), cache.get(hash(2)), cache.get(hash(3))].map(Boolean)).toEqual([true, false, true]);
    cache.listening(false);
    expect(cache.get(hash(1))).toBeUndefined();
    cache.set(hash(1), session, cache.mark());
    cache.listening(true);
    expect(cache.get(hash(1))).toBeUndefined();
  });
});
