import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ResetType } from '../../../contract/account';
import { resetPasswordMachine, type ResetField } from '../../../../machines/reset-password.machine';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { t, tKey } from '../../lib/i18n';
import { AccountField } from './account-field';
import { resetPassword } from './account.actors';
import { codeSenderLogic } from './code-sender';

/** Password reset by phone or email; on success the member is asked to sign in again. */
export function ResetForm({ onSignIn }: { onSignIn: () => void }) {
  const [logic] = useState(() => resetPasswordMachine.provide({ actors: { resetPassword } }));
  const [state, send] = useMachine(logic);
  const [code, sendToCode] = useMachine(codeSenderLogic, { input: { event: 'resetpwd' } });
  const codeInput = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const { form, errors, failure } = state.context;
  const submitting = state.matches('submitting');
  const cooling = code.matches('cooling');

  useFocusWhenSent(String(code.value), codeInput);
  useEffect(() => {
    if (state.matches('success')) done.current?.focus();
  }, [state.matches('success')]);

  if (state.matches('success')) {
    return (
      <section className="account-done">
        <h2 ref={done} tabIndex={-1}>{t('account.resetDone.title')}</h2>
        <p>{t('account.resetDone.body')}</p>
        <button type="button" className="button account-submit" onClick={onSignIn}>
          {t('account.resetDone.action')}
        </button>
      </section>
    );
  }

  const change = (field: ResetField) => (value: string) => {
    send({ type: 'CHANGE', field, value });
    if (field === 'account') sendToCode({ type: 'TARGET_CHANGED', target: value });
  };
  const setType = (resetType: ResetType) => {
    send({ type: 'SET_TYPE', resetType });
    sendToCode({ type: 'CLEAR' });
  };
  const byMobile = form.type === 'mobile';

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <fieldset className="choice">
        <legend>{t('account.resetBy.label')}</legend>
        {(['mobile', 'email'] as const).map((type) => (
          <label key={type}>
            <input type="radio" name="reset-type" value={type} checked={form.type === type} onChange={() => setType(type)} />
            {t(`account.resetBy.${type}`)}
          </label>
        ))}
      </fieldset>
      <AccountField id="reset-account" label={byMobile ? t('account.fields.mobile') : t('account.fields.email')} phone={byMobile}
        type={byMobile ? 'tel' : 'email'} value={form.account} onChange={change('account')} error={errors.account ?? code.context.failure}
        autoComplete={byMobile ? 'tel' : 'email'} inputMode={byMobile ? 'tel' : 'email'} maxLength={byMobile ? 11 : 254}
        trailing={
          <CodeButton phase={code.value as 'idle'} remaining={code.context.remaining} controls="reset-captcha" disabled={submitting}
            onSend={() => sendToCode({ type: 'SEND', channel: form.type, target: form.account })} />
        } />
      <AccountField id="reset-captcha" inputRef={codeInput} label={t('account.fields.code')} value={form.captcha} onChange={change('captcha')}
        error={errors.captcha} hint={t('account.fields.codeHint')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      {cooling && <p className="form-note" role="status">{t('account.code.sent')}</p>}
      <AccountField id="reset-newpassword" label={t('account.fields.newPassword')} type="password" value={form.newpassword}
        onChange={change('newpassword')} error={errors.newpassword} hint={t('account.fields.passwordHint')} autoComplete="new-password" />
      <AccountField id="reset-confirm" label={t('account.fields.confirm')} type="password" value={form.confirm}
        onChange={change('confirm')} error={errors.confirm} autoComplete="new-password" />
      {failure && <p className="form-failure" role="alert">{tKey(failure)}</p>}
      <button type="submit" className="button account-submit" disabled={submitting}>
        {submitting ? t('account.actions.working') : t('account.actions.reset')}
      </button>
    </form>
  );
}
