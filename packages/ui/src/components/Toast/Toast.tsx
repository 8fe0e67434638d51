import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';

/** How a toast looks; `error` toasts are also announced assertively. */
export type ToastVariant = 'default' | 'success' | 'error';

/** Options for one toast. */
export interface ToastOptions {
  variant?: ToastVariant;
}

/** Shows a short message; returns its id. */
export type ShowToast = (message: string, options?: ToastOptions) => number;

interface ToastRecord {
  id: number;
  message: string;
  variant: ToastVariant;
}

const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * Milliseconds a toast stays on screen. Default 6000. Hovering or focusing the toasts pauses it.
   * @default 6000
   */
  duration?: number;
}

/**
 * Holds the toasts and their live regions. Put it once near the root; `useToast()` works below it.
 *
 * The two live regions are in the server HTML from the start (empty), because screen readers only
 * announce changes to regions that already existed. Timers pause while the pointer or focus is on
 * a toast (WCAG 2.2.1), and every toast has a Dismiss button.
 *
 * @example
 * <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({ children, duration = 6000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>((message, options) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { id, message, variant: options?.variant ?? 'default' }]);
    return id;
  }, []);

  // One timer for the oldest toast at a time keeps the logic simple and the order natural.
  const oldest = toasts[0];
  useEffect(() => {
    if (!oldest || paused) return;
    const timer = window.setTimeout(() => dismiss(oldest.id), duration);
    return () => window.clearTimeout(timer);
  }, [oldest, paused, duration, dismiss]);

  const render = (variant: 'polite' | 'assertive') =>
    toasts
      .filter((toast) => (toast.variant === 'error') === (variant === 'assertive'))
      .map((toast) => (
        <div key={toast.id} className={styles.toast({ variant: toast.variant })}>
          <p className={styles.message}>{toast.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => {
              // The focused button is about to be removed, and browsers fire no blur for that.
              setFocused(false);
              dismiss(toast.id);
            }}
          >
            <Icon name="close" size="sm" />
            <VisuallyHidden>Dismiss</VisuallyHidden>
          </button>
        </div>
      ));

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Notifications" className={styles.region} {...pauseHandlers}>
        <div role="status" aria-live="polite" className={styles.live}>
          {render('polite')}
        </div>
        <div role="alert" aria-live="assertive" className={styles.live}>
          {render('assertive')}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

/**
 * Returns `toast(message, { variant })`. Must be used below a `ToastProvider`.
 *
 * @example
 * const toast = useToast();
 * toast('Link copied to clipboard!', { variant: 'success' });
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a <ToastProvider> above it in the tree.');
  return useMemo(() => show, [show]);
}
