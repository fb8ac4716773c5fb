import type { ConnectionOptions } from 'node:tls';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { renderCode } from './render';
import { DeliveryError, type CodeSender } from './types';

/** How to reach the mail server (SMTP_* in src/server/config.ts). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** tls: TLS from the first byte; starttls: upgrade after EHLO, refusing a server without it; none: plain (local relays) */
  secure: 'tls' | 'starttls' | 'none';
  user?: string;
  password?: string;
  from: string;
  /** for connecting, for the greeting and for each answer (SMTP_TIMEOUT_MS) */
  timeoutMs?: number;
  /** extra TLS options (tests trust their own certificate) */
  tls?: ConnectionOptions;
}

const ONE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/** The SMTP settings of the configuration (EMAIL_PROVIDER=smtp), for codes and messages alike. */
export function smtpSettingsOf(config: Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM' | 'SMTP_TIMEOUT_MS'>): SmtpSettings {
  return {
    host: config.SMTP_HOST!,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    user: config.SMTP_USER,
    password: config.SMTP_PASSWORD,
    from: config.SMTP_FROM!,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  };
}

/**
 * Email codes over SMTP, sent by nodemailer (the maintained Node.js mail library): it speaks
 * EHLO, STARTTLS, AUTH (PLAIN, LOGIN, …), encodes the UTF-8 subject and body, and checks the
 * addresses. A failure of any kind becomes a DeliveryError with the server's reply code when
 * there is one, so the member reads "could not be sent" and nothing crashes.
 */
export function smtpSender(settings: SmtpSettings): CodeSender {
  const mailer = smtpMailer(settings);
  return {
    name: 'smtp',
    async send(message) {
      const { subject, body } = renderCode(message);
      await mailer.send({ to: message.to, subject, text: body });
    },
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** an HTML part beside the text (the messages that follow orders and bookings) */
  html?: string;
}

/** One connection pool to the mail server, sending any mail; the failures as in `smtpSender`. */
export function smtpMailer(settings: SmtpSettings): { send(mail: Mail): Promise<void> } {
  const timeout = settings.timeoutMs ?? 10_000;
  // nodemailer is loaded with the first message, not with the server (it costs a start ≈ 0.1 s)
  let transport: Promise<Transporter> | undefined;
  const connect = async () => (await import('nodemailer')).default.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure === 'tls',
    requireTLS: settings.secure === 'starttls',
    ignoreTLS: settings.secure === 'none',
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    ...(settings.tls ? { tls: settings.tls } : {}),
    // the message is ours alone: no file or URL attachments may be read into it
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    async send(mail) {
      // one plain address: nodemailer would read `a@b.c, d@e.f` or `a@b.c\r\nBcc: d@e.f` as more recipients
      if (!ONE_ADDRESS.test(mail.to)) throw new DeliveryError('SMTP: not a single plain recipient address');
      try {
        await (transport ??= connect()).then((smtp) =>
          smtp.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) }),
        );
      } catch (error) {
        const { code, responseCode, message: text } = error as { code?: string; responseCode?: number; message?: string };
        throw new DeliveryError(`SMTP: ${code ? `${code} ` : ''}${text ?? String(error)}`, responseCode ? String(responseCode) : code);
      }
    },
  };
}
