import net from 'node:net';
import { SMTPServer, type SMTPServerOptions, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/database';
import { translate } from '../../src/server/i18n';
import { createMessaging } from '../../src/server/providers/messaging';
import { smtpSender, type SmtpSettings } from '../../src/server/providers/messaging/smtp';
import { DeliveryError, type OutgoingCode } from '../../src/server/providers/messaging/types';
import { TEST_CERT, TEST_KEY } from '../fakes/test-cert';
import { testApp } from '../helpers/test-app';
import { call } from './content-helpers';

/**
 * The SMTP provider (nodemailer) against a local smtp-server (by nodemailer's authors) on a free
 * port, with AUTH required: what arrives, how failures are reported, and the timeout.
 */
interface Received {
  from: string;
  to: string[];
  secure: boolean;
  raw: Buffer;
}

interface Server {
  port: number;
  mails: Received[];
  /** every AUTH attempt: method, user, whether the password was right */
  auths: Array<{ method: string; user: string; ok: boolean }>;
  close: () => Promise<void>;
}

const USER = 'mailer';
const PASSWORD = 'pä55-wörd';

async function startServer(options: Partial<SMTPServerOptions> & { rejectRecipients?: string[] } = {}): Promise<Server> {
  const mails: Received[] = [];
  const auths: Server['auths'] = [];
  const { rejectRecipients = [], ...rest } = options;
  const server = new SMTPServer({
    key: TEST_KEY,
    cert: TEST_CERT,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    disableReverseLookup: true,
    ...rest,
    onAuth(auth, _session, callback) {
      const ok = auth.username === USER && auth.password === PASSWORD;
      auths.push({ method: auth.method, user: auth.username ?? '', ok });
      if (!ok) return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.includes(address.address)) return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, mails, auths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes RFC 2047 encoded words (B and Q), joining adjacent words' bytes before UTF-8 decoding. */
function decodeWords(value: string): string {
  return value.replace(/(=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind!.toLowerCase() === 'b' ? Buffer.from(text!, 'base64') : qpBytes(text!.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function qpBytes(text: string): Buffer {
  const out: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i += 1) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      out.push(Number.parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(out);
}

/** The headers (unfolded, names in lower case) and the decoded text body of a single-part mail. */
function parseMail(raw: Buffer) {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of text.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const rawBody = text.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qpBytes(rawBody).toString('utf8')
        : Buffer.from(rawBody, 'latin1').toString('utf8');
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

const code = (over: Partial<OutgoingCode> = {}): OutgoingCode => ({
  channel: 'email',
  to: 'guest@example.com',
  code: '482913',
  event: 'register',
  lang: 'cn',
  ttlMinutes: 5,
  ...over,
});

const settings = (port: number, over: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: 'starttls',
  user: USER,
  password: PASSWORD,
  from: 'no-reply@estate.test',
  timeoutMs: 2_000,
  tls: { ca: TEST_CERT, servername: 'localhost' },
  ...over,
});

describe('the SMTP provider against a local smtp-server with AUTH required', () => {
  it('STARTTLS, AUTH, then the code mail: right recipient, UTF-8 subject and body in the member’s language', async () => {
    const server = await startServer();
    try {
      await smtpSender(settings(server.port)).send(code({ lang: 'cn' }));
      expect(server.auths).toEqual([{ method: 'PLAIN', user: USER, ok: true }]);
      expect(server.mails).toHaveLength(1);
      const mail = server.mails[0]!;
      expect(mail).toMatchObject({ from: 'no-reply@estate.test', to: ['guest@example.com'], secure: true });
      const parsed = parseMail(mail.raw);
      expect(parsed.headers.get('to')).toBe('guest@example.com');
      expect(parsed.headers.get('content-type')).toMatch(/text\/plain; charset=utf-8/i);
      expect(parsed.subject).toBe(translate('cn', 'auth.codeMail.subject'));
      expect(parsed.subject).toMatch(/[\u4e00-\u9fff]/);
      expect(parsed.body).toBe(translate('cn', 'auth.codeMail.body', { code: '482913', minutes: '5' }));
      expect(parsed.body).toContain('482913');
      expect(parsed.body).toMatch(/[\u4e00-\u9fff]{2}/);
    } finally {
      await server.close();
    }
  });

  it('Traditional Chinese and English mails, over TLS from the first byte with AUTH LOGIN', async () => {
    const server = await startServer({ secure: true, authMethods: ['LOGIN'] });
    try {
      const sender = smtpSender(settings(server.port, { secure: 'tls', host: 'localhost' }));
      await sender.send(code({ lang: 'tw', to: 'tw@example.com' }));
      await sender.send(code({ lang: 'en', to: 'en@example.com' }));
      expect(server.auths.map((a) => [a.method, a.ok])).toEqual([['LOGIN', true], ['LOGIN', true]]);
      const [tw, en] = server.mails.map((m) => ({ to: m.to, secure: m.secure, ...parseMail(m.raw) }));
      expect(tw).toMatchObject({ to: ['tw@example.com'], secure: true, subject: translate('tw', 'auth.codeMail.subject') });
      expect(tw!.body).toContain('您的驗證碼是 482913');
      expect(en).toMatchObject({ to: ['en@example.com'], subject: translate('en', 'auth.codeMail.subject') });
      expect(en!.body).toBe(translate('en', 'auth.codeMail.body', { code: '482913', minutes: '5' }));
    } finally {
      await server.close();
    }
  });

  it('a wrong password is a DeliveryError with the server’s 535, nothing is sent, nothing crashes', async () => {
    const server = await startServer();
    try {
      const failure = await smtpSender(settings(server.port, { password: 'wrong' })).send(code()).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DeliveryError);
      expect(failure).toMatchObject({ providerCode: '535' });
      expect((failure as Error).message).not.toContain('wrong');
      expect(server.auths).toEqual([{ method: 'PLAIN', user: USER, ok: false }]);
      expect(server.mails).toHaveLength(0);
      // the same server still takes the next, correct, mail
      await smtpSender(settings(server.port)).send(code());
      expect(server.mails).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('refuses to send credentials when STARTTLS is expected but not offered', async () => {
    const server = await startServer({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    try {
      await expect(smtpSender(settings(server.port)).send(code())).rejects.toBeInstanceOf(DeliveryError);
      expect(server.auths).toHaveLength(0);
      expect(server.mails).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('a refused recipient is a failure with the server’s 550; a header injection in the address sends nothing extra', async () => {
    const server = await startServer({ rejectRecipients: ['nobody@example.com'] });
    try {
      await expect(smtpSender(settings(server.port)).send(code({ to: 'nobody@example.com' }))).rejects.toMatchObject({ providerCode: '550' });
      for (const to of ['x@example.com\r\nBcc: evil@example.net', 'x@example.com, evil@example.net', 'Evil <evil@example.net>']) {
        await expect(smtpSender(settings(server.port)).send(code({ to })), to).rejects.toBeInstanceOf(DeliveryError);
      }
      expect(server.mails).toHaveLength(0);
      for (const mail of server.mails) {
        expect(mail.to).not.toContain('evil@example.net');
        expect(parseMail(mail.raw).headers.has('bcc')).toBe(false);
      }
    } finally {
      await server.close();
    }
  });

  it('without a user, sends without AUTH to a local relay (SMTP_SECURE=none)', async () => {
    const server = await startServer({ authOptional: true, hideSTARTTLS: true });
    try {
      await smtpSender(settings(server.port, { secure: 'none', user: undefined, password: undefined })).send(code({ lang: 'en' }));
      expect(server.auths).toHaveLength(0);
      expect(server.mails[0]).toMatchObject({ to: ['guest@example.com'], secure: false });
    } finally {
      await server.close();
    }
  });
});

describe('a server that never answers', () => {
  let silent: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // accepts the connection and then says nothing, like a firewalled or hung mail server
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('times out within the configured time, as a DeliveryError', async () => {
    const started = Date.now();
    const failure = await smtpSender(settings(port, { timeoutMs: 400 })).send(code()).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as Error).message).toMatch(/time/i);
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(1_500);
  });

  it('the configured SMTP_TIMEOUT_MS reaches the provider', async () => {
    const config = loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'a@estate.test', SMTP_TIMEOUT_MS: '300' });
    const started = Date.now();
    await expect(createMessaging(config, {} as Db).email.send(code())).rejects.toBeInstanceOf(DeliveryError);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a closed port fails at once', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(smtpSender(settings(closedPort)).send(code())).rejects.toBeInstanceOf(DeliveryError);
  });
});

describe('SMTP settings', () => {
  it('a 10 s timeout by default; one below 100 ms or not a number is refused, naming it', () => {
    expect(loadConfig({}).SMTP_TIMEOUT_MS).toBe(10_000);
    for (const value of ['50', 'soon']) {
      expect(() => loadConfig({ SMTP_TIMEOUT_MS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_TIMEOUT_MS: value })).toThrow(/SMTP_TIMEOUT_MS/);
    }
  });
});

describe('a verification code by email through the site, with EMAIL_PROVIDER=smtp', () => {
  it('arrives in the member’s language; a wrong password answers “could not be sent”, never a 500', async () => {
    const server = await startServer({ allowInsecureAuth: true, hideSTARTTLS: true });
    const env = (password: string) => ({
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(server.port),
      SMTP_SECURE: 'none',
      SMTP_USER: USER,
      SMTP_PASSWORD: password,
      SMTP_FROM: 'no-reply@estate.test',
      SMTP_TIMEOUT_MS: '2000',
    });
    const good = await testApp({ seed: false, env: env(PASSWORD) });
    const bad = await testApp({ seed: false, env: env('wrong') });
    try {
      const sent = await call(good, '/api/ems/send', { email: 'member@example.com', event: 'register', lang: 'cn' });
      expect(sent).toMatchObject({ status: 200, code: 1 });
      expect(server.mails).toHaveLength(1);
      const mail = parseMail(server.mails[0]!.raw);
      expect(server.mails[0]!.to).toEqual(['member@example.com']);
      expect(mail.subject).toBe(translate('cn', 'auth.codeMail.subject'));
      const sentCode = /\d{6}/.exec(mail.body)?.[0];
      expect(sentCode).toBeDefined();
      expect(mail.body).toBe(translate('cn', 'auth.codeMail.body', { code: sentCode!, minutes: '5' }));
      expect(server.auths.at(-1)).toEqual({ method: 'PLAIN', user: USER, ok: true });

      const refused = await call(bad, '/api/ems/send', { email: 'member@example.com', event: 'register', lang: 'tw' });
      expect(refused).toMatchObject({ status: 200, code: 0, msg: translate('tw', 'auth.sendFailed'), data: null });
      expect(server.auths.at(-1)).toMatchObject({ ok: false });
      expect(server.mails).toHaveLength(1);
    } finally {
      await good.close();
      await bad.close();
      await server.close();
    }
  });
});
