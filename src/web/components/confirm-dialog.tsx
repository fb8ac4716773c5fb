import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** while the confirmed action runs: buttons disabled, the dialog stays open */
  busy?: boolean;
  busyLabel?: string;
  /** 'danger' for deletions: the confirm button is drawn as a warning */
  tone?: 'default' | 'danger';
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal yes/no question (spec §8 confirm prompts). A native modal <dialog>: the page behind is
 * inert, Tab stays inside, Escape cancels, focus starts on Cancel (the safe answer) and goes back
 * to where it was when the dialog closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!props.open && dialog.open) {
      dialog.close();
      returnTo.current?.focus?.();
    }
  }, [props.open]);

  // Escape fires `cancel`; the owner decides whether the dialog closes
  const onCancelEvent = (event: Event) => {
    event.preventDefault();
    if (!props.busy) props.onCancel();
  };
  useEffect(() => {
    const dialog = ref.current;
    dialog?.addEventListener('cancel', onCancelEvent);
    return () => dialog?.removeEventListener('cancel', onCancelEvent);
  });

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={`confirm-dialog${props.tone === 'danger' ? ' is-danger' : ''}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={props.body ? bodyId : undefined}
      aria-busy={props.busy || undefined}
      onKeyDown={trapTab}
    >
      <h2 id={titleId} className="confirm-title">
        {props.title}
      </h2>
      {props.body && (
        <p id={bodyId} className="confirm-body">
          {props.body}
        </p>
      )}
      <div className="confirm-actions">
        <button ref={cancelRef} type="button" className="button button-ghost" onClick={props.onCancel} disabled={props.busy}>
          {props.cancelLabel}
        </button>
        <button type="button" className="button confirm-ok" onClick={props.onConfirm} disabled={props.busy}>
          {props.busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
