import { sql, type Kysely } from 'kysely';

/**
 * Messages that follow an order and a booking (issue 16): what each member chose to receive
 * (`members.message_prefs`, null = the defaults) and the language they last used
 * (`members.lang`, null = never seen); `member_messages`, one row per message and channel, its
 * `source` naming what it follows (`history:<status_history id>`, `reminder:<booking id>:<day>`)
 * so that (source, channel) is claimed once however many instances sweep; `notify_handled`, the
 * history rows already turned into messages (or into none); and the sweep's cursor in
 * `app_meta` (`notify_cursor`), starting at the history as it stands, so nothing that happened
 * before this migration is announced.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('lang', 'text', (c) => c.check(sql`lang in ('cn', 'tw', 'en')`))
    .addColumn('message_prefs', 'jsonb')
    .execute();
  await db.schema
    .createTable('member_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('orders', 'bookings', 'reminders')`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_messages_source_channel_key', ['source', 'channel'])
    .execute();
  await sql`create index member_messages_due_idx on member_messages (next_attempt_at) where status = 'queued'`.execute(db);
  await db.schema.createIndex('member_messages_member_idx').on('member_messages').columns(['member_id', 'id']).execute();
  await db.schema
    .createTable('notify_handled')
    .addColumn('history_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into app_meta (key, value)
    select 'notify_cursor', coalesce(max(id), 0)::text from status_history
    on conflict (key) do nothing`.execute(db);
}
