import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** what will happen, in a sentence */
  message?: ReactNode;
  /** `required`: the confirm button refuses an empty reason; `optional`: a remark may be given; `none`: a plain confirm */
  reason: 'required' | 'optional' | 'none';
  reasonLabel: string;
  /** shown when a required reason is missing */
  reasonMissing: string;
  confirmLabel: string;
  /** left out: no cancel button (a dialog that only tells something); Escape still closes */
  cancelLabel?: string;
  /** a destructive action: the confirm button is red */
  danger?: boolean;
  busy?: boolean;
  /** the server's refusal, shown in the dialog */
  error?: string | null;
  /** more fields of the action (a carrier, a tracking number), above the reason */
  children?: ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A confirmation as a modal `<dialog>` (focus kept inside, Escape cancels): the action in a
 * sentence, the reason when the action needs one — "Confirm" with an empty required reason says
 * so and sends nothing — and the server's refusal in place, so the reason typed is not lost.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, message, reason, reasonLabel, reasonMissing, confirmLabel, cancelLabel, danger, busy, error, children, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setText('');
      setMissing(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason === 'required' && !text.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(text.trim());
  };

  return (
    <dialog
      ref={ref}
      className="st-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form method="dialog" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        {message ? <div className="st-dialog-message">{message}</div> : null}
        {children}
        {reason !== 'none' ? (
          <div className={`st-field st-field-wide${missing ? ' st-field-invalid' : ''}`}>
            <label htmlFor={`${id}-reason`}>{reasonLabel}</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              value={text}
              required={reason === 'required'}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
            />
            {missing ? (
              <small id={`${id}-missing`} className="st-field-error" role="alert">
                {reasonMissing}
              </small>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p className="st-dialog-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="st-dialog-buttons">
          {cancelLabel ? (
            <button type="button" className="st-button" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </button>
          ) : null}
          <button type="submit" className={`st-button ${danger ? 'st-button-danger' : 'st-button-primary'}`} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
