import { normalizePhone } from '../../../contract/phone';
import type { Db } from '../../db/database';
import { renderCode } from './render';
import type { CodeChannel, CodeSender } from './types';

/**
 * The development provider: nothing leaves the machine; each message is kept in
 * `outbox_messages` and shown at GET /dev/outbox (never in production).
 */
export function outboxSender(db: Db, channel: CodeChannel): CodeSender {
  return {
    name: 'outbox',
    async send(message) {
      const { subject, body } = renderCode(message);
      await db.insertInto('outbox_messages').values({ channel, recipient: message.to, subject, body }).execute();
    },
  };
}

export interface OutboxEntry {
  id: number;
  channel: string;
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

/** Newest first, optionally for one recipient. */
export async function readOutbox(db: Db, to?: string, limit = 50): Promise<OutboxEntry[]> {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('recipient', '=', to.trim().toLowerCase().includes('@') ? to.trim().toLowerCase() : (normalizePhone(to) ?? to.trim()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.created_at.toISOString(),
  }));
}
