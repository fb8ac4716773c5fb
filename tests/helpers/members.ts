import type { Lang } from '../../src/contract/lang';
import type { CodeEvent } from '../../src/contract/verification';
import type { Db } from '../../src/server/db/database';
import { createMember, signIn } from '../../src/server/domain/members';
import { codeKey, issueCode, type CodeKey } from '../../src/server/domain/verification';
import type { OutgoingCode } from '../../src/server/providers/messaging/types';
import { testConfig } from './test-app';

/** A member signed in through the domain, with the token a browser would hold. */
export async function signedInMember(db: Db, fields: { mobile?: string; email?: string; password?: string; nickname?: string }) {
  const row = await createMember(db, { password: 'secret-123', ...fields });
  const info = await signIn(db, row);
  return { id: row.id, token: info.token!, headers: { token: info.token! } };
}

/** The code key of an app built with the tests' configuration (no CODE_SECRET). */
const testAppKey = codeKey(testConfig({}).CODE_SECRET);

/**
 * Issues a real code through the verification domain and answers it, as if read from the phone.
 * `key`: the code key of the app that will check it (by default, one built with the tests' configuration).
 */
export async function codeFor(db: Db, memberId: number, target: string, event: CodeEvent, lang: Lang = 'en', key: CodeKey = testAppKey): Promise<string> {
  let sent: OutgoingCode | undefined;
  const capture = { name: 'capture', send: async (message: OutgoingCode) => void (sent = message) };
  const channel = target.includes('@') ? 'email' : 'mobile';
  const result = await issueCode(key, db, { sms: capture, email: capture, cooldownS: 60 }, { channel, target, event, lang, memberId });
  if (!result.ok || !sent) throw new Error(`no code issued: ${result.ok ? 'nothing sent' : result.key}`);
  return sent.code;
}

/** A multipart body with one file part, the way a browser's FormData sends it. */
export function multipart(file: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----winery${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
