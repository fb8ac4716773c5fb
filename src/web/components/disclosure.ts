import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A button that opens a panel (the disclosure pattern): Escape closes it and gives the focus
 * back to the button, a click or focus outside closes it, as does choosing a link inside.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement, P extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<P>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (buttonRef.current?.contains(node) || panelRef.current?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return { open, toggle, close, buttonRef, panelRef };
}

/** Closes a menu once one of its links is chosen. */
export function clickedLink(close: () => void) {
  return (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };
}
