import type { FormEvent, ReactNode } from 'react';

/**
 * A queue's filters as one form: every field has its label, Enter in any field searches (a real
 * submit), and "Clear" puts the filters back. The fields are the screen's own (`FilterField`).
 */
export function FilterBar({
  label,
  onSubmit,
  onClear,
  submitLabel,
  clearLabel,
  busy,
  children,
}: {
  /** what is filtered, for screen readers ("Filter orders") */
  label: string;
  onSubmit: () => void;
  onClear?: () => void;
  submitLabel: string;
  clearLabel?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="st-filter-bar" role="search" aria-label={label} onSubmit={submit}>
      <div className="st-filter-fields">{children}</div>
      <div className="st-filter-buttons">
        <button type="submit" className="st-button st-button-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onClear ? (
          <button type="button" className="st-button" onClick={onClear} disabled={busy}>
            {clearLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** One labelled field of a filter bar or a form; `hint` and `error` are tied to it for screen readers. */
export function FilterField({ label, htmlFor, hint, error, children, wide }: { label: string; htmlFor: string; hint?: string; error?: string | null; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`st-field${wide ? ' st-field-wide' : ''}${error ? ' st-field-invalid' : ''}`}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint ? (
        <small id={`${htmlFor}-hint`} className="st-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${htmlFor}-error`} className="st-field-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
