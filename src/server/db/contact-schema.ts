import type { ColumnType, Generated } from 'kysely';
import type { Lang } from '../../contract/lang';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely types of migration 0007-contact: contact messages and the WeChat JS-SDK credentials. */
export interface ContactTables {
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    phone: string;
    message: string;
    lang: Lang;
    ip: Generated<string>;
    fingerprint: string;
    created_at: CreatedAt;
  };
  /** one row per (app, kind): the access_token or jsapi_ticket in use and when it expires */
  wechat_credentials: {
    app_id: string;
    kind: 'access_token' | 'jsapi_ticket';
    value: string;
    expires_at: Timestamp;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}
