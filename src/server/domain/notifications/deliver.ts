import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessageSenders } from '../../providers/messaging/notify';

type Db = Kysely<Database>;

/** Messages claimed per pass. */
export const DELIVER_BATCH = 20;
/** A message left `sending` this long was cut off mid-send (an instance stopped): recorded as failed, never sent again. */
const SENDING_STALE = sql`interval '10 minutes'`;

export interface DeliverOptions {
  maxAttempts: number;
  log?: { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };
}

/**
 * Sends the queued messages that are due. Each is claimed before it is sent — one statement
 * moves it to `sending` and counts the attempt (`for update skip locked`: of instances racing,
 * exactly one gets it) — so a message is never sent twice. A refused or unreachable provider
 * puts it back in the queue a minute per attempt later, with the error kept in `last_error`,
 * until `maxAttempts` sends have failed: then it is `failed`. Nothing here throws for one
 * message; answers how many were sent.
 */
export async function deliverDue(db: Db, senders: MessageSenders, options: DeliverOptions): Promise<{ sent: number; failed: number }> {
  await sql`update member_messages set status = 'failed', last_error = 'cut off while sending (an instance stopped); not sent again, it may have arrived'
    where status = 'sending' and claimed_at < now() - ${SENDING_STALE}`.execute(db);
  const claimed = await sql<{ id: number; channel: 'sms' | 'email'; recipient: string; event: string; subject: string; body: string; html: string; params: Record<string, string>; attempts: number }>`
    update member_messages set status = 'sending', claimed_at = now(), attempts = attempts + 1
    where id in (select id from member_messages where status = 'queued' and next_attempt_at <= now()
                 order by next_attempt_at, id for update skip locked limit ${DELIVER_BATCH})
    returning id, channel, recipient, event, subject, body, html, params, attempts`.execute(db);
  let sent = 0;
  let failed = 0;
  // in the order they were queued (an UPDATE … RETURNING answers in no particular order)
  for (const message of claimed.rows.sort((a, b) => a.id - b.id)) {
    try {
      await senders[message.channel].send({
        channel: message.channel,
        to: message.recipient,
        event: message.event,
        subject: message.subject,
        body: message.body,
        html: message.html,
        params: typeof message.params === 'string' ? (JSON.parse(message.params) as Record<string, string>) : message.params,
      });
      await db.updateTable('member_messages').set({ status: 'sent', sent_at: new Date(), last_error: '' }).where('id', '=', message.id).execute();
      sent += 1;
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = message.attempts >= options.maxAttempts;
      await db
        .updateTable('member_messages')
        .set({ status: final ? 'failed' : 'queued', last_error: error, next_attempt_at: sql<Date>`now() + ${`${message.attempts} minutes`}::interval` })
        .where('id', '=', message.id)
        .execute()
        .catch((updateErr: unknown) => options.log?.error({ err: updateErr, messageId: message.id }, 'recording a failed message failed'));
      if (final) failed += 1;
      options.log?.warn?.({ messageId: message.id, attempts: message.attempts, error }, final ? 'a member message failed for good' : 'a member message failed; it will be retried');
    }
  }
  return { sent, failed };
}
