import type { Kysely } from 'kysely';
import { defaultMessagePrefs, MESSAGE_KINDS, type MessagePrefs, type MessageSettings } from '../../../contract/member-messages';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the member receives (their choice, or the defaults) and which channels they can receive on. */
export async function messageSettings(db: Db, memberId: number): Promise<MessageSettings> {
  const row = await db.selectFrom('members').select(['mobile', 'email', 'message_prefs']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const hasEmail = Boolean(row.email);
  return { prefs: row.message_prefs ?? defaultMessagePrefs(hasEmail), has_mobile: Boolean(row.mobile), has_email: hasEmail };
}

export type SaveOutcome = { ok: true; value: MessageSettings } | { ok: false; key: 'memberMessages.noEmail' | 'memberMessages.noMobile' };

/**
 * Saves the member's six choices. A channel turned on without an address to send to is refused
 * (nothing changes), so the screen never shows a choice that cannot work.
 */
export async function saveMessagePrefs(db: Db, memberId: number, prefs: MessagePrefs): Promise<SaveOutcome> {
  const row = await db.selectFrom('members').select(['mobile', 'email']).where('id', '=', memberId).executeTakeFirstOrThrow();
  if (!row.email && MESSAGE_KINDS.some((kind) => prefs[kind].email)) return { ok: false, key: 'memberMessages.noEmail' };
  if (!row.mobile && MESSAGE_KINDS.some((kind) => prefs[kind].sms)) return { ok: false, key: 'memberMessages.noMobile' };
  await db.updateTable('members').set({ message_prefs: JSON.stringify(prefs) }).where('id', '=', memberId).execute();
  return { ok: true, value: await messageSettings(db, memberId) };
}
