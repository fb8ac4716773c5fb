import type { ColumnType, Generated } from 'kysely';
import type { MessagePrefs } from '../../contract/member-messages';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Kysely types of the messages that follow orders and bookings (migration 0033). */
export interface NotifyTables {
  member_messages: {
    id: Generated<number>;
    /** what the message follows: `history:<status_history id>` or `reminder:<booking id>:<YYYY-MM-DD>`; unique with `channel` */
    source: string;
    channel: 'sms' | 'email';
    member_id: number;
    kind: 'orders' | 'bookings' | 'reminders';
    /** the template's event, e.g. `order.paid` */
    event: string;
    lang: string;
    recipient: string;
    subject: Generated<string>;
    body: string;
    html: Generated<string>;
    /** the SMS template's variables (Aliyun TemplateParam) */
    params: ColumnType<Record<string, string>, string | undefined, string>;
    status: Generated<'queued' | 'sending' | 'sent' | 'failed'>;
    attempts: Generated<number>;
    last_error: Generated<string>;
    next_attempt_at: Time;
    claimed_at: MaybeTime;
    sent_at: MaybeTime;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
  notify_handled: {
    history_id: number;
    created_at: ColumnType<Date, Date | string | undefined, never>;
  };
}

/** The columns 0033 adds to `members`. */
export interface MemberMessageColumns {
  /** the language the member last used (cn, tw, en); null until seen */
  lang: ColumnType<string | null, string | null | undefined, string | null>;
  /** what the member chose to receive; null = the defaults */
  message_prefs: ColumnType<MessagePrefs | null, string | null | undefined, string | null>;
}
