import { useEffect, useRef, type RefObject } from 'react';
import { t } from '../lib/i18n';

export interface CodeButtonProps {
  /** the code-sender machine's state ('elsewhere': the countdown is another number's, this one may have a code) */
  phase: 'idle' | 'sending' | 'cooling' | 'elsewhere';
  /** seconds left while cooling */
  remaining: number;
  onSend: () => void;
  /** e.g. while the form is being submitted */
  disabled?: boolean;
  /** id of the field the code is for, so the button names it */
  controls?: string;
}

/**
 * "Get code" with its countdown. While cooling it stays focusable but inactive (aria-disabled),
 * so keyboard focus is not lost when it counts down; the countdown itself is not announced.
 */
export function CodeButton({ phase, remaining, onSend, disabled = false, controls }: CodeButtonProps) {
  const busy = phase === 'sending' || phase === 'cooling';
  const label =
    phase === 'sending' ? t('account.code.sending') : phase === 'cooling' ? t('account.code.cooling', { seconds: remaining }) : t('account.code.send');
  return (
    <button
      type="button"
      className="code-button"
      aria-disabled={busy || disabled}
      aria-controls={controls}
      data-phase={phase}
      onClick={() => {
        if (!busy && !disabled) onSend();
      }}
    >
      <span aria-hidden={phase === 'cooling'}>{label}</span>
      {phase === 'cooling' && <span className="visually-hidden">{t('account.code.send')}</span>}
    </button>
  );
}

/**
 * Once a code has just been sent, the keyboard goes to the box it is typed into — unless the
 * person has already moved on (typing in another field), and never when the field merely returns
 * to the number a code went to earlier (that would pull the caret away mid-typing).
 */
export function useFocusWhenSent(phase: string, codeInput: RefObject<HTMLInputElement | null>): void {
  const previous = useRef(phase);
  useEffect(() => {
    const justSent = previous.current === 'sending' && phase === 'cooling';
    previous.current = phase;
    if (!justSent) return;
    const active = document.activeElement;
    const moved = active !== null && active !== document.body && !active.classList.contains('code-button');
    if (!moved) codeInput.current?.focus();
  }, [phase, codeInput]);
}
