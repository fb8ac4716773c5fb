import { fromPromise } from 'xstate';
import type { CodeSent } from '../../../contract/verification';
import { userLogin, userMobileLogin, userRegister, userResetPassword } from '../../../contract/account';
import type { MemberInfo } from '../../../contract/member';
import { emsSend, smsSend } from '../../../contract/verification';
import type { SendCodeInput } from '../../../../machines/code-sender.machine';
import type { SignInRequest } from '../../../../machines/login.machine';
import type { RegisterForm } from '../../../../machines/register.machine';
import type { ResetForm } from '../../../../machines/reset-password.machine';
import { unwrap } from '../../lib/api-client';

export const signIn = fromPromise<MemberInfo, SignInRequest>(({ input: { mode, form } }) =>
  mode === 'password'
    ? unwrap(userLogin, { account: form.account, password: form.password })
    : unwrap(userMobileLogin, { mobile: form.mobile, captcha: form.captcha }),
);

export const registerMember = fromPromise<MemberInfo, RegisterForm>(({ input }) => unwrap(userRegister, input));

export const resetPassword = fromPromise<null, ResetForm>(({ input }) => unwrap(userResetPassword, input));

export const sendCode = fromPromise<CodeSent, SendCodeInput>(({ input }) =>
  input.channel === 'mobile'
    ? unwrap(smsSend, { mobile: input.target, event: input.event })
    : unwrap(emsSend, { email: input.target, event: input.event }),
);
