import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useText } from '~/lib/i18n';
import { modalZIndex, useModalStack, type ModalKind } from './modal-stack';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );

const noopSubscribe = () => () => {};
/** Portals need `document`: false during SSR and hydration, true afterwards. */
const useIsClient = () =>
  useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

export type ModalProps = {
  kind: ModalKind;
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Visually hide the title (it still names the dialog); the close button stays at the right. */
  hideTitle?: boolean;
  className?: string;
};

/**
 * An accessible modal dialog in the modal stack: `role="dialog"`, `aria-modal`, named by its
 * title; focus moves in on open, Tab stays inside, and focus returns to the opener on close.
 * Escape and overlay clicks go through the stack, which closes the topmost modal by priority.
 */
export function Modal({ kind, open, onClose, title, children, hideTitle, className }: ModalProps) {
  const isClient = useIsClient();
  return open && isClient ? (
    <OpenModalDialog
      kind={kind}
      onClose={onClose}
      title={title}
      hideTitle={hideTitle}
      className={className}
    >
      {children}
    </OpenModalDialog>
  ) : null;
}

function OpenModalDialog({
  kind,
  onClose,
  title,
  children,
  hideTitle,
  className,
}: Omit<ModalProps, 'open'>) {
  const stack = useModalStack();
  const text = useText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    return stack.register(kind, () => onCloseRef.current());
  }, [stack, kind]);

  // Focus in on open, back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="fixed inset-0 flex items-end justify-center sm:items-center"
      style={{ zIndex: modalZIndex(kind) }}
    >
      <div
        data-testid="modal-overlay"
        aria-hidden="true"
        className="absolute inset-0 bg-plum-950/50 backdrop-blur-[2px]"
        onClick={() => stack.closeTopmost()}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-t-3xl bg-cream-50 p-6 shadow-2xl outline-none sm:max-w-lg sm:rounded-3xl ${className ?? ''}`}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2
            id={titleId}
            className={hideTitle ? 'sr-only' : 'font-display text-xl font-semibold text-plum-900'}
          >
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={text('close')}
            className="-my-2 -mr-2 ml-auto inline-flex size-12 shrink-0 items-center justify-center rounded-full text-plum-700 hover:bg-blush-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
