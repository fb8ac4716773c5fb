import type { HTMLInputTypeAttribute } from 'react';
import './form-field.css';
import { PhoneInput } from './phone-input';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the translated message of the broken rule, linked to the field for assistive technology */
  error?: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  rows?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** a mobile number: the country or region code selector beside the number (PhoneInput) */
  phone?: boolean;
}

/** A labelled input or text area with its error text (aria-invalid, aria-describedby). */
export function FormField({ id, label, value, onChange, error, type = 'text', multiline = false, rows = 5, autoComplete, inputMode, required = false, disabled = false, maxLength, phone = false }: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id,
    value,
    disabled,
    required,
    maxLength,
    autoComplete,
    inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'form-control',
  };
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {phone ? (
        <PhoneInput id={id} value={value} onChange={onChange} className="form-control" disabled={disabled} invalid={Boolean(error)}
          describedBy={error ? errorId : undefined} autoComplete={autoComplete} />
      ) : multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
