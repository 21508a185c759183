import { Suspense, useEffect } from 'react';
import { Await, Link } from 'react-router';
import { canAddSpecialPrice, specialPriceReason, tileLink } from '@kilau/domain/catalog';
import { formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { useToast } from '~/components/ui/toast';
import { useMessage } from '~/lib/i18n';
import type { Cart } from '~/lib/cart-api';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import type { SpecialPriceTile } from '../types';
import { useBagFetcher } from '../use-bag-answer';
import { useBagText } from '~/features/bag/text/index';

function SpecialPriceCard({ tile, inBag }: { tile: SpecialPriceTile; inBag: boolean }) {
  const text = useBagText();
  const message = useMessage();
  const toast = useToast();
  const { fetcher, pending, answer } = useBagFetcher(`order-special-${tile.id}`, [
    BAG_INTENTS.addSpecialPrice,
  ]);
  const note = specialPriceReason(tile);
  const price = tile.special_price ?? 0;
  const original = tile.default_combination?.price ?? tile.min_price ?? 0;
  const href = tileLink(tile.url, { list: 'special_price' });
  const combinationId = String(tile.special_price_combination_id);

  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
  }, [answer, toast]);

  return (
    <article className="flex h-full w-40 shrink-0 snap-start flex-col rounded-2xl bg-white p-3 ring-1 ring-blush-200/70 sm:w-full">
      <Image
        src={tile.image?.url ?? null}
        alt=""
        width={134}
        height={134}
        loading="lazy"
        decoding="async"
        className="mx-auto aspect-square w-full max-w-[134px] rounded-xl object-contain"
      />
      <p className="mt-2 truncate text-[0.65rem] font-bold uppercase tracking-[0.08em] text-plum-700">
        {tile.brand.name}
      </p>
      <h3 className="text-xs leading-snug text-plum-900">
        {href ? (
          <Link to={href} className="line-clamp-2 hover:text-rose-700">
            {tile.name}
          </Link>
        ) : (
          <span className="line-clamp-2">{tile.name}</span>
        )}
      </h3>
      <p className="mt-1.5 text-[0.65rem] font-semibold uppercase tracking-wide text-plum-700">
        {message('label_get_only_for')}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-sm font-bold text-rose-700">{formatRupiah(price)}</span>
        {original > price ? (
          <s className="text-[0.7rem] text-plum-600">{formatRupiah(original)}</s>
        ) : null}
      </p>
      <div className="mt-auto pt-2">
        {inBag ? (
          <p className="rounded-full bg-leaf-700/10 py-2 text-center text-xs font-bold text-leaf-700">
            {message('label_applied')}
          </p>
        ) : canAddSpecialPrice(tile) && tile.special_price_voucher_id ? (
          <fetcher.Form method="post">
            <input type="hidden" name={F.intent} value={BAG_INTENTS.addSpecialPrice} />
            <input type="hidden" name={F.productId} value={String(tile.id)} />
            <input type="hidden" name={F.combinationId} value={combinationId} />
            <input
              type="hidden"
              name={F.specialPriceVoucherId}
              value={tile.special_price_voucher_id}
            />
            <button
              type="submit"
              disabled={pending !== null}
              aria-busy={pending !== null || undefined}
              aria-label={text('orderSpecialAddName', { name: tile.name })}
              className="inline-flex min-h-9 w-full items-center justify-center rounded-full bg-plum-900 text-xs font-bold tracking-wide text-cream-50 transition hover:bg-plum-800 disabled:opacity-60"
            >
              {pending ? text('orderSpecialAdding') : text('orderSpecialAdd')}
            </button>
          </fetcher.Form>
        ) : note ? (
          <p className="rounded-xl bg-cream-100 px-2 py-1.5 text-[0.7rem] leading-snug text-plum-800">
            {message(note.code, note.params)}
          </p>
        ) : null}
        {answer && !answer.ok ? (
          <p role="alert" className="mt-1.5 text-[0.7rem] font-medium text-berry-700">
            {answer.message}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function SpecialPriceList({ tiles, cart }: { tiles: SpecialPriceTile[]; cart: Cart }) {
  const text = useBagText();
  if (tiles.length === 0) return null;
  const inBag = (tile: SpecialPriceTile) =>
    cart.products.some(
      (line) =>
        line.is_special_price &&
        String(line.id) === String(tile.id) &&
        (!tile.special_price_voucher_id ||
          !line.special_price_voucher_id ||
          line.special_price_voucher_id === tile.special_price_voucher_id),
    );
  return (
    <section aria-labelledby="order-special-title">
      <h2 id="order-special-title" className="font-display text-xl font-semibold text-plum-900">
        {text('orderSpecialTitle')}
      </h2>
      <p className="mt-0.5 text-sm text-plum-700">{text('orderSpecialText')}</p>
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={`${tile.id}-${tile.special_price_voucher_id ?? ''}`} className="flex">
            <SpecialPriceCard tile={tile} inBag={inBag(tile)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Special prices for this bag (000 §5, §7: filter cart_id, limit 5): tiles with 'Get only for'
 * and the special price; added only when the API says they apply, otherwise the reason shows.
 * Deferred: the bag renders first, and a failure shows nothing.
 */
export function SpecialPrices({ tiles, cart }: { tiles: Promise<SpecialPriceTile[]>; cart: Cart }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={tiles} errorElement={null}>
        {(list) => <SpecialPriceList tiles={list} cart={cart} />}
      </Await>
    </Suspense>
  );
}
