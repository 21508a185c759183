import { FREE_SHIPPING_LIMIT } from '@kilau/domain/cart';
import { formatRupiah } from '@kilau/domain/shared';
import { TruckIcon } from '~/components/ui/icons';
import type { CartTotals } from '~/lib/cart-api';
import { useBagText } from '~/features/bag/text/index';

/** How far the bag is from free shipping (000 §9 freeShippingLimit Rp 200.000). */
export function FreeShippingProgress({
  freeShipping,
}: {
  freeShipping: CartTotals['free_shipping'] | undefined;
}) {
  const text = useBagText();
  const limit = freeShipping?.limit || FREE_SHIPPING_LIMIT;
  const gap = Math.max(0, freeShipping?.gap ?? limit);
  const qualifies = freeShipping?.qualifies ?? gap === 0;
  const percent = qualifies ? 100 : Math.round(((limit - gap) / limit) * 100);
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-blush-200/70">
      <div className="flex items-center gap-3">
        <span
          className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${qualifies ? 'bg-leaf-700 text-white' : 'bg-blush-100 text-rose-700'}`}
        >
          <TruckIcon className="size-5" />
        </span>
        <p className="text-sm font-medium text-plum-900" aria-live="polite">
          {qualifies
            ? text('orderFreeShippingReached')
            : text('orderFreeShippingGap', { amount: formatRupiah(gap) })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={text('orderFreeShippingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-blush-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${qualifies ? 'bg-leaf-700' : 'bg-gradient-to-r from-rose-400 to-rose-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
