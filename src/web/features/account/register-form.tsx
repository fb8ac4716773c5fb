import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { registerMachine, type RegisterField } from '../../../../machines/register.machine';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { t, tKey } from '../../lib/i18n';
import { AccountField } from './account-field';
import { registerMember } from './account.actors';
import { codeSenderLogic } from './code-sender';
import { useSignInFinish } from './use-sign-in-finish';

/** Registration: phone, the code sent to it, password and confirmation; signed in at once. */
export function RegisterForm() {
  const finish = useSignInFinish();
  const [logic] = useState(() =>
    registerMachine.provide({ actors: { registerMember }, actions: { finishSignIn: (_, { member }) => finish(member) } }),
  );
  const [state, send] = useMachine(logic);
  const [code, sendToCode] = useMachine(codeSenderLogic, { input: { event: 'register' } });
  const codeInput = useRef<HTMLInputElement>(null);
  const { form, errors, failure } = state.context;
  const submitting = state.matches('submitting') || state.matches('success');
  const cooling = code.matches('cooling');

  useFocusWhenSent(String(code.value), codeInput);

  const change = (field: RegisterField) => (value: string) => {
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
      <AccountField id="register-mobile" label={t('account.fields.mobile')} phone value={form.mobile} onChange={change('mobile')}
        error={errors.mobile ?? code.context.failure} hint={t('account.fields.mobileHint')} autoComplete="tel"
        trailing={
          <CodeButton phase={code.value as 'idle'} remaining={code.context.remaining} controls="register-code" disabled={submitting}
            onSend={() => sendToCode({ type: 'SEND', channel: 'mobile', target: form.mobile })} />
        } />
      <AccountField id="register-code" inputRef={codeInput} label={t('account.fields.code')} value={form.code} onChange={change('code')}
        error={errors.code} hint={t('account.fields.codeHint')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      {cooling && <p className="form-note" role="status">{t('account.code.sent')}</p>}
      <AccountField id="register-password" label={t('account.fields.password')} type="password" value={form.password}
        onChange={change('password')} error={errors.password} hint={t('account.fields.passwordHint')} autoComplete="new-password" />
      <AccountField id="register-confirm" label={t('account.fields.confirm')} type="password" value={form.confirm}
        onChange={change('confirm')} error={errors.confirm} autoComplete="new-password" />
      {failure && <p className="form-failure" role="alert">{tKey(failure)}</p>}
      <button type="submit" className="button account-submit" disabled={submitting}>
        {submitting ? t('account.actions.working') : t('account.actions.register')}
      </button>
    </form>
  );
}
