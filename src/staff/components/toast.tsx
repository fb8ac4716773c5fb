import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}
interface ToastApi {
  /** shows `message` (the envelope's msg after an action) for a few seconds */
  show: (message: string, tone?: ToastTone) => void;
}

const TOAST_MS = 5000;
const ToastContext = createContext<ToastApi>({ show: () => {} });

/** Toasts in the corner, announced to screen readers; one provider for the whole console. */
export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback((message: string, tone: ToastTone = 'success') => {
    if (!message) return;
    const id = next.current++;
    setItems((list) => [...list.slice(-2), { id, message, tone }]);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="st-toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <Toast key={item.id} item={item} closeLabel={closeLabel} onClose={() => dismiss(item.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, closeLabel, onClose }: { item: ToastItem; closeLabel: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={`st-toast st-toast-${item.tone}`} role={item.tone === 'error' ? 'alert' : undefined}>
      <span>{item.message}</span>
      <button type="button" className="st-toast-close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
