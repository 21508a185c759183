import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { toastContent } from '@kilau/domain/checkout';
import { TOAST_DURATION_MS } from '@kilau/domain/shared';
import { useText } from '~/lib/i18n';
import { CloseIcon } from './icons';

/**
 * Toasts as the spec sets them (000 §8, 001 §8): top-centre, one at a time (a new toast replaces
 * the one showing and restarts the clock), gone after 3333 ms, and "Error" when given no text.
 */

export type ToastTone = 'info' | 'success' | 'error';
type ToastState = { id: number; message: string; tone: ToastTone };

export type ToastApi = {
  show(message?: string | null, tone?: ToastTone): void;
  success(message?: string | null): void;
  error(message?: string | null): void;
  dismiss(): void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const text = useText();
  const [toast, setToast] = useState<ToastState | null>(null);

  const show = useCallback((content?: string | null, tone: ToastTone = 'info') => {
    setToast({ id: nextId++, message: toastContent(content?.trim()), tone });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (content) => show(content, 'success'),
      error: (content) => show(content, 'error'),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={text('notifications')}
        className="pointer-events-none fixed inset-x-0 top-3 z-[3000] flex justify-center px-4"
      >
        {/* The live region stays mounted so screen readers announce each new toast. */}
        <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-md">
          {toast ? (
            <div
              key={toast.id}
              data-tone={toast.tone}
              className="toast-enter pointer-events-auto flex items-center gap-3 rounded-2xl border border-plum-900/10 bg-plum-900 px-4 py-2 text-sm text-cream-50 shadow-lg shadow-plum-900/20 data-[tone=error]:bg-berry-700 data-[tone=success]:bg-leaf-700"
            >
              <p className="flex-1 py-1.5">{toast.message}</p>
              <button
                type="button"
                onClick={dismiss}
                aria-label={text('close')}
                className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-cream-50/90 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
