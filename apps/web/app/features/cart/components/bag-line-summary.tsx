import { Link } from 'react-router';
import { productPath } from '@kilau/domain/catalog';
import { formatDate, formatRupiah } from '@kilau/domain/shared';
import { Image } from '~/components/ui/image';
import { useLocale, useMessage } from '~/lib/i18n';
import type { CartLineView } from '@kilau/domain/cart';
import { useCartText } from '~/features/cart/text';

/** A line's unit price as the shopper pays it, and the price before the product's own discount. */
export function linePrices(line: CartLineView) {
  const unit = line.unit_price ?? line.combination.price_after_discount;
  const before = line.combination.price;
  return { unit, before: before > unit ? before : null, total: unit * line.quantity };
}

/**
 * One bag line as the mini-cart and the notification show it (000 §3 "Mini-cart line"): picture,
 * brand, name, combination, pack content, pre-order delivery date, e-gift recipient, quantity and
 * price.
 */
export function BagLineSummary({
  line,
  compact = false,
  onFollow,
}: {
  line: CartLineView;
  /** The notification's single line: no line total column. */
  compact?: boolean;
  /** Makes the name a link to the product page; called when it is followed. */
  onFollow?: () => void;
}) {
  const text = useCartText();
  const message = useMessage();
  const locale = useLocale();
  const prices = linePrices(line);
  const pack = line.pack_content
    .map(
      (part) =>
        `${part.quantity}× ${part.name}${part.combination_name ? ` (${part.combination_name})` : ''}`,
    )
    .join(', ');
  return (
    <div className="flex gap-3">
      <Image
        src={line.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-2xl bg-cream-100 object-contain p-1 ring-1 ring-blush-200/80"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
          {line.brand.name}
        </p>
        <p className="line-clamp-2 font-medium leading-snug text-plum-900">
          {onFollow && line.slug && line.default_category?.slug ? (
            <Link
              to={productPath({
                categorySlug: line.default_category.slug,
                productId: line.id,
                productSlug: line.slug,
              })}
              onClick={onFollow}
              className="hover:text-rose-700 hover:underline"
            >
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        {line.combination_name ? (
          <p className="mt-0.5 text-xs text-plum-700">{line.combination_name}</p>
        ) : null}
        {pack ? (
          <p className="mt-0.5 text-xs text-plum-700">{text('linePack', { items: pack })}</p>
        ) : null}
        {line.is_pre_order && line.delivery_date ? (
          <p className="mt-1 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900 ring-1 ring-amber-200">
            {text('linePreorder', { date: formatDate(line.delivery_date, locale) })}
          </p>
        ) : null}
        {line.egift_info ? (
          <p className="mt-1 text-xs text-plum-700">
            {text('lineEgiftTo', {
              recipient: line.egift_info.recipient_name || line.egift_info.recipient_email,
            })}
            {' · '}
            {text('lineEgiftOn', { date: formatDate(line.egift_info.delivery_date, locale) })}
          </p>
        ) : null}
        {line.quantity_error || line.is_available === false ? (
          <p className="mt-1 text-xs font-semibold text-berry-700">{message('out_of_stock')}</p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs text-plum-700">
          <span>{text('lineQuantity', { count: line.quantity })}</span>
          {compact || line.quantity > 1 ? (
            <>
              <span aria-hidden="true">{compact ? '·' : '×'}</span>
              <span className={compact ? 'font-semibold text-plum-900' : ''}>
                {formatRupiah(prices.unit)}
              </span>
            </>
          ) : null}
          {compact && prices.before !== null ? (
            <s className="text-plum-600">{formatRupiah(prices.before)}</s>
          ) : null}
        </p>
      </div>
      {compact ? null : (
        <div className="shrink-0 text-right">
          <p className="text-sm font-bold text-plum-900">{formatRupiah(prices.total)}</p>
          {prices.before !== null ? (
            <s className="text-xs text-plum-600">{formatRupiah(prices.before * line.quantity)}</s>
          ) : null}
        </div>
      )}
    </div>
  );
}
