import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { routeNameForPath } from '@kilau/domain/shared';
import {
  useBagActions,
  type BagAddMode,
  type BagAddOutcome,
  type BagAddRequest,
} from '~/lib/bag-actions';
import { useCatalogText } from '~/features/catalog/text';

/**
 * An add in flight (000 §4 "a loading flag is set"): repeated clicks while it runs are ignored,
 * and the flag clears however it ends.
 */
export function useBagAdd() {
  const bag = useBagActions();
  const [busy, setBusy] = useState<BagAddMode | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (request: BagAddRequest, mode: BagAddMode = 'add'): Promise<BagAddOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(mode);
      try {
        return await bag.add(request, mode);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [bag],
  );
  return { busy, run };
}

/** The route name an add is referenced by (000 §3 `reference.route`). */
export function useRouteName(): string {
  const { pathname } = useLocation();
  return routeNameForPath(pathname) ?? pathname;
}

const LOOKS = {
  tile: 'tile-button bg-plum-900 text-cream-50 hover:bg-plum-800',
  primary:
    'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-plum-900 px-6 text-sm font-bold tracking-wide text-cream-50 transition hover:bg-plum-800',
  secondary:
    'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border-2 border-plum-900 bg-white px-6 text-sm font-bold tracking-wide text-plum-900 transition hover:bg-blush-50',
} as const;

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/**
 * A bag button (ADD TO BAG, BUY NOW) that shows its add in flight. While busy it stays focusable
 * (`aria-disabled`), says "Adding…" and ignores clicks; `disabled` is for a product that cannot
 * be added at all.
 */
export function BagButton({
  look = 'primary',
  busy,
  disabled = false,
  onClick,
  submit,
  children,
  className = '',
  ...aria
}: {
  look?: keyof typeof LOOKS;
  busy: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Submits its form with `intent` set to this value (the form decides what to add). */
  submit?: string;
  children: ReactNode;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}) {
  const text = useCatalogText();
  return (
    <button
      {...(submit ? { type: 'submit', name: 'intent', value: submit } : { type: 'button' })}
      {...aria}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.();
      }}
      className={`${LOOKS[look]}${busy ? ' cursor-wait opacity-80' : ''} disabled:cursor-not-allowed disabled:opacity-50${className ? ` ${className}` : ''}`}
    >
      {busy ? (
        <>
          <Spinner />
          <span>{text('addingToBag')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
