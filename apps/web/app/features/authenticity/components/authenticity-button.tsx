import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAuthenticityText } from '../text';
import type { AuthenticityStart } from '../types';

// The dialogs load on first use: the product page ships only this button.
const AuthenticityFlow = lazy(() => import('./authenticity-flow'));
const preload = () => void import('./authenticity-flow');

/**
 * "Cek keaslian" (or "Riwayat cek" with `start="history"`): a button that opens the
 * authenticity dialogs (001 §2), their code loaded when first pointed at or pressed.
 */
export function AuthenticityButton({
  start = 'confirm',
  signedIn,
  className,
  children,
}: {
  start?: AuthenticityStart;
  signedIn: boolean;
  className: string;
  /** The button's words: "Cek keaslian" by default. */
  children?: ReactNode;
}) {
  const text = useAuthenticityText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        className={className}
      >
        {children ?? text('authenticityOpen')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AuthenticityFlow start={start} signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
