import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';

/**
 * A minimal SMTP client (RFC 5321) for our one kind of mail: EHLO, STARTTLS when asked,
 * AUTH PLAIN or LOGIN, one recipient, a UTF-8 text body in base64. A STARTTLS server that does
 * not offer STARTTLS is refused rather than sent credentials in the clear.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: 'tls' | 'starttls' | 'none';
  user?: string;
  password?: string;
  from: string;
  /** our name in EHLO */
  clientName?: string;
  timeoutMs?: number;
  /** extra TLS options (tests trust their own certificate) */
  tls?: tls.ConnectionOptions;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly reply?: number,
  ) {
    super(message);
  }
}

interface Reply {
  code: number;
  lines: string[];
}

/** Reads whole replies (multi-line `250-…` … `250 …`) from a socket, one at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.feed(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new SmtpError('connection closed')));
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    let at: number;
    while ((at = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, at).replace(/\r$/, '');
      this.buffer = this.buffer.slice(at + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.replies.push({ code: Number(line.slice(0, 3)), lines: this.lines });
        this.lines = [];
      }
    }
    this.flush();
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.flush();
  }

  private flush() {
    if (!this.waiting) return;
    const reply = this.replies.shift();
    if (reply) this.waiting.resolve(reply);
    else if (this.failure) this.waiting.reject(this.failure);
    else return;
    this.waiting = null;
  }

  next(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.flush();
    });
  }
}

const encodeWord = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

/** The message as sent after DATA: headers, base64 body in 76-column lines, CRLF throughout. */
export function buildMessage(from: string, mail: Mail, now = new Date()): string {
  const body = Buffer.from(mail.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  const domain = from.split('@')[1] ?? 'localhost';
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeWord(mail.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

// SNI takes names only
const serverName = (host: string) => (net.isIP(host) ? undefined : host);

function connect(settings: SmtpSettings): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket =
      settings.secure === 'tls'
        ? tls.connect({ host: settings.host, port: settings.port, servername: serverName(settings.host), ...settings.tls }, () => resolve(socket))
        : net.connect({ host: settings.host, port: settings.port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function upgrade(socket: net.Socket, settings: SmtpSettings): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = tls.connect({ socket, servername: serverName(settings.host), ...settings.tls }, () => resolve(secure));
    secure.once('error', reject);
  });
}

/** Sends one mail; resolves when the server accepted it, throws SmtpError otherwise. */
export async function sendMail(settings: SmtpSettings, mail: Mail): Promise<void> {
  for (const address of [settings.from, mail.to]) {
    if (/[\r\n<>]/.test(address)) throw new SmtpError('invalid address');
  }
  let socket = await connect(settings);
  const limitTime = (s: net.Socket) => s.setTimeout(settings.timeoutMs ?? 15_000, () => s.destroy(new SmtpError('timed out')));
  limitTime(socket);
  const reader = new ReplyReader(socket);
  const expect = async (codes: number[], what: string) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new SmtpError(`${what}: ${reply.code} ${reply.lines.join(' ')}`, reply.code);
    return reply;
  };
  const command = async (line: string, codes: number[], what = line.split(' ')[0]!) => {
    socket.write(`${line}\r\n`);
    return expect(codes, what);
  };

  try {
    await expect([220], 'greeting');
    const name = settings.clientName ?? hostname();
    let features = (await command(`EHLO ${name}`, [250])).lines;
    if (settings.secure === 'starttls') {
      if (!features.some((f) => /^STARTTLS\b/i.test(f))) throw new SmtpError('server does not offer STARTTLS');
      await command('STARTTLS', [220]);
      socket.removeAllListeners('data').removeAllListeners('close').removeAllListeners('error');
      socket = await upgrade(socket, settings);
      limitTime(socket);
      reader.attach(socket);
      features = (await command(`EHLO ${name}`, [250])).lines;
    }
    if (settings.user) {
      const auth = features.find((f) => /^AUTH\b/i.test(f))?.toUpperCase().split(/\s+/) ?? [];
      if (auth.includes('PLAIN')) {
        const token = Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString('base64');
        await command(`AUTH PLAIN ${token}`, [235], 'AUTH');
      } else if (auth.includes('LOGIN')) {
        await command('AUTH LOGIN', [334], 'AUTH');
        await command(Buffer.from(settings.user).toString('base64'), [334], 'AUTH user');
        await command(Buffer.from(settings.password ?? '').toString('base64'), [235], 'AUTH');
      } else {
        throw new SmtpError('server offers neither AUTH PLAIN nor AUTH LOGIN');
      }
    }
    await command(`MAIL FROM:<${settings.from}>`, [250], 'MAIL FROM');
    await command(`RCPT TO:<${mail.to}>`, [250, 251], 'RCPT TO');
    await command('DATA', [354]);
    // dot-stuffing: a line starting with "." gets another one
    const data = buildMessage(settings.from, mail).replace(/^\./gm, '..');
    await command(`${data}\r\n.`, [250], 'message');
    socket.write('QUIT\r\n');
    await reader.next().catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
