import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { aliyunSmsSender } from './aliyun-sms';
import { outboxSender } from './outbox';
import { smtpSender, smtpSettingsOf } from './smtp';
import type { Messaging } from './types';

export type { CodeSender, Messaging, OutgoingCode } from './types';

/** The providers the configuration chose (config has checked that their settings are present). */
export function createMessaging(config: Config, db: Db): Messaging {
  const sms =
    config.SMS_PROVIDER === 'aliyun'
      ? aliyunSmsSender({
          accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
          accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
          signName: config.ALIYUN_SMS_SIGN_NAME!,
          templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
          templateCodeIntl: config.ALIYUN_SMS_TEMPLATE_CODE_INTL!,
          endpoint: config.ALIYUN_SMS_ENDPOINT,
        })
      : outboxSender(db, 'mobile');
  const email =
    config.EMAIL_PROVIDER === 'smtp'
      ? smtpSender(smtpSettingsOf(config))
      : outboxSender(db, 'email');
  return { sms, email, cooldownS: config.CODE_COOLDOWN_S, dailyPerIp: config.CODE_DAILY_PER_IP };
}
