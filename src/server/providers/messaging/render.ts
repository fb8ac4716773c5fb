import { translate } from '../../i18n';
import type { OutgoingCode } from './types';

/** The code message in the member's language: a subject for mail, one line for SMS. */
export function renderCode(message: OutgoingCode): { subject: string; body: string } {
  const params = { code: message.code, minutes: String(message.ttlMinutes) };
  if (message.channel === 'mobile') return { subject: '', body: translate(message.lang, 'auth.codeMail.sms', params) };
  return {
    subject: translate(message.lang, 'auth.codeMail.subject'),
    body: translate(message.lang, 'auth.codeMail.body', params),
  };
}
