import { useMachine } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { codeSenderMachine } from '../../../../machines/code-sender.machine';
import type { BindField, BindFields, BindMode } from '../../../contract/wechat';
import { CodeButton, useFocusWhenSent } from '../../components/code-button';
import { PhoneInput } from '../../components/phone-input';
import { t, tKey, type UiKey } from '../../lib/i18n';
import { sendCode } from './wechat.actors';

const codeSenderLogic = codeSenderMachine.provide({ actors: { sendCode } });

export interface BindFormProps {
  mode: BindMode;
  form: BindFields;
  errors: Partial<Record<BindField, string>>;
  failure: string | null;
  busy: boolean;
  onChange: (field: BindField, value: string) => void;
  onSubmit: () => void;
}

/** The fields of either choice: an existing account, or a new one registered with an SMS code. */
export function BindForm({ mode, form, errors, failure, busy, onChange, onSubmit }: BindFormProps) {
  const [code, sendToCode] = useMachine(codeSenderLogic, { input: { event: 'register' } });
  const codeInput = useRef<HTMLInputElement>(null);
  const cooling = code.matches('cooling');
  useFocusWhenSent(String(code.value), codeInput);

  const field = (name: BindField, label: UiKey, extra: Partial<FieldProps> = {}) => (
    <Field id={`wx-${name}`} label={t(label)} value={form[name]} error={errors[name]} onChange={(v) => onChange(name, v)} {...extra} />
  );

  return (
    <form
      className="wechat-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {mode === 'bind' ? (
        <>
          {field('account', 'wechatSignIn.account', { autoComplete: 'username', phone: 'orEmail' })}
          {field('password', 'wechatSignIn.password', { type: 'password', autoComplete: 'current-password' })}
        </>
      ) : (
        <>
          {field('mobile', 'wechatSignIn.mobile', {
            phone: true,
            autoComplete: 'tel',
            // the code's countdown belongs to the number it went to
            onChange: (value) => {
              onChange('mobile', value);
              sendToCode({ type: 'TARGET_CHANGED', target: value });
            },
            error: errors.mobile ?? code.context.failure,
            trailing: (
              <CodeButton
                phase={code.value as 'idle'}
                remaining={code.context.remaining}
                controls="wx-code"
                disabled={busy}
                onSend={() => sendToCode({ type: 'SEND', channel: 'mobile', target: form.mobile })}
              />
            ),
          })}
          {field('code', 'wechatSignIn.code', { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6, inputRef: codeInput })}
          {cooling && (
            <p className="wechat-note" role="status">
              {t('account.code.sent')}
            </p>
          )}
          {field('password', 'wechatSignIn.newPassword', { type: 'password', autoComplete: 'new-password' })}
          {field('confirm', 'wechatSignIn.confirm', { type: 'password', autoComplete: 'new-password' })}
        </>
      )}
      {failure && (
        <p className="wechat-error" role="alert">
          {tKey(failure)}
        </p>
      )}
      <button type="submit" className="button wechat-submit" disabled={busy}>
        {busy ? t('wechatSignIn.submitting') : t(mode === 'bind' ? 'wechatSignIn.submitBind' : 'wechatSignIn.submitRegister')}
      </button>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  trailing?: ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
  /** a mobile number with its code selector; 'orEmail' when an email is taken too */
  phone?: boolean | 'orEmail';
}

/** A labelled input whose error is linked to it for assistive technology. */
function Field({ id, label, value, onChange, error, type = 'text', autoComplete, inputMode, maxLength, trailing, inputRef, phone }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'wechat-field has-error' : 'wechat-field'}>
      <label htmlFor={id}>{label}</label>
      <div className="wechat-field-row">
        {phone ? (
          <PhoneInput id={id} value={value} onChange={onChange} orEmail={phone === 'orEmail'} invalid={Boolean(error)}
            describedBy={error ? errorId : undefined} autoComplete={autoComplete} inputRef={inputRef} />
        ) : (
          <input
            ref={inputRef}
            id={id}
            name={id}
            type={type}
            value={value}
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {trailing}
      </div>
      {error && (
        <p className="wechat-field-error" id={errorId}>
          {tKey(error)}
        </p>
      )}
    </div>
  );
}
