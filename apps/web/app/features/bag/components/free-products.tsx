import { Image } from '~/components/ui/image';
import { SparkleIcon } from '~/components/ui/icons';
import type { FreeProduct } from '~/lib/cart-api';
import { useBagText } from '~/features/bag/text/index';

/**
 * Free products and gifts with purchase (000 §3 Cart `free_products`, `gwp_error_message`): what
 * ships free with the order, and why a gift could not be added when the API says so.
 */
export function FreeProducts({
  products,
  gwpError,
}: {
  products: readonly FreeProduct[];
  gwpError: string | null;
}) {
  const text = useBagText();
  if (products.length === 0 && !gwpError) return null;
  return (
    <section
      aria-labelledby="order-gifts-title"
      className="rounded-3xl bg-gradient-to-br from-blush-50 to-peach-200/40 p-4 ring-1 ring-blush-200/70 sm:p-5"
    >
      <div className="flex items-center gap-2">
        <SparkleIcon className="size-5 text-rose-600" />
        <h2 id="order-gifts-title" className="font-display text-lg font-semibold text-plum-900">
          {text('orderGiftsTitle')}
        </h2>
      </div>
      {products.length > 0 ? (
        <>
          <p className="mt-0.5 text-xs text-plum-700">{text('orderGiftsText')}</p>
          <ul className="mt-3 space-y-2">
            {products.map((gift) => (
              <li
                key={`${gift.product_id}-${gift.combination_id}`}
                className="flex items-center gap-3 rounded-2xl bg-white/80 p-2 pr-3"
              >
                <Image
                  src={gift.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-xl object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                    {gift.brand}
                  </p>
                  <p className="line-clamp-2 text-sm text-plum-900">{gift.name}</p>
                </div>
                <div className="text-right">
                  <p className="text-xs text-plum-700">
                    {text('orderGiftQuantity', { count: gift.quantity })}
                  </p>
                  <p className="text-xs font-bold tracking-wide text-leaf-700">
                    {text('orderFreeBadge')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {gwpError ? (
        <p role="status" className="mt-3 rounded-xl bg-white/80 px-3 py-2 text-sm text-plum-800">
          {gwpError}
        </p>
      ) : null}
    </section>
  );
}
