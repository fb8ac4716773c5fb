import { sql } from 'kysely';
import type { Db } from '../db/database';
import { STALE_TOKEN_ERRORS, type Expiring, type JssdkClient } from '../providers/wechat/jssdk';
import type { WechatResult } from '../providers/wechat/oauth';

/**
 * Where a jsapi_ticket comes from: the real Official Account through a cache shared by every
 * instance, or a fixed development ticket.
 */
export interface JsapiTicketSource {
  readonly kind: 'real' | 'development';
  readonly appId: string;
  ticket(now?: Date): Promise<WechatResult<string>>;
}

/** Refresh this long before WeChat's own expiry, so a signed page never holds a dying ticket. */
export const REFRESH_MARGIN_S = 300;

type Kind = 'access_token' | 'jsapi_ticket';

async function stored(db: Db, appId: string, kind: Kind, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('wechat_credentials')
    .select('value')
    .where('app_id', '=', appId)
    .where('kind', '=', kind)
    .where('expires_at', '>', new Date(now.getTime() + REFRESH_MARGIN_S * 1000))
    .executeTakeFirst();
  return row?.value ?? null;
}

async function store(db: Db, appId: string, kind: Kind, fresh: Expiring, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + fresh.expiresIn * 1000);
  await db
    .insertInto('wechat_credentials')
    .values({ app_id: appId, kind, value: fresh.value, expires_at: expiresAt, updated_at: now })
    .onConflict((oc) => oc.columns(['app_id', 'kind']).doUpdateSet({ value: fresh.value, expires_at: expiresAt, updated_at: now }))
    .execute();
}

/**
 * The real ticket, cached in `wechat_credentials`. A fresh ticket is read without a lock; a
 * stale one is refreshed by one holder at a time (a transaction-scoped advisory lock per app),
 * and whoever waited for the lock finds the new ticket and fetches nothing. The access_token
 * is cached the same way; when WeChat says it is no longer valid, a new one is fetched once.
 */
export function cachedTicketSource(db: Db, client: JssdkClient): JsapiTicketSource {
  const appId = client.appId;

  async function refresh(trx: Db, now: Date): Promise<WechatResult<string>> {
    let token = await stored(trx, appId, 'access_token', now);
    const fromCache = token !== null;
    const newToken = async (): Promise<WechatResult<string>> => {
      const fresh = await client.accessToken();
      if (!fresh.ok) return fresh;
      await store(trx, appId, 'access_token', fresh.value, now);
      return { ok: true, value: fresh.value.value };
    };
    if (token === null) {
      const fetched = await newToken();
      if (!fetched.ok) return fetched;
      token = fetched.value;
    }
    let ticket = await client.jsapiTicket(token);
    if (!ticket.ok && fromCache && STALE_TOKEN_ERRORS.includes(ticket.errcode)) {
      const fetched = await newToken();
      if (!fetched.ok) return fetched;
      ticket = await client.jsapiTicket(fetched.value);
    }
    if (!ticket.ok) return ticket;
    await store(trx, appId, 'jsapi_ticket', ticket.value, now);
    return { ok: true, value: ticket.value.value };
  }

  return {
    kind: 'real',
    appId,
    async ticket(now = new Date()) {
      const cached = await stored(db, appId, 'jsapi_ticket', now);
      if (cached !== null) return { ok: true, value: cached };
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`wechat_credentials:${appId}`}))`.execute(trx);
        const refreshed = await stored(trx, appId, 'jsapi_ticket', now);
        if (refreshed !== null) return { ok: true, value: refreshed } as const;
        return refresh(trx, now);
      });
    },
  };
}

/** Development: a fixed ticket, no network. Signatures are computed exactly as for a real one. */
export const DEVELOPMENT_JSAPI_TICKET = 'sandbox-jsapi-ticket-for-development-only';

export function fixedTicketSource(appId: string, ticket = DEVELOPMENT_JSAPI_TICKET): JsapiTicketSource {
  return { kind: 'development', appId, ticket: async () => ({ ok: true, value: ticket }) };
}
