import type { Lang } from '../../../contract/lang';
import type { CodeEvent } from '../../../contract/verification';

export type CodeChannel = 'mobile' | 'email';

/** A verification code on its way to a phone or a mailbox. */
export interface OutgoingCode {
  channel: CodeChannel;
  to: string;
  code: string;
  event: CodeEvent;
  lang: Lang;
  ttlMinutes: number;
}

/** Delivers codes on one channel; throws when the outside service refuses or cannot be reached. */
export interface CodeSender {
  readonly name: string;
  send(message: OutgoingCode): Promise<void>;
}

export interface Messaging {
  sms: CodeSender;
  email: CodeSender;
  /** seconds before another code may go to the same phone or email (CODE_COOLDOWN_S) */
  cooldownS: number;
  /** codes one client address may ask for in a day (CODE_DAILY_PER_IP); the default when left out */
  dailyPerIp?: number;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** the provider's own error code, e.g. isv.BUSINESS_LIMIT_CONTROL */
    readonly providerCode?: string,
  ) {
    super(message);
  }
}
