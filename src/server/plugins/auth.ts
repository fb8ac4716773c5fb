import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type pg from 'pg';
import { SESSION_LIFETIME_S } from '../../contract/constants';
import { embeddedDatabase, type Db } from '../db/database';
import { REVOCATION_CHANNEL, SessionCache } from '../domain/session-cache';
import { refuse } from './api';

export interface AuthedMember {
  id: number;
  uuid: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's member sessions in memory; drop a session here when ending it */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    member: AuthedMember | null;
  }
  interface FastifyContextConfig {
    auth?: 'public' | 'member';
  }
}

/** Path prefixes whose calls need a member unless the contract marks the call public. */
const MEMBER_PREFIXES = ['/api/member/'];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 32 random bytes handed to the member once, only their hash stored. */
export async function createSession(db: Db, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('member_sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_S * 1000),
    })
    .execute();
  return token;
}

/**
 * The member of a token as far as memory knows it, without waiting: null for a malformed token or
 * a held session past its expiry, the member for a held one, undefined when the database must say.
 */
function heldMember(token: string, sessions?: SessionCache): { tokenHash: string; member?: AuthedMember | null } | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const held = sessions?.get(tokenHash);
  if (!held) return { tokenHash };
  return { tokenHash, member: held.expiresAt > Date.now() ? { id: held.id, uuid: held.uuid, tokenHash } : null };
}

/** The session's member from the database, which `sessions` then keeps. */
async function storedMember(db: Db, tokenHash: string, sessions?: SessionCache): Promise<AuthedMember | null> {
  const generation = sessions?.mark() ?? 0;
  const row = await db
    .selectFrom('member_sessions')
    .innerJoin('members', 'members.id', 'member_sessions.member_id')
    .select(['members.id', 'members.uuid', 'member_sessions.expires_at'])
    .where('member_sessions.token_hash', '=', tokenHash)
    .where('member_sessions.expires_at', '>', new Date())
    .where('members.switch', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  sessions?.set(tokenHash, { id: row.id, uuid: row.uuid, expiresAt: row.expires_at.getTime() }, generation);
  return { id: row.id, uuid: row.uuid, tokenHash };
}

/**
 * The member of a token: from `sessions` when it holds the session fresh (no database round
 * trip), else from the database, whose answer `sessions` then keeps. A session past its expiry
 * is refused either way; an unknown token is not remembered.
 */
export async function memberFromToken(db: Db, token: string, sessions?: SessionCache): Promise<AuthedMember | null> {
  const known = heldMember(token, sessions);
  if (!known) return null;
  return known.member !== undefined ? known.member : storedMember(db, known.tokenHash, sessions);
}

const RECONNECT_MS = 1_000;

/**
 * Listens for ended sessions (migration 0030's announcements) and drops them from `sessions`.
 * On a PostgreSQL server: a connection of its own, opened again a second after it is lost;
 * while it is down `sessions` serves nothing from memory. On PGlite: its notifications.
 */
async function listenForRevocations(app: FastifyInstance, sessions: SessionCache): Promise<void> {
  const url = app.config.DATABASE_URL;
  const embedded = embeddedDatabase(app.db);
  if (!url) {
    if (!embedded) return; // a database this process alone writes: the local drops suffice
    await sql`listen member_sessions_revoked`.execute(app.db);
    const stop = embedded.onNotification((channel, payload) => channel === REVOCATION_CHANNEL && sessions.revoked(payload));
    app.addHook('onClose', async () => stop());
    return;
  }
  const { Client } = (await import('pg')).default;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    sessions.listening(false);
    current.end().catch(() => {});
    if (closing) return;
    if (error) app.log.warn(`session announcements lost (${error.message}); listening again in ${RECONNECT_MS} ms`);
    timer = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const current = new Client({ connectionString: url });
    client = current;
    current.on('notification', (message) => message.channel === REVOCATION_CHANNEL && sessions.revoked(message.payload ?? ''));
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${REVOCATION_CHANNEL}`);
      if (client === current && !closing) sessions.listening(true);
    } catch (error) {
      lost(current, error as Error);
    }
  };
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    sessions.listening(false);
    await current?.end().catch(() => {});
  });
  await connect();
}

/** Refuses a call without a member; a route that needs one runs it after the token is read. */
function memberRequired(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.member) done();
  else refuse(request, reply, 401, 'error.loginFirst');
}

/**
 * Reads the `token` header of every call, the session looked up through this instance's
 * SessionCache (domain/session-cache.ts). A call that needs a member (by its contract, or any
 * call under a member prefix that is not marked public) without a valid token answers HTTP 401.
 */
async function auth(app: FastifyInstance) {
  // on a PostgreSQL server other instances end sessions too: trusted once listening
  const sessions = new SessionCache(app.config.SESSION_CACHE_MS, undefined, undefined, !app.config.DATABASE_URL);
  app.decorate('sessions', sessions);
  if (app.config.SESSION_CACHE_MS > 0) await listenForRevocations(app, sessions);
  app.decorateRequest('member', null);
  // whether a route needs a member is decided once, when it is added: a call does not read its
  // route's options (Fastify builds them anew on each read; a cached read's throughput was 4 % less)
  app.addHook('onRoute', (route) => {
    const declared = route.config?.auth;
    const needsMember =
      declared === 'member' ||
      (declared === undefined && MEMBER_PREFIXES.some((prefix) => route.url.startsWith(prefix)));
    if (needsMember) route.preHandler = [memberRequired, ...[route.preHandler ?? []].flat()];
  });
  // a callback hook, answered at once when no token is sent or its session is held: most calls
  // then wait for no promise here (a cached read's CPU was a few per cent less)
  app.addHook('preHandler', (request, _reply, done) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    const known = token ? heldMember(token, sessions) : null;
    if (!known || known.member !== undefined) {
      request.member = known?.member ?? null;
      return done();
    }
    storedMember(app.db, known.tokenHash, sessions).then((member) => {
      request.member = member;
      done();
    }, done);
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
