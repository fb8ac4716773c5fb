import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { t, type UiKey } from '../../lib/i18n';

/**
 * A message key (a rule the form broke, e.g. `booking.teamMin`) with its numbers filled in, or
 * a text the server already translated, shown as it came.
 */
export function messageText(message: string, params: Record<string, string | number> = {}): string {
  return t(message as UiKey, params);
}

export interface CountStepperProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** the least the count may go (the − button stops there) */
  min?: number;
  disabled?: boolean;
  onChange: (value: string) => void;
  onStep: (by: 1 | -1) => void;
}

/** A people count: typed, or one down / one up with buttons that say what they change. */
export function CountStepper({ id, label, value, error, min = 0, disabled = false, onChange, onStep }: CountStepperProps) {
  const errorId = `${id}-error`;
  const count = Number(value);
  return (
    <div className={error ? 'form-field count-field has-error' : 'form-field count-field'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="count-stepper">
        <button type="button" className="count-step" aria-label={t('visitUi.form.decrease', { field: label })} disabled={disabled || !(count > min)} onClick={() => onStep(-1)}>
          −
        </button>
        <input
          id={id}
          name={id}
          className="form-control count-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="count-step" aria-label={t('visitUi.form.increase', { field: label })} disabled={disabled} onClick={() => onStep(1)}>
          +
        </button>
      </div>
      {error && (
        <p className="form-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A line of a price box: a label and an amount in yuan (and dollars when known). */
export function PriceLine({ label, yuan, dollars, strong = false, testId }: { label: ReactNode; yuan: string; dollars?: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'price-line is-strong' : 'price-line'}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>¥{yuan}</span>
        {dollars && <span className="money-dollar"> US${dollars}</span>}
      </dd>
    </div>
  );
}

/** A refused booking or a failed read, announced. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="shop-notice is-error" role="alert" data-testid="booking-failure">
      {messageText(message)}
    </p>
  );
}

/** 'YYYY-MM-DD' as a date with its weekday in the page's language ("1 December 2026 · Tue"). */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const weekday = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return `${formatDate(day)} · ${t(`visitUi.weekday.${weekday}` as UiKey)}`;
}

/** A date field with the first and last day that can be booked, and a hint under it. */
export function DateField(props: { id: string; label: string; value: string; min: string; max: string; hint: string; error?: string; disabled: boolean; onChange: (value: string) => void }) {
  const describedBy = [`${props.id}-hint`, props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={props.error ? 'form-field has-error' : 'form-field'}>
      <label className="form-label" htmlFor={props.id}>
        {props.label}
        <span aria-hidden="true"> *</span>
      </label>
      <input id={props.id} name={props.id} type="date" className="form-control" required min={props.min} max={props.max} value={props.value}
        disabled={props.disabled} aria-invalid={props.error ? true : undefined} aria-describedby={describedBy} onChange={(event) => props.onChange(event.target.value)} />
      <p className="form-hint" id={`${props.id}-hint`}>
        {props.hint}
      </p>
      {props.error && (
        <p className="form-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}
