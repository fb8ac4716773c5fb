import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { postSendSms } from './aliyun-sms';
import { smtpMailer, smtpSettingsOf } from './smtp';
import { DeliveryError } from './types';

/** A message that follows an order or a booking, ready for its channel. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  /** the template's event, e.g. `order.shipped` (chooses the SMS template) */
  event: string;
  subject: string;
  /** the SMS text, or the email's plain text */
  body: string;
  html: string;
  /** the SMS template's variables */
  params: Record<string, string>;
}

export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export interface MessageSenders {
  sms: MessageSender;
  email: MessageSender;
}

/** The development provider: kept in `outbox_messages`, shown at GET /dev/outbox with the codes. */
export function outboxMessageSender(db: Db): MessageSender {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({ channel: message.channel === 'sms' ? 'mobile' : 'email', recipient: message.to, subject: message.subject, body: message.body })
        .execute();
    },
  };
}

/**
 * NOTIFY_SMS_TEMPLATES: the Aliyun template of each event, as JSON
 * (`{"order.paid": "SMS_123", "order.paid@intl": "SMS_456", …}`); `<event>@intl` is the
 * international (港澳台) template for Hong Kong, Macau and Taiwan numbers, the domestic one when
 * absent. An event without a template is not sent (a DeliveryError, recorded on the message).
 */
export function aliyunMessageSender(config: Config): MessageSender {
  const templates = config.NOTIFY_SMS_TEMPLATES;
  return {
    name: 'aliyun',
    async send(message) {
      const templateCode = templates[message.event];
      if (!templateCode) throw new DeliveryError(`no SMS template for ${message.event} in NOTIFY_SMS_TEMPLATES`, 'no-template');
      await postSendSms(
        {
          accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
          accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
          signName: config.ALIYUN_SMS_SIGN_NAME!,
          templateCode,
          templateCodeIntl: templates[`${message.event}@intl`] ?? templateCode,
          endpoint: config.ALIYUN_SMS_ENDPOINT,
        },
        message.to,
        message.params,
      );
    },
  };
}

export function smtpMessageSender(config: Config): MessageSender {
  const mailer = smtpMailer(smtpSettingsOf(config));
  return { name: 'smtp', send: (message) => mailer.send({ to: message.to, subject: message.subject, text: message.body, html: message.html }) };
}

/** The providers the configuration chose for codes carry the member messages too. */
export function createMessageSenders(config: Config, db: Db): MessageSenders {
  return {
    sms: config.SMS_PROVIDER === 'aliyun' ? aliyunMessageSender(config) : outboxMessageSender(db),
    email: config.EMAIL_PROVIDER === 'smtp' ? smtpMessageSender(config) : outboxMessageSender(db),
  };
}
