import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { PhoneInput } from '../../components/phone-input';
import { tKey } from '../../lib/i18n';

export interface ProfileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  /** message key (or text) of the rule the value breaks */
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
  /** e.g. the send-code button beside the input */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** a mobile number with its code selector */
  phone?: boolean;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function ProfileField({ id, label, value, error, hint, onValue, addon, ref, phone, ...input }: ProfileFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`pc-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="pc-field-row">
        {phone ? (
          <PhoneInput id={id} value={value} onChange={onValue} invalid={Boolean(error)} describedBy={describedBy} autoComplete={input.autoComplete}
            inputRef={ref} autoFocus={input.autoFocus} />
        ) : (
          <input
            ref={ref}
            id={id}
            name={id}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        )}
        {addon}
      </div>
      {hint && (
        <p id={hintId} className="pc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pc-error">
          {tKey(error)}
        </p>
      )}
    </div>
  );
}
