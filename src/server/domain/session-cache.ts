/**
 * Member sessions held in memory (issue 15): each instance keeps the sessions it has looked up,
 * by token hash, for at most `ttlMs`, so a member's calls cost no database round trip for their
 * token. A session ends on every instance within seconds:
 *
 * - the instance that ends it (sign-out, password change or reset) drops it at once;
 * - the database announces every ended session and every member switched off on the channel
 *   `member_sessions_revoked` (triggers of migration 0030: a token hash, or `member:<id>`), which
 *   every instance listens to (plugins/auth.ts) and drops the entry on;
 * - an entry is never older than `ttlMs`, which bounds a lost announcement; while an instance is
 *   not listening (its listening connection lost) it serves nothing from memory.
 *
 * Only sessions found are kept — an unknown token is looked up again on its next call, so a token
 * made on one instance works on another at once. A session's own expiry is checked on every hit.
 * At most `maxEntries` are kept, the least recently used leaving first.
 */

/** The channel the database announces ended sessions on (migration 0030-session-revocation). */
export const REVOCATION_CHANNEL = 'member_sessions_revoked';
/** Most sessions one instance keeps (about 200 bytes each). */
export const SESSION_CACHE_MAX = 50_000;

export interface CachedSession {
  id: number;
  uuid: string;
  /** when the session itself ends (member_sessions.expires_at), ms */
  expiresAt: number;
}

interface Entry extends CachedSession {
  /** when this copy stops being trusted, ms */
  freshUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** counts revocations: a lookup that started before one must not store what it read */
  private generation = 0;
  /** false while announcements may be missed (not listening): nothing is served from memory */
  private trusted: boolean;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_MAX,
    private readonly now: () => number = Date.now,
    /** whether announcements arrive from the start (else after `listening(true)`) */
    trusted = true,
  ) {
    this.trusted = trusted;
  }

  get size() {
    return this.entries.size;
  }

  /** The session of `tokenHash` if held and fresh; undefined when the database must be asked. */
  get(tokenHash: string): CachedSession | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    // most recently used last
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  /** The generation to pass to `set` for a lookup starting now. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a session the database answered, unless a revocation came while it was read. */
  set(tokenHash: string, session: CachedSession, generation: number): void {
    if (this.ttlMs <= 0 || !this.trusted || generation !== this.generation) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...session, freshUntil: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  dropToken(tokenHash: string): void {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  dropMember(memberId: number): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.id === memberId) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** An announcement of the channel: a token hash, or `member:<id>`; anything else clears all. */
  revoked(payload: string): void {
    const member = /^member:(\d+)$/.exec(payload);
    if (member) this.dropMember(Number(member[1]));
    else if (/^[0-9a-f]{64}$/.test(payload)) this.dropToken(payload);
    else this.clear();
  }

  /** Whether announcements arrive: losing them clears the cache and stops serving from it. */
  listening(on: boolean): void {
    if (!on) this.clear();
    this.trusted = on;
  }
}
