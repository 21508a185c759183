import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { pickVariant } from '@kilau/domain/catalog';
import { formatRupiah } from '@kilau/domain/shared';
import { useMessage } from '~/lib/i18n';
import type { ProductCombination, ProductDetail } from '../../types';
import { BagButton } from '../add-to-bag-button';

/** Set on <html> while the bar shows: app.css gives the page room for it below the footer. */
const SHOWN_FLAG = 'stickyBagBar';

/**
 * Whether the element has scrolled away above the top of the screen. Before scripts run, and
 * where IntersectionObserver is missing, it has not: nothing extra is drawn.
 */
function useScrolledPast(anchor: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  // The sticky menu resets on each route change (001 §2): another product starts without it.
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setPast(false);
  }
  useEffect(() => {
    const target = anchor.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the screen, so "below" counts as in view: a fast scroll that
    // jumps from below the screen to above it still crosses the edge and is reported.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: '0px 0px 1000% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [anchor]);
  return past;
}

/**
 * The phone's sticky add-to-bag bar (issue 17): once the buy box's buttons scroll away above the
 * screen, a bar at the bottom shows the chosen shade or size, its price and ADD TO BAG, which
 * submits the buy box's own form (same quantity, same checks, same busy state). Hidden from the
 * desktop width, where the buying panel stays in reach; while it shows, the page gets bottom
 * padding so it never covers the end of the footer.
 */
export function StickyBagBar({
  anchor,
  product,
  selected,
  busy,
  disabled,
}: {
  /** The buy box's buttons: the bar shows once they are above the screen. */
  anchor: RefObject<HTMLElement | null>;
  product: Pick<ProductDetail, 'name'>;
  selected: ProductCombination | null;
  busy: boolean;
  disabled: boolean;
}) {
  const message = useMessage();
  const shown = useScrolledPast(anchor);

  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.dataset[SHOWN_FLAG] = '';
    return () => {
      delete root.dataset[SHOWN_FLAG];
    };
  }, [shown]);

  if (!shown || !selected) return null;
  const variant = pickVariant(selected.attributes);
  const hex = selected.hex;
  const discounted = selected.price_after_discount < selected.price;
  return (
    <div
      role="region"
      aria-label={product.name}
      data-sticky-bag-bar
      className="toast-enter fixed inset-x-0 bottom-0 z-30 border-t border-blush-200 bg-cream-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px] shadow-plum-900/20 backdrop-blur dt:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          {variant ? (
            <p className="flex items-center gap-1.5 text-xs text-plum-700">
              {hex && /^#[0-9a-f]{3,8}$/i.test(hex) ? (
                <span
                  aria-hidden="true"
                  className="size-3.5 shrink-0 rounded-full ring-1 ring-plum-900/15"
                  style={{ backgroundColor: hex }}
                />
              ) : null}
              <span className="truncate">
                {message(variant.code)}:{' '}
                <span className="font-semibold text-plum-900">{variant.name}</span>
              </span>
            </p>
          ) : (
            <p className="truncate text-xs font-semibold text-plum-900">{product.name}</p>
          )}
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-rose-700">
              {formatRupiah(selected.price_after_discount)}
            </span>
            {discounted ? (
              <s className="text-xs text-plum-700">{formatRupiah(selected.price)}</s>
            ) : null}
          </p>
        </div>
        <BagButton busy={busy} disabled={disabled} submit="add" className="w-auto! shrink-0 px-6">
          {message('label_add_to_bag')}
        </BagButton>
      </div>
    </div>
  );
}
