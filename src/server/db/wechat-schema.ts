import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely types of the WeChat sign-in tables (migration 0004-wechat). */
export interface WechatTables {
  wechat_accounts: {
    id: Generated<number>;
    openid: string;
    unionid: string | null;
    member_id: number;
    nickname: Generated<string>;
    avatar: Generated<string>;
    created: CreatedAt;
  };
  /** An unbound openid waiting for bind; only the SHA-256 of the ticket is kept. */
  wechat_bind_tickets: {
    ticket_hash: string;
    openid: string;
    unionid: string | null;
    nickname: Generated<string>;
    avatar: Generated<string>;
    attempts: Generated<number>;
    created_at: CreatedAt;
    expires_at: Timestamp;
  };
  wechat_oauth_states: {
    state: string;
    return_to: string;
    created_at: CreatedAt;
    expires_at: Timestamp;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
}
