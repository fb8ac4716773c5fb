import { createHash } from 'node:crypto';
import type { WechatLang } from './oauth';

/**
 * The test WeChat users of the development sandbox. Their openids are derived from the appid,
 * as WeChat's are (one openid per user per Official Account), so they stay the same across
 * restarts and a bound sandbox user signs in again directly.
 */
export interface SandboxUser {
  key: string;
  nickname: string;
  sex: 0 | 1 | 2;
  hasUnionid: boolean;
  color: string;
  initial: string;
  place: Record<WechatLang, { country: string; province: string; city: string }>;
}

export const SANDBOX_USERS: readonly SandboxUser[] = [
  {
    key: 'lin',
    nickname: '林小雨',
    sex: 2,
    hasUnionid: true,
    color: '#7a2436',
    initial: '雨',
    place: {
      zh_CN: { country: '中国', province: '山东', city: '烟台' },
      zh_TW: { country: '中國', province: '山東', city: '煙台' },
      en: { country: 'China', province: 'Shandong', city: 'Yantai' },
    },
  },
  {
    key: 'alex',
    nickname: 'Alex Chen',
    sex: 1,
    hasUnionid: false,
    color: '#2f3b2a',
    initial: 'A',
    place: {
      zh_CN: { country: '中国', province: '香港', city: '' },
      zh_TW: { country: '中國', province: '香港', city: '' },
      en: { country: 'China', province: 'Hong Kong', city: '' },
    },
  },
  {
    key: 'shanhai',
    nickname: '山海',
    sex: 0,
    hasUnionid: false,
    color: '#4a5560',
    initial: '山',
    place: {
      zh_CN: { country: '中国', province: '上海', city: '' },
      zh_TW: { country: '中國', province: '上海', city: '' },
      en: { country: 'China', province: 'Shanghai', city: '' },
    },
  },
];

export function findSandboxUser(key: string): SandboxUser | undefined {
  return SANDBOX_USERS.find((user) => user.key === key);
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** 28 characters starting with `o`, like a real openid. */
export function sandboxOpenid(appId: string, user: SandboxUser): string {
  return `o${digest(`openid:${appId}:${user.key}`).slice(0, 27)}`;
}

export function sandboxUnionid(user: SandboxUser): string | undefined {
  return user.hasUnionid ? `u${digest(`unionid:${user.key}`).slice(0, 27)}` : undefined;
}

/** A round portrait with the user's initial, so the sandbox needs no pictures. */
export function sandboxAvatarSvg(user: SandboxUser): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 132" width="132" height="132">` +
    `<rect width="132" height="132" rx="14" fill="${user.color}"/>` +
    `<circle cx="104" cy="28" r="40" fill="#fff" fill-opacity="0.08"/>` +
    `<text x="66" y="66" dy="0.35em" text-anchor="middle" font-size="60" fill="#f5efe6" ` +
    `font-family="'PingFang SC','Noto Sans CJK SC',sans-serif">${user.initial}</text></svg>`
  );
}
