import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessageSenders } from '../../providers/messaging/notify';

type Db = Kysely<Database>;

/** Messages claimed at a time: a pass claims batch after batch while it has time and the queue is not empty. */
export const DELIVER_BATCH = 20;
/** Recipients sent to at once within a batch; one recipient's messages go one after the other, in order. */
export const DELIVER_PARALLEL = 4;
/** A message left `sending` this long was cut off mid-send (an instance stopped): recorded as failed, never sent again. */
const SENDING_STALE = sql`interval '10 minutes'`;

export interface DeliverOptions {
  maxAttempts: number;
  log?: { error: (obj: object, msg: string) => void; warn?: (obj: object, msg: string) => void };
  /** messages claimed at a time (tests); DELIVER_BATCH otherwise */
  batch?: number;
  /** true once no further batch may be claimed (the pass's time is spent, the app is closing); one batch at least */
  enough?: () => boolean;
}

interface Claimed {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  event: string;
  subject: string;
  body: string;
  html: string;
  params: Record<string, string>;
  attempts: number;
}

/**
 * Sends the queued messages that are due, a batch at a time until none is due or it is
 * `enough`. Each is claimed before it is sent — one statement moves a batch to `sending` and
 * counts the attempt (`for update skip locked`: of instances racing, exactly one gets each) — so
 * a message is never sent twice. Within a batch, DELIVER_PARALLEL recipients are sent to at once,
 * and each recipient's messages in the order they were queued (paid before shipped). A refused
 * or unreachable provider puts a message back in the queue a minute per attempt later, with the
 * error kept in `last_error`, until `maxAttempts` sends have failed: then it is `failed`.
 * Nothing here throws for one message. Answers how many were sent and failed for good, and
 * whether due messages may be left (`more`: it was enough after a full batch).
 */
export async function deliverDue(db: Db, senders: MessageSenders, options: DeliverOptions): Promise<{ sent: number; failed: number; more: boolean }> {
  await sql`update member_messages set status = 'failed', last_error = 'cut off while sending (an instance stopped); not sent again, it may have arrived'
    where status = 'sending' and claimed_at < now() - ${SENDING_STALE}`.execute(db);
  const batch = options.batch ?? DELIVER_BATCH;
  const totals = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await sql<Claimed>`
      update member_messages set status = 'sending', claimed_at = now(), attempts = attempts + 1
      where id in (select id from member_messages where status = 'queued' and next_attempt_at <= now()
                   order by next_attempt_at, id for update skip locked limit ${batch})
      returning id, channel, recipient, event, subject, body, html, params, attempts`.execute(db);
    await inParallel(byRecipient(claimed.rows), DELIVER_PARALLEL, async (messages) => {
      for (const message of messages) {
        const outcome = await sendOne(db, senders, message, options);
        if (outcome === 'sent') totals.sent += 1;
        if (outcome === 'failed') totals.failed += 1;
      }
    });
    if (claimed.rows.length < batch) return { ...totals, more: false };
    if (!options.enough || options.enough()) return { ...totals, more: true };
  }
}

/** One claimed message sent and its outcome recorded: `sent`, `retry` (queued again) or `failed` for good. */
async function sendOne(db: Db, senders: MessageSenders, message: Claimed, options: DeliverOptions): Promise<'sent' | 'retry' | 'failed'> {
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
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const final = message.attempts >= options.maxAttempts;
    await db
      .updateTable('member_messages')
      .set({ status: final ? 'failed' : 'queued', last_error: error, next_attempt_at: sql<Date>`now() + ${`${message.attempts} minutes`}::interval` })
      .where('id', '=', message.id)
      .execute()
      .catch((updateErr: unknown) => options.log?.error({ err: updateErr, messageId: message.id }, 'recording a failed message failed'));
    options.log?.warn?.({ messageId: message.id, attempts: message.attempts, error }, final ? 'a member message failed for good' : 'a member message failed; it will be retried');
    return final ? 'failed' : 'retry';
  }
  // sent: a failure to record it leaves it `sending` (failed after SENDING_STALE), never queued to go twice
  await db
    .updateTable('member_messages')
    .set({ status: 'sent', sent_at: new Date(), last_error: '' })
    .where('id', '=', message.id)
    .execute()
    .catch((err: unknown) => options.log?.error({ err, messageId: message.id }, 'recording a sent message failed; it is not sent again'));
  return 'sent';
}

/** A batch's messages per recipient (channel and address), each list in the order they were queued. */
function byRecipient(messages: Claimed[]): Claimed[][] {
  const lists = new Map<string, Claimed[]>();
  // an UPDATE … RETURNING answers in no particular order
  for (const message of [...messages].sort((a, b) => a.id - b.id)) {
    const key = `${message.channel} ${message.recipient}`;
    const list = lists.get(key);
    if (list) list.push(message);
    else lists.set(key, [message]);
  }
  return [...lists.values()];
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
