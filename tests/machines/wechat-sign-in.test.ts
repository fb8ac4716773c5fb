/**
 * WeChat sign-in routing, from the spec (§4 "Chat-app sign-in result"), not from the machine:
 *   code 0 — the chat account is not bound: go to the bind screen with openId;
 *   code 1 — success: the user is logged in (then the requested page);
 *   code 2 — authorization failed: message shown, then go to login.
 * The codes are written as the numbers the spec gives, on purpose.
 */
import { describe, expect, it } from 'vitest';
import { wechatSignInMachine } from '../../machines/wechat-sign-in.machine';
import { harness } from '../helpers/machine-harness';

const member = {
  id: 9, uuid: '5c7b2f1e-0000-4000-8000-000000000009', username: '13800000009', nickname: '林小雨', email: '',
  mobile: '13800000009', avatar: '', gender: 1, birthday: '', token: 'a'.repeat(64),
};
const openid = 'T'.repeat(43);
const EFFECTS = ['goToAuthorize', 'signIn', 'goToTarget', 'goToBind', 'goToLogin'];

/** The page WeChat sent back to, with `code` and `state`; START reads them. */
function backFromWechat() {
  const h = harness(wechatSignInMachine, { input: { code: 'CODE1', state: 'abc123', redirect: '' }, actors: ['fetchAuthorizeUrl', 'signInWithCode'], effects: EFFECTS });
  h.send({ type: 'START' });
  return h;
}

describe('WeChat sign-in result codes (spec §4)', () => {
  it('code 1: the member is signed in and goes to the requested page; no bind screen, no login page', async () => {
    const h = backFromWechat();
    expect(h.inputOf('signInWithCode')).toEqual({ code: 'CODE1', state: 'abc123' });
    await h.done('signInWithCode', { code: 1, uuid: member.uuid, userinfo: member, redirect: '/cart' });
    expect(h.state()).toBe('signedIn');
    expect(h.called()).toEqual(['signIn', 'goToTarget']);
    expect(h.context()).toMatchObject({ token: member.token, user: member, returnTo: '/cart' });
  });

  it('code 0: the bind screen, carrying the openId; nobody is signed in', async () => {
    const h = backFromWechat();
    await h.done('signInWithCode', { code: 0, openid, nickname: '林小雨', avatar: '', redirect: '/orderList' });
    expect(h.state()).toBe('needsBind');
    expect(h.called()).toEqual(['goToBind']);
    expect(h.context()).toMatchObject({ ticket: openid, token: null, user: null, returnTo: '/orderList' });
  });

  it('code 2: the message is shown, then the login page (by itself, or at once on request)', async () => {
    const h = backFromWechat();
    await h.done('signInWithCode', { code: 2, msg: 'Authorization failed, please try again' });
    expect(h.state()).toBe('failed');
    expect(h.context().failure).toBe('Authorization failed, please try again');
    expect(h.called()).toEqual([]);
    await h.advance(60_000);
    expect(h.called()).toEqual(['goToLogin']);

    const now = backFromWechat();
    await now.done('signInWithCode', { code: 2, msg: 'Authorization failed, please try again' });
    now.send({ type: 'GO_TO_LOGIN' });
    expect(now.called()).toEqual(['goToLogin']);
  });

  it('code 1 without a member token, or code 0 without an openId, is a failure, never a sign-in or a bind', async () => {
    const noToken = backFromWechat();
    await noToken.done('signInWithCode', { code: 1, uuid: member.uuid, userinfo: { ...member, token: undefined } });
    expect(noToken.state()).toBe('failed');
    const noOpenid = backFromWechat();
    await noOpenid.done('signInWithCode', { code: 0, nickname: '林小雨' });
    expect(noOpenid.state()).toBe('failed');
    for (const h of [noToken, noOpenid]) expect(h.called()).not.toContain('signIn');
    for (const h of [noToken, noOpenid]) expect(h.called()).not.toContain('goToBind');
  });

  it('the network failing is a failure with its message, then the login page', async () => {
    const h = backFromWechat();
    await h.fail('signInWithCode', 'The network is unavailable, please try again');
    expect(h.state()).toBe('failed');
    expect(h.context().failure).toBe('The network is unavailable, please try again');
    await h.advance(60_000);
    expect(h.called()).toEqual(['goToLogin']);
  });

  it('back from WeChat with a state but no code: the member refused; message, then the login page', async () => {
    const h = harness(wechatSignInMachine, { input: { code: null, state: 'abc123', redirect: '' }, actors: ['fetchAuthorizeUrl', 'signInWithCode'], effects: EFFECTS });
    h.send({ type: 'START' });
    expect(h.state()).toBe('failed');
    expect(h.context().failure).toBe('wechat.refused');
    expect(h.waiting('signInWithCode')).toBe(0);
    await h.advance(60_000);
    expect(h.called()).toEqual(['goToLogin']);
  });

  it('the entry screen asks for the authorize URL with the requested page and leaves for WeChat', async () => {
    const h = harness(wechatSignInMachine, { input: { code: null, state: null, redirect: '/cart' }, actors: ['fetchAuthorizeUrl', 'signInWithCode'], effects: EFFECTS });
    h.send({ type: 'START' });
    expect(h.inputOf('fetchAuthorizeUrl')).toEqual({ redirect: '/cart' });
    await h.done('fetchAuthorizeUrl', { url: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx' });
    expect(h.calls).toEqual([{ type: 'goToAuthorize', params: { url: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx' } }]);
  });
});
