import type { ReactNode, Ref } from 'react';
import { PhoneInput } from '../../components/phone-input';
import { tKey } from '../../lib/i18n';

export interface AccountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** a message key (or the server's message) */
  error?: string | null;
  hint?: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** e.g. the "get code" button beside the input */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** a mobile number with its code selector; 'orEmail' when an email is taken too */
  phone?: boolean | 'orEmail';
}

/** A labelled input with its hint and its error, linked for assistive technology. */
export function AccountField(props: AccountFieldProps) {
  const { id, label, value, onChange, error, hint, type = 'text', autoComplete, inputMode, maxLength, trailing, inputRef, phone } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        {phone ? (
          <PhoneInput id={id} value={value} onChange={onChange} orEmail={phone === 'orEmail'} invalid={Boolean(error)} describedBy={describedBy}
            autoComplete={autoComplete} inputRef={inputRef} />
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
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {trailing}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {tKey(error)}
        </p>
      )}
      {hint && !error && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
