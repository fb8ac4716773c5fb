import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal-panel.css';

export interface ModalPanelProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal panel for a choice (e.g. a receiver from the address book): a native modal <dialog>,
 * so the page behind is inert and Escape closes it; focus goes back where it was.
 */
export function ModalPanel({ open, title, closeLabel, onClose, children }: ModalPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnTo.current?.focus?.();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => dialog?.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog ref={ref} className="modal-panel" aria-labelledby={titleId}>
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="modal-body">{open && children}</div>
    </dialog>
  );
}
