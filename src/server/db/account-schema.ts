import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely types of the account tables (migration 0003-account). */
export interface AccountTables {
  /** One row per code sent; only an HMAC of the code is kept. */
  verification_codes: {
    id: Generated<number>;
    target: string;
    event: string;
    code_hash: string;
    attempts: Generated<number>;
    ip: string;
    created_at: CreatedAt;
    expires_at: Timestamp;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  /**
   * Counters for limits that must hold across server instances: one row per key, a window
   * starting at its first hit.
   */
  rate_limits: {
    key: string;
    window_start: Timestamp;
    hits: number;
  };
  /** Messages the development provider "sent" (readable at GET /dev/outbox outside production). */
  outbox_messages: {
    id: Generated<number>;
    channel: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: CreatedAt;
  };
}
