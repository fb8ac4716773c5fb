import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Limits kept in the database, so they hold across several server instances. Each key has one
 * window that starts at its first hit and lasts `windowS` seconds; within it at most `max` hits
 * are accepted. The claim is a single upsert, so two instances cannot both take the last hit.
 */
export interface Limit {
  key: string;
  windowS: number;
  max: number;
}

export type HitResult = { ok: true } | { ok: false; retryAfterS: number };

/** Takes one hit if the limit allows it; otherwise says how long until the window ends. */
export async function hit(db: Db, limit: Limit, now = new Date()): Promise<HitResult> {
  const since = new Date(now.getTime() - limit.windowS * 1000);
  const taken = await sql<{ hits: number }>`
    insert into rate_limits (key, window_start, hits) values (${limit.key}, ${now}, 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${since} then excluded.window_start else rate_limits.window_start end,
      hits = case when rate_limits.window_start <= ${since} then 1 else rate_limits.hits + 1 end
    where rate_limits.window_start <= ${since} or rate_limits.hits < ${limit.max}
    returning hits`.execute(db);
  if (taken.rows.length > 0) return { ok: true };
  return { ok: false, retryAfterS: await retryAfter(db, limit, now) };
}

/**
 * Takes one hit on each limit, in order, or none: when one refuses, the hits already taken are
 * given back. For work that must be counted before it is done (a password compared), so a burst
 * of requests cannot all pass a look at the count before any of them adds to it.
 */
export async function hitAll(db: Db, limits: readonly Limit[], now = new Date()): Promise<HitResult> {
  for (const [index, limit] of limits.entries()) {
    const result = await hit(db, limit, now);
    if (result.ok) continue;
    for (const taken of limits.slice(0, index)) await release(db, taken.key);
    return result;
  }
  return { ok: true };
}

/** Gives back one hit (an action that was counted did not happen after all). */
export async function release(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', key).execute();
}

/** Forgets a key (e.g. failed sign-ins after a successful one). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

async function retryAfter(db: Db, limit: Limit, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_limits').select('window_start').where('key', '=', limit.key).executeTakeFirst();
  if (!row) return 0;
  const endMs = row.window_start.getTime() + limit.windowS * 1000;
  return Math.max(1, Math.ceil((endMs - now.getTime()) / 1000));
}

/** Drops windows that ended long ago; called now and then by busy paths. */
export async function pruneLimits(db: Db, olderThanS = 2 * 86_400, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - olderThanS * 1000))
    .execute();
}
