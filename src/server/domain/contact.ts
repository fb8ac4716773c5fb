import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { CONTACT_DUPLICATE_WINDOW_S, CONTACT_LIMIT_MAX, CONTACT_LIMIT_WINDOW_S } from '../../contract/contact';
import type { Lang } from '../../contract/lang';
import type { Db } from '../db/database';
import { hit } from './rate-limit';

export interface ContactSubmission {
  name: string;
  email: string;
  phone: string;
  message: string;
  lang: Lang;
}

export type ContactOutcome = 'stored' | 'duplicate' | 'limited';

/** "The same submission": the email (any case) and the message, as trimmed. */
export const contactFingerprint = (email: string, message: string): string =>
  createHash('sha256').update(`${email.toLowerCase()}\n${message}`, 'utf8').digest('hex');

/**
 * Stores a contact message unless the same email sent the same message within 24 hours
 * (nothing is stored and no limit is spent) or the sender's address or email is over its
 * limit. Checked and stored under a lock on the fingerprint, so two identical submissions
 * racing each other store one row, on one instance or several.
 */
export async function submitContact(db: Db, form: ContactSubmission, ip: string, now = new Date()): Promise<ContactOutcome> {
  const fingerprint = contactFingerprint(form.email, form.message);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`contact:${fingerprint}`}))`.execute(trx);
    const since = new Date(now.getTime() - CONTACT_DUPLICATE_WINDOW_S * 1000);
    const earlier = await trx
      .selectFrom('contact_messages')
      .select('id')
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>', since)
      .executeTakeFirst();
    if (earlier) return 'duplicate';
    for (const key of [`contact:ip:${ip}`, `contact:email:${form.email.toLowerCase()}`]) {
      const taken = await hit(trx, { key, windowS: CONTACT_LIMIT_WINDOW_S, max: CONTACT_LIMIT_MAX }, now);
      if (!taken.ok) return 'limited';
    }
    await trx
      .insertInto('contact_messages')
      .values({ ...form, ip, fingerprint, created_at: now })
      .execute();
    return 'stored';
  });
}
