import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { changePasswordMachine, type PasswordField } from '../../../../machines/change-password.machine';
import { PASSWORD_MAX } from '../../../contract/constants';
import type { UiKey } from '../../lib/i18n';
import { t, tKey } from '../../lib/i18n';
import { changePassword } from './profile.actors';
import { ProfileField } from './profile-field';

const logic = changePasswordMachine.provide({ actors: { changePassword } });

const FIELDS: { field: PasswordField; label: UiKey; autoComplete: string }[] = [
  { field: 'oldpassword', label: 'personal.oldPassword', autoComplete: 'current-password' },
  { field: 'newpassword', label: 'personal.newPassword', autoComplete: 'new-password' },
  { field: 'renewpassword', label: 'personal.confirmPassword', autoComplete: 'new-password' },
];

/** The password row: "change password" opens the old / new / confirm form. */
export function PasswordChange() {
  const [state, send] = useMachine(logic);
  const open = !state.matches('closed') && !state.matches('changed');
  const submitting = state.matches('submitting');
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // the form goes away (done or closed): the keyboard returns to its button
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const { form, errors, failure } = state.context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <div className="pc-row">
      <div className="pc-row-main">
        <span className="pc-row-label">{t('personal.password')}</span>
        <span className="pc-row-value" aria-hidden="true">
          ••••••••
        </span>
        <button
          ref={toggle}
          type="button"
          className="pc-link"
          data-testid="change-password"
          aria-expanded={open}
          aria-controls="pc-password-panel"
          onClick={() => send(open ? { type: 'CLOSE' } : { type: 'OPEN' })}
        >
          {open ? t('personal.cancel') : t('personal.changePassword')}
        </button>
      </div>
      {state.matches('changed') && (
        <p className="pc-success" role="status">
          {tKey('profile.passwordChanged')}
        </p>
      )}
      {open && (
        <form id="pc-password-panel" className="pc-form pc-panel" noValidate onSubmit={submit} aria-label={t('personal.changePassword')} aria-busy={submitting}>
          <p className="pc-hint">{t('personal.passwordHint')}</p>
          {FIELDS.map(({ field, label, autoComplete }) => (
            <ProfileField
              key={field}
              id={`pc-${field}`}
              label={t(label)}
              type="password"
              autoComplete={autoComplete}
              maxLength={PASSWORD_MAX * 4}
              autoFocus={field === 'oldpassword'}
              value={form[field]}
              error={errors[field]}
              onValue={(value) => send({ type: 'CHANGE', field, value })}
            />
          ))}
          {failure && (
            <p className="pc-error pc-failure" role="alert">
              {tKey(failure)}
            </p>
          )}
          <div className="pc-actions">
            <button type="submit" className="button" data-testid="password-submit" disabled={submitting}>
              {submitting ? t('personal.submitting') : t('personal.confirm')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
