import { useEffect, useRef, useState, type Ref } from 'react';
import { composePhone, DEFAULT_PHONE_REGION, PHONE_REGIONS, splitPhone, type PhoneRegion } from '../../contract/phone';
import { currentLang, t } from '../lib/i18n';
import './phone-input.css';

export interface PhoneInputProps {
  id: string;
  /** what the form holds: a canonical number, or the text being typed (see composePhone) */
  value: string;
  onChange: (value: string) => void;
  /** the input's class, shared by the selector (e.g. 'form-control') */
  className?: string;
  /** a field taking a phone or an email: with an '@' the text goes as typed and the selector rests */
  orEmail?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The selector and text a stored or reset value puts back in the field. */
function fieldsOf(value: string, fallback: PhoneRegion): { region: PhoneRegion; text: string } {
  const split = splitPhone(value);
  if (split) return { region: split.region, text: split.national };
  const pending = /^\+(86|852|853|886) (.*)$/.exec(value);
  if (pending) return { region: pending[1] as PhoneRegion, text: pending[2]! };
  return { region: fallback, text: value };
}

/**
 * A mobile number with its country or region code: a selector (+86 mainland, +852 Hong Kong,
 * +853 Macau, +886 Taiwan; starting from the page's language) beside the number. The form gets
 * the canonical number (src/contract/phone.ts) as soon as the text is one.
 */
export function PhoneInput(props: PhoneInputProps) {
  const { id, value, onChange, className, orEmail = false, disabled, invalid, describedBy, autoComplete = 'tel', inputRef, autoFocus } = props;
  const [fields, setFields] = useState(() => fieldsOf(value, DEFAULT_PHONE_REGION[currentLang()]));
  const emitted = useRef(value);
  useEffect(() => {
    // a value the form set itself (a stored number, a reset) is shown; our own echo is not
    if (value === emitted.current) return;
    emitted.current = value;
    setFields((now) => fieldsOf(value, now.region));
  }, [value]);

  const email = orEmail && /[@a-z]/i.test(fields.text);
  const emit = (region: PhoneRegion, text: string) => {
    const next = orEmail && /[@a-z]/i.test(text) ? text.trim() : composePhone(region, text);
    // a number typed with its own code, or a whole mainland number under another code, is of
    // that region: the selector says so (the text stays as typed)
    const found = splitPhone(next)?.region;
    const shown = found && (found === '86' || /^(\+|00)/.test(text.trim())) ? found : region;
    setFields({ region: shown, text });
    emitted.current = next;
    onChange(next);
  };

  return (
    <span className="phone-input">
      {/* the code is what shows (narrow enough for a phone's width); the list names the places */}
      <span className={`phone-code${className ? ` ${className}` : ''}${disabled || email ? ' is-disabled' : ''}`}>
        <span className="phone-code-shown" aria-hidden="true">
          +{fields.region}
        </span>
        <select
          id={`${id}-region`}
          aria-label={t('phone.region')}
          value={fields.region}
          disabled={disabled || email}
          onChange={(event) => emit(event.target.value as PhoneRegion, fields.text)}
        >
          {PHONE_REGIONS.map((region) => (
            <option key={region} value={region}>
              {t(`phone.regions.r${region}`)}
            </option>
          ))}
        </select>
      </span>
      <input
        ref={inputRef}
        autoFocus={autoFocus}
        id={id}
        name={id}
        className={className}
        type={orEmail ? 'text' : 'tel'}
        inputMode={orEmail ? 'text' : 'tel'}
        autoComplete={autoComplete}
        maxLength={orEmail ? 254 : 20}
        value={fields.text}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => emit(fields.region, event.target.value)}
      />
    </span>
  );
}
