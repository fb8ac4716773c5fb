import net from 'node:net';
import tls from 'node:tls';
import { TEST_CERT, TEST_KEY } from './test-cert';

/**
 * A local SMTP server speaking enough of RFC 5321 to check our client: greeting, EHLO with
 * extensions, STARTTLS (a real TLS upgrade with the test certificate), AUTH PLAIN / LOGIN against
 * one user, MAIL / RCPT / DATA with dot-unstuffing, RSET, QUIT. It records each accepted mail,
 * whether the session was encrypted and how it authenticated.
 */
export interface FakeSmtpOptions {
  /** plain: STARTTLS offered when `starttls`; tls: TLS from the first byte */
  mode?: 'plain' | 'tls';
  starttls?: boolean;
  /** required credentials; no AUTH offered when absent */
  user?: string;
  password?: string;
  /** mechanisms offered (default PLAIN LOGIN) */
  mechanisms?: ('PLAIN' | 'LOGIN')[];
  /** recipients answered 550 */
  rejectRecipients?: string[];
}

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  secure: boolean;
  auth: string | null;
}

export interface FakeSmtp {
  port: number;
  mails: ReceivedMail[];
  /** every command line received (AUTH payloads included), for protocol assertions */
  commands: string[];
  close: () => Promise<void>;
}

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const commands: string[] = [];
  const mechanisms = options.mechanisms ?? ['PLAIN', 'LOGIN'];
  const sockets = new Set<net.Socket>();

  const session = (initial: net.Socket, secureFromStart: boolean) => {
    let socket = initial;
    let secure = secureFromStart;
    let auth: string | null = null;
    let from = '';
    let to: string[] = [];
    let buffer = '';
    let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
    let loginUser = '';
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const needsAuth = () => options.user !== undefined && auth === null;

    const onLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          mails.push({ from, to, data: dataLines.join('\r\n'), secure, auth });
          mode = 'command';
          from = '';
          to = [];
          return reply('250 2.0.0 queued');
        }
        dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      commands.push(line);
      if (mode === 'login-user') {
        loginUser = Buffer.from(line, 'base64').toString();
        mode = 'login-pass';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'login-pass') {
        mode = 'command';
        const password = Buffer.from(line, 'base64').toString();
        if (loginUser === options.user && password === options.password) {
          auth = 'LOGIN';
          return reply('235 2.7.0 accepted');
        }
        return reply('535 5.7.8 bad credentials');
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO': {
          const features = ['fake.smtp.test'];
          if (options.starttls && !secure) features.push('STARTTLS');
          if (options.user !== undefined && (secure || !options.starttls)) features.push(`AUTH ${mechanisms.join(' ')}`);
          features.push('8BITMIME');
          features.forEach((f, i) => reply(`250${i === features.length - 1 ? ' ' : '-'}${f}`));
          return;
        }
        case 'STARTTLS': {
          if (!options.starttls || secure) return reply('503 5.5.1 not now');
          reply('220 2.0.0 ready to start TLS');
          socket.removeAllListeners('data');
          const upgraded = new tls.TLSSocket(socket, { isServer: true, key: TEST_KEY, cert: TEST_CERT });
          sockets.add(upgraded);
          socket = upgraded;
          secure = true;
          listen(upgraded);
          return;
        }
        case 'AUTH': {
          const [mechanism = '', payload] = arg.split(' ');
          if (!mechanisms.includes(mechanism.toUpperCase() as 'PLAIN')) return reply('504 5.5.4 unknown mechanism');
          if (mechanism.toUpperCase() === 'LOGIN') {
            mode = 'login-user';
            return reply('334 VXNlcm5hbWU6');
          }
          const [, user, password] = Buffer.from(payload ?? '', 'base64').toString().split('\0');
          if (user === options.user && password === options.password) {
            auth = 'PLAIN';
            return reply('235 2.7.0 accepted');
          }
          return reply('535 5.7.8 bad credentials');
        }
        case 'MAIL':
          if (needsAuth()) return reply('530 5.7.0 authentication required');
          from = /<(.*)>/.exec(arg)?.[1] ?? '';
          return reply('250 2.1.0 ok');
        case 'RCPT': {
          const address = /<(.*)>/.exec(arg)?.[1] ?? '';
          if (!from) return reply('503 5.5.1 MAIL first');
          if (options.rejectRecipients?.includes(address)) return reply('550 5.1.1 no such user');
          to.push(address);
          return reply('250 2.1.5 ok');
        }
        case 'DATA':
          if (to.length === 0) return reply('503 5.5.1 RCPT first');
          mode = 'data';
          dataLines = [];
          return reply('354 end with <CRLF>.<CRLF>');
        case 'RSET':
          from = '';
          to = [];
          return reply('250 2.0.0 ok');
        case 'NOOP':
          return reply('250 2.0.0 ok');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return socket.end();
        default:
          return reply('502 5.5.2 unknown command');
      }
    };

    const listen = (s: net.Socket) => {
      s.setEncoding('utf8');
      s.on('error', () => s.destroy());
      s.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          onLine(line);
        }
      });
    };
    listen(socket);
    reply('220 fake.smtp.test ESMTP ready');
  };

  const server =
    options.mode === 'tls'
      ? tls.createServer({ key: TEST_KEY, cert: TEST_CERT }, (socket) => {
          sockets.add(socket);
          session(socket, true);
        })
      : net.createServer((socket) => {
          sockets.add(socket);
          session(socket, false);
        });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    mails,
    commands,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
