import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_LIFETIME_S } from '../../contract/constants';
import type { Db } from '../db/database';
import { refuse } from './api';

export interface AuthedMember {
  id: number;
  uuid: string;
  tokenHash: string;
}

declare module 'fastify' {
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

export async function memberFromToken(db: Db, token: string): Promise<AuthedMember | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('member_sessions')
    .innerJoin('members', 'members.id', 'member_sessions.member_id')
    .select(['members.id', 'members.uuid'])
    .where('member_sessions.token_hash', '=', tokenHash)
    .where('member_sessions.expires_at', '>', new Date())
    .where('members.switch', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, uuid: row.uuid, tokenHash } : null;
}

/**
 * Reads the `token` header of every call. A call that needs a member (by its contract, or any
 * call under a member prefix that is not marked public) without a valid token answers HTTP 401.
 */
async function auth(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    request.member = token ? await memberFromToken(app.db, token) : null;
    const declared = request.routeOptions.config?.auth;
    const needsMember =
      declared === 'member' ||
      (declared === undefined && MEMBER_PREFIXES.some((prefix) => request.url.startsWith(prefix)));
    if (needsMember && !request.member) return refuse(request, reply, 401, 'error.loginFirst');
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
