import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { loginMachine, type LoginField, type LoginMode } from '../../../../machines/login.machine';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { t, tKey } from '../../lib/i18n';
import { AccountField } from './account-field';
import { signIn } from './account.actors';
import { codeSenderLogic } from './code-sender';
import { useSignInFinish } from './use-sign-in-finish';

/** Sign in with a password (phone or email) or with an SMS code (phone). */
export function SignInForm({ mode }: { mode: LoginMode }) {
  const finish = useSignInFinish();
  const [logic] = useState(() =>
    loginMachine.provide({ actors: { signIn }, actions: { finishSignIn: (_, { member }) => finish(member) } }),
  );
  const [state, send] = useMachine(logic, { input: { mode } });
  const [code, sendToCode] = useMachine(codeSenderLogic, { input: { event: 'mobilelogin' } });
  const codeInput = useRef<HTMLInputElement>(null);
  const { form, errors, failure } = state.context;
  const submitting = state.matches('submitting') || state.matches('success');
  const cooling = code.matches('cooling');

  useEffect(() => {
    if (state.context.mode !== mode) send({ type: 'SET_MODE', mode });
  }, [mode]);
  useFocusWhenSent(String(code.value), codeInput);

  const change = (field: LoginField) => (value: string) => {
    send({ type: 'CHANGE', field, value });
    if (field === 'mobile') sendToCode({ type: 'TARGET_CHANGED', target: value });
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {mode === 'password' ? (
        <>
          <AccountField id="login-account" label={t('account.fields.account')} phone="orEmail" value={form.account} onChange={change('account')}
            error={errors.account} autoComplete="username" />
          <AccountField id="login-password" label={t('account.fields.password')} type="password" value={form.password}
            onChange={change('password')} error={errors.password} autoComplete="current-password" />
        </>
      ) : (
        <>
          <AccountField id="login-mobile" label={t('account.fields.mobile')} phone value={form.mobile} onChange={change('mobile')}
            error={errors.mobile ?? code.context.failure} autoComplete="tel"
            trailing={
              <CodeButton phase={code.value as 'idle'} remaining={code.context.remaining} controls="login-captcha" disabled={submitting}
                onSend={() => sendToCode({ type: 'SEND', channel: 'mobile', target: form.mobile })} />
            } />
          <AccountField id="login-captcha" inputRef={codeInput} label={t('account.fields.code')} value={form.captcha}
            onChange={change('captcha')} error={errors.captcha} hint={t('account.fields.codeHint')}
            autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          {cooling && <p className="form-note" role="status">{t('account.code.sent')}</p>}
        </>
      )}
      {failure && <p className="form-failure" role="alert">{tKey(failure)}</p>}
      <button type="submit" className="button account-submit" disabled={submitting}>
        {submitting ? t('account.actions.working') : t('account.actions.signIn')}
      </button>
    </form>
  );
}
