import type { Lang } from '../../contract/lang';
import type { Db } from '../db/database';
import type { MemberRow } from './members';
import { consumeState, findBoundMember, refreshWechatProfile, type WechatIdentity } from './wechat';
import type { WechatOAuth } from '../providers/wechat';
import { WECHAT_LANG } from '../providers/wechat/oauth';

export type IdentityResult =
  | { ok: true; who: WechatIdentity; member: MemberRow | undefined; returnTo: string }
  | { ok: false; why: string; detail?: Record<string, unknown> };

/**
 * The login call's first half: our own state must come back (it is used up, so a link with a
 * stolen or replayed state signs nobody in), then WeChat turns the code into an openid and,
 * with consent, a nickname and portrait. A profile that cannot be read is not fatal.
 */
export async function wechatIdentity(
  db: Db,
  oauth: WechatOAuth,
  input: { code: string; state?: string | undefined },
  lang: Lang,
): Promise<IdentityResult> {
  const returnTo = await consumeState(db, input.state);
  if (returnTo === null) return { ok: false, why: 'state' };
  const token = await oauth.exchangeCode(input.code);
  if (!token.ok) return { ok: false, why: 'code', detail: { errcode: token.errcode, errmsg: token.errmsg } };
  const { openid, accessToken, scope, unionid } = token.value;
  const profile = scope.split(',').includes('snsapi_userinfo') ? await oauth.userInfo(accessToken, openid, WECHAT_LANG[lang]) : null;
  const who: WechatIdentity = {
    openid,
    unionid: (profile?.ok ? profile.value.unionid : undefined) ?? unionid ?? null,
    nickname: profile?.ok ? profile.value.nickname.slice(0, 64) : '',
    avatar: profile?.ok ? profile.value.headimgurl.slice(0, 512) : '',
  };
  const member = await findBoundMember(db, openid);
  if (member) await refreshWechatProfile(db, who);
  return { ok: true, who, member, returnTo };
}
