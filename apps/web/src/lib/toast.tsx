/**
 * Toast messages (docs/product/screens.md#overlays and docs/product/errors.md#how-the-app-shows-errors).
 *
 *   <ToastProvider> renders the live region; useToast() → { success(key), error(errorOrKey) }
 *
 * `success` takes an `app` namespace key (or `ns:key`). `error` takes an ApiError, any thrown value
 * or a key; see `toast-message.ts` for the mapping. Toasts leave after TOAST_MS and are announced:
 * errors assertively, successes politely.
 */
import { TOAST_MS } from '@sessionbook/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toastKeyFor } from './toast-message.ts';

type Kind = 'success' | 'error';
interface Toast {
  id: number;
  kind: Kind;
  key: string;
}

export interface ToastApi {
  success(key: string): void;
  error(errorOrKey: unknown): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const push = useCallback(
    (kind: Kind, key: string) => {
      const id = nextId.current++;
      // The same message twice in a row (double submit, retry burst) shows once.
      setToasts((list) => [...list.filter((toast) => toast.key !== key), { id, kind, key }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (key) => push('success', key.includes(':') ? key : `app:${key}`),
      error: (errorOrKey) => {
        const key = toastKeyFor(errorOrKey);
        if (key) push('error', key);
      },
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('app');
  // Both regions always exist: screen readers only announce changes inside a region already present.
  return (
    <div className="toast-region">
      <div role="alert" aria-live="assertive" className="toast-stack" data-overlay-live>
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} text={t(toast.key)} onDismiss={onDismiss} />
          ))}
      </div>
      <div role="status" aria-live="polite" className="toast-stack" data-overlay-live>
        {toasts
          .filter((toast) => toast.kind === 'success')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} text={t(toast.key)} onDismiss={onDismiss} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({
  toast,
  text,
  onDismiss,
}: {
  toast: Toast;
  text: string;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('app');
  return (
    <div className={`toast toast--${toast.kind}`}>
      <span aria-hidden="true" className="toast__icon">
        {toast.kind === 'error' ? '!' : '✓'}
      </span>
      <p className="toast__text">{text}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
