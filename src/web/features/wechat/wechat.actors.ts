import { fromPromise } from 'xstate';
import type { MemberInfo } from '../../../contract/member';
import { smsSend, type CodeSent } from '../../../contract/verification';
import { wechatBind, wechatLogin, wechatMpAuth, type WechatLoginResult } from '../../../contract/wechat';
import type { SendCodeInput } from '../../../../machines/code-sender.machine';
import type { BindRequest } from '../../../../machines/wechat-bind.machine';
import { unwrap } from '../../lib/api-client';

export const fetchAuthorizeUrl = fromPromise<{ url: string }, { redirect: string }>(({ input }) =>
  unwrap(wechatMpAuth, input.redirect ? { redirect: input.redirect } : {}),
);

export const signInWithCode = fromPromise<WechatLoginResult, { code: string; state: string }>(({ input }) =>
  unwrap(wechatLogin, { code: input.code, state: input.state, type: 'mp' }),
);

export const bindAccount = fromPromise<MemberInfo, BindRequest>(({ input: { ticket, mode, form } }) =>
  unwrap(
    wechatBind,
    mode === 'bind'
      ? { mode, openid: ticket, account: form.account, password: form.password }
      : { mode, openid: ticket, mobile: form.mobile, code: form.code, password: form.password, confirm: form.confirm },
  ),
);

/** The register choice asks for an SMS code (event `register`); only phones here. */
export const sendCode = fromPromise<CodeSent, SendCodeInput>(({ input }) => unwrap(smsSend, { mobile: input.target, event: input.event }));
