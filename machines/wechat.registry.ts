import type { MemberInfo } from '../src/contract/member';
import type { RegisteredMachine } from './registry';
import { wechatBindMachine } from './wechat-bind.machine';
import { wechatSignInMachine } from './wechat-sign-in.machine';

/** The WeChat sign-in machines with the samples their path tests need (spread into MACHINES). */
const member: MemberInfo = {
  id: 9,
  uuid: '5c7b2f1e-0000-4000-8000-000000000009',
  username: '13800000009',
  nickname: '林小雨',
  email: '',
  mobile: '13800000009',
  avatar: '',
  gender: 1,
  birthday: '',
  token: 'a'.repeat(64),
};
const ticket = 'T'.repeat(43);

export const wechatMachines: Record<string, RegisteredMachine> = {
  wechatSignIn: {
    machine: wechatSignInMachine,
    file: 'machines/wechat-sign-in.machine.ts',
    summary: 'WeChat sign-in: to WeChat and back; code 1 signed in, 0 bind screen, 2 (or refused) message then /login.',
    inputs: [
      { code: null, state: null, redirect: '/cart' },
      { code: 'CODE1', state: 'abc123', redirect: '' },
      { code: null, state: 'abc123', redirect: '' },
    ],
    events: [
      { type: 'START' },
      { type: 'GO_TO_LOGIN' },
      { type: 'xstate.done.actor.fetchAuthorizeUrl', output: { url: '/dev/wechat/connect/oauth2/authorize?appid=wx' } },
      { type: 'xstate.error.actor.fetchAuthorizeUrl', error: new Error('WeChat sign-in is not available at the moment') },
      { type: 'xstate.done.actor.signInWithCode', output: { code: 1, uuid: member.uuid, userinfo: member, redirect: '/cart' } },
      { type: 'xstate.done.actor.signInWithCode', output: { code: 0, openid: ticket, nickname: '林小雨', avatar: '', redirect: '' } },
      { type: 'xstate.done.actor.signInWithCode', output: { code: 2, msg: 'Authorization failed, please try again' } },
      { type: 'xstate.error.actor.signInWithCode', error: new Error('The network is unavailable, please try again') },
    ],
    promiseActors: ['fetchAuthorizeUrl', 'signInWithCode'],
  },
  wechatBind: {
    machine: wechatBindMachine,
    file: 'machines/wechat-bind.machine.ts',
    summary: 'Bind-or-register after WeChat sign-in: choose, fill in, check, submit; success signs in.',
    inputs: [{ ticket }],
    events: [
      { type: 'CHOOSE', mode: 'bind' },
      { type: 'CHOOSE', mode: 'register' },
      { type: 'CHANGE', field: 'account', value: 'lin@example.com' },
      { type: 'CHANGE', field: 'password', value: 'secret123' },
      { type: 'CHANGE', field: 'mobile', value: '13800000009' },
      { type: 'CHANGE', field: 'code', value: '123456' },
      { type: 'CHANGE', field: 'confirm', value: 'secret123' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.bindAccount', output: member },
      { type: 'xstate.done.actor.bindAccount', output: { ...member, token: undefined } },
      { type: 'xstate.error.actor.bindAccount', error: new Error('Incorrect account or password') },
    ],
    promiseActors: ['bindAccount'],
  },
};
