import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { CART_PATH } from '@kilau/domain/cart';
import { BagIcon } from '~/components/ui/icons';
import { useHydrated } from '~/hooks/use-hydrated';
import { useBagState } from './bag-provider';
import { MiniCartPanel } from './mini-cart-panel';
import { useCartText } from '~/features/cart/text';

const ICON_BUTTON =
  'relative inline-flex size-12 items-center justify-center rounded-full text-plum-900 hover:bg-blush-100';

function Badge({ count }: { count: number | null }) {
  if (count === null || count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[0.7rem] font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function useBagLabel(count: number | null) {
  const text = useCartText();
  return count !== null && count > 0 ? text('bagWithCount', { count }) : text('bag');
}

/** The bag as a plain link to `/order`: what the server renders, before scripts run. */
export function BagLink({ count }: { count: number | null }) {
  const label = useBagLabel(count);
  return (
    <Link to={CART_PATH} data-tour="bag" className={ICON_BUTTON}>
      <BagIcon className="size-6" />
      <span className="sr-only">{label}</span>
      <Badge count={count} />
    </Link>
  );
}

/** Where the dropdown sits on wide screens: under the bag button, right edges aligned. */
function useAnchor(open: boolean, anchor: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState({ top: 0, right: 0 });
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPlace({ top: rect.bottom + 8, right: window.innerWidth - rect.right });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, anchor]);
  return place;
}

/**
 * The header's bag (000 §6, §3 "Mini-cart line"): the count badge and the mini-cart — a dropdown
 * under the button on wide screens, a bottom sheet on phones. Focus moves into it on open and
 * back to the button on Escape or close; a click outside or focus leaving it closes it. Before
 * hydration it is the plain link to `/order`; the guest count appears after hydration (it lives
 * in the browser) in a badge that takes no layout space.
 */
export function MiniCart() {
  const state = useBagState();
  const hydrated = useHydrated();
  const label = useBagLabel(state.count);
  const titleId = useId();
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { miniCartOpen: open, setMiniCartOpen, loadLines } = state;
  const place = useAnchor(open, trigger);

  useEffect(() => {
    if (open) loadLines();
  }, [open, loadLines]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      (panel.current?.contains(target) === true || trigger.current?.contains(target) === true);
    const onPointer = (event: MouseEvent) => {
      if (!inside(event.target)) setMiniCartOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setMiniCartOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setMiniCartOpen]);

  if (!hydrated) return <BagLink count={state.count} />;

  const close = (refocus: boolean) => {
    setMiniCartOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const style = {
    '--mini-top': `${place.top}px`,
    '--mini-right': `${place.right}px`,
  } as CSSProperties;

  return (
    <>
      <button
        ref={trigger}
        data-tour="bag"
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setMiniCartOpen(!open)}
        className={ICON_BUTTON}
      >
        <BagIcon className="size-6" />
        <span className="sr-only">{label}</span>
        <Badge count={state.count} />
      </button>
      {open
        ? createPortal(
            <>
              <div
                aria-hidden="true"
                className="fixed inset-0 z-[950] bg-plum-950/40 backdrop-blur-[1px] sm:hidden"
              />
              <div
                ref={panel}
                id={panelId}
                role="dialog"
                aria-labelledby={titleId}
                tabIndex={-1}
                style={style}
                onBlur={(event) => {
                  const next = event.relatedTarget;
                  if (
                    next instanceof Node &&
                    !panel.current?.contains(next) &&
                    next !== trigger.current
                  )
                    close(false);
                }}
                className="toast-enter fixed inset-x-0 bottom-0 z-[960] max-h-[85dvh] overflow-hidden rounded-t-3xl bg-white shadow-2xl shadow-plum-900/25 outline-none ring-1 ring-blush-200 sm:inset-x-auto sm:bottom-auto sm:right-[var(--mini-right)] sm:top-[var(--mini-top)] sm:w-[25rem] sm:rounded-3xl"
              >
                <MiniCartPanel
                  state={state}
                  titleId={titleId}
                  onClose={() => close(true)}
                  onRetry={loadLines}
                />
              </div>
            </>,
            document.body,
          )
        : null}
    </>
  );
}
