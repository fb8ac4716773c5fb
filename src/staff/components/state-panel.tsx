import type { ReactNode } from 'react';

/** Loading, empty or failed, in a table's body or in place of a panel; a failure offers to try again. */
export function StatePanel({
  kind,
  message,
  retryLabel,
  onRetry,
}: {
  kind: 'loading' | 'empty' | 'failed';
  message: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={`st-state st-state-${kind}`} role={kind === 'failed' ? 'alert' : 'status'} aria-live="polite">
      {kind === 'loading' ? <span className="st-spinner" aria-hidden="true" /> : null}
      <span>{message}</span>
      {kind === 'failed' && onRetry ? (
        <button type="button" className="st-button" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
