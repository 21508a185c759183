import { Link } from 'react-router';
import { FREE_SHIPPING_LIMIT } from '@kilau/domain/cart';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { BagIcon, SparkleIcon } from '~/components/ui/icons';
import { useBagText } from '~/features/bag/text/index';

const SHORTCUTS = [
  { to: '/new-arrivals', label: 'orderEmptyNew' },
  { to: '/best-seller', label: 'orderEmptyBest' },
  { to: '/promo', label: 'orderEmptyPromo' },
] as const;

/** The empty bag: a warm word, the way to the shop and a few good places to start. */
export function EmptyBag() {
  const text = useBagText();
  return (
    <section
      aria-labelledby="order-empty-title"
      className="relative mx-auto max-w-2xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-blush-50 via-cream-50 to-peach-200/50 px-6 py-14 text-center ring-1 ring-blush-200/70 sm:px-12"
    >
      <SparkleIcon
        aria-hidden="true"
        className="absolute left-8 top-8 size-6 text-rose-400/70 sm:left-14"
      />
      <SparkleIcon
        aria-hidden="true"
        className="absolute bottom-10 right-10 size-8 text-peach-300"
      />
      <span className="mx-auto inline-flex size-24 items-center justify-center rounded-full bg-white text-rose-600 shadow-lg shadow-rose-500/10 ring-1 ring-blush-200">
        <BagIcon className="size-11" />
      </span>
      <h2
        id="order-empty-title"
        className="mt-6 font-display text-3xl font-semibold text-plum-900 sm:text-4xl"
      >
        {text('orderEmptyTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-md text-plum-700">
        {text('orderEmptyText', { amount: formatRupiah(FREE_SHIPPING_LIMIT) })}
      </p>
      <Link to="/shop" className={`${BUTTON_CLASS.primary} mt-8 px-10 tracking-wide`}>
        {text('orderEmptyCta')}
      </Link>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-plum-800 ring-1 ring-blush-200 transition hover:text-rose-700 hover:ring-rose-400"
            >
              {text(shortcut.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
