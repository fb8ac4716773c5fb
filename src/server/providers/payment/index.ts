import type { KeyObject } from 'node:crypto';
import { ConfigError, type Config } from '../../config';
import type { Db } from '../../db/database';
import { certificateFrom, privateKeyFrom, publicKeyFrom } from './keys';
import { createSandboxGateway, type Deliver, type SandboxGateway } from './sandbox';
import type { PaymentProvider } from './types';
import { createWechatPay, type HttpFetch } from './wechat-pay';

export type { PaymentProvider } from './types';
export type { SandboxGateway } from './sandbox';

function missing(names: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${names.map((name) => `  ${name}: required when PAYMENT_PROVIDER=wechat`).join('\n')}`);
}

/**
 * The payment provider the environment chooses. For WeChat Pay every key is loaded and
 * checked here, at start: a wrong one stops the server instead of failing the first payment.
 */
export function createPaymentProvider(config: Config, db: Db, deliver: Deliver, fetch?: HttpFetch): PaymentProvider | SandboxGateway {
  if (config.PAYMENT_PROVIDER === 'sandbox') return createSandboxGateway(config, db, deliver);
  const required = ['WECHATPAY_MCH_ID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHAT_APP_ID'] as const;
  const absent: string[] = required.filter((name) => !config[name]);
  if (!config.WECHATPAY_PLATFORM_CERT && !config.WECHATPAY_PUBLIC_KEY) absent.push('WECHATPAY_PLATFORM_CERT or WECHATPAY_PUBLIC_KEY');
  if (config.WECHATPAY_PUBLIC_KEY && !config.WECHATPAY_PUBLIC_KEY_ID) absent.push('WECHATPAY_PUBLIC_KEY_ID');
  if (!config.WECHATPAY_NOTIFY_URL && !config.PUBLIC_URL) absent.push('WECHATPAY_NOTIFY_URL or PUBLIC_URL');
  if (absent.length > 0) throw missing(absent);

  const platformKeys = new Map<string, KeyObject>();
  if (config.WECHATPAY_PLATFORM_CERT) {
    const cert = certificateFrom(config.WECHATPAY_PLATFORM_CERT, 'WECHATPAY_PLATFORM_CERT');
    platformKeys.set(cert.serial, cert.key);
  }
  if (config.WECHATPAY_PUBLIC_KEY) platformKeys.set(config.WECHATPAY_PUBLIC_KEY_ID!, publicKeyFrom(config.WECHATPAY_PUBLIC_KEY, 'WECHATPAY_PUBLIC_KEY'));
  return createWechatPay({
    mchId: config.WECHATPAY_MCH_ID!,
    serial: config.WECHATPAY_SERIAL!.toUpperCase(),
    privateKey: privateKeyFrom(config.WECHATPAY_PRIVATE_KEY!, 'WECHATPAY_PRIVATE_KEY'),
    apiV3Key: config.WECHATPAY_APIV3_KEY!,
    appId: config.WECHAT_APP_ID!,
    platformKeys,
    apiBase: config.WECHATPAY_API_BASE,
    ...(fetch ? { fetch } : {}),
  });
}

export function isSandbox(provider: PaymentProvider): provider is SandboxGateway {
  return provider.name === 'sandbox';
}
