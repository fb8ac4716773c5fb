import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import staffTw from '../../src/staff/locales/tw';
import webTw from '../../src/web/locales/tw';

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/**
 * One word for one thing in Traditional Chinese, the usage of Taiwan and Hong Kong: signing in is
 * 登入 (登錄 there means registering or recording), signing out 登出 (not 退出登入).
 */
describe('Traditional Chinese words', () => {
  const all = [
    ...leaves(webTw).map(([key, value]) => [`web ${key}`, value] as const),
    ...leaves(staffTw).map(([key, value]) => [`staff ${key}`, value] as const),
    ...leaves(MESSAGES.tw).map(([key, value]) => [`messages ${key}`, value] as const),
  ];

  it('says 登入 for signing in, never 登錄', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.filter(([, value]) => /登錄|退出登入/.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    expect(all.some(([, value]) => value.includes('登入'))).toBe(true);
  });
});
