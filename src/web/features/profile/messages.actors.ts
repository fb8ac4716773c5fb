import { fromPromise } from 'xstate';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, memberMessagesGet, memberMessagesSave, type MessagePrefs, type MessagePrefsInput, type MessageSettings } from '../../../contract/member-messages';
import { unwrap } from '../../lib/api-client';

/** The "Messages" section's calls, as the promise actors its machine invokes. */
export const fetchSettings = fromPromise<MessageSettings>(() => unwrap(memberMessagesGet, {}));

/** All six choices at once, each '1' (on) or '0' (off). */
export const saveSettings = fromPromise<MessageSettings, MessagePrefs>(({ input }) => {
  const form: Record<string, string> = {};
  for (const kind of MESSAGE_KINDS) for (const channel of MESSAGE_CHANNELS) form[`${kind}_${channel}`] = input[kind][channel] ? '1' : '0';
  return unwrap(memberMessagesSave, form as MessagePrefsInput);
});
