import type { ReactNode } from 'react';
import { formatVariantLabel } from '@kilau/domain/catalog';
import { deliveryAddressLine, isStorePickup } from '@kilau/domain/orders';
import { formatPhoneDisplay, formatRupiah } from '@kilau/domain/shared';
import { MapPinIcon, TruckIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { useLocale } from '~/lib/i18n';
import type { PlacedOrder } from '../../types';
import { GiftLine } from '../gift-line';
import { useCheckoutText } from '~/features/checkout/text';

function Row({ label, value, tone }: { label: ReactNode; value: ReactNode; tone?: 'discount' }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-plum-700">{label}</dt>
      <dd
        className={`text-right font-semibold tabular-nums ${tone === 'discount' ? 'text-leaf-700' : 'text-plum-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** What was ordered: the lines, where it goes and how, and the money as the order keeps it. */
export function OrderRecap({ order }: { order: PlacedOrder }) {
  const text = useCheckoutText();
  const locale = useLocale();
  const lines = order.products ?? [];
  const address = order.delivery_address;
  const shipping = order.shipping;
  const shippingPaid = Math.max(0, order.shipping_fee - order.shipping_discount);
  // A self-checkout order is collected in its store: the store, no courier, no shipping line.
  const pickup = isStorePickup(shipping);
  return (
    <section
      aria-labelledby="order-recap-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
    >
      <h2
        id="order-recap-title"
        className="text-xs font-bold uppercase tracking-[0.14em] text-rose-700"
      >
        {text('outcomeItems')}
      </h2>
      <ul className="mt-2 divide-y divide-blush-200/70">
        {lines.map((line, index) => {
          const variant =
            formatVariantLabel(line.combination?.attributes, locale) || line.combination_name || '';
          return (
            <li key={`${line.id ?? index}-${index}`} className="flex gap-3 py-3 text-sm">
              <Image
                src={line.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-blush-200/70"
              />
              <div className="min-w-0 flex-1">
                {line.brand?.name ? (
                  <p className="truncate text-[0.7rem] font-bold uppercase tracking-[0.08em] text-plum-700">
                    {line.brand.name}
                  </p>
                ) : null}
                <p className="line-clamp-2 font-medium text-plum-900">{line.name}</p>
                <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-plum-700">
                  <span>
                    {variant ? `${variant} · ` : ''}
                    {text('checkoutQuantity', { count: line.quantity })}
                  </span>
                  <span className="font-semibold tabular-nums text-plum-900">
                    {formatRupiah(line.total_price)}
                  </span>
                </p>
              </div>
            </li>
          );
        })}
        {(order.free_products ?? []).map((gift) => (
          <GiftLine key={`free-${gift.combination_id}`} gift={gift} />
        ))}
      </ul>

      {address || shipping ? (
        <div className="mt-3 grid gap-4 border-t border-blush-200 pt-4 text-sm sm:grid-cols-2">
          {address ? (
            <div className="flex gap-2.5">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-rose-600" />
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-plum-600">
                  {pickup ? text('outcomeCollectIn') : text('outcomeDeliverTo')}
                </p>
                <p className="font-semibold text-plum-900">
                  {address.title} · {address.contact}
                  {address.phone ? (
                    <span className="font-normal text-plum-700">
                      {' '}
                      · {formatPhoneDisplay(address.phone)}
                    </span>
                  ) : null}
                </p>
                <p className="leading-relaxed text-plum-800">{deliveryAddressLine(address)}</p>
              </div>
            </div>
          ) : null}
          {shipping && !pickup ? (
            <div className="flex gap-2.5">
              <TruckIcon className="mt-0.5 size-5 shrink-0 text-rose-600" />
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-plum-600">
                  {text('outcomeShippingBy')}
                </p>
                <p className="font-semibold text-plum-900">
                  {[shipping.carrier_name, shipping.service_name].filter(Boolean).join(' ')}
                </p>
                {shipping.eta_min_days !== undefined && shipping.eta_max_days !== undefined ? (
                  <p className="text-plum-700">
                    {text('outcomeEta', { min: shipping.eta_min_days, max: shipping.eta_max_days })}
                  </p>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      ) : null}

      <dl className="mt-4 border-t border-blush-200 pt-3 text-sm">
        <Row label={text('checkoutSubtotal')} value={formatRupiah(order.subtotal)} />
        {order.discount > 0 ? (
          <Row
            label={text('outcomeDiscount')}
            value={`−${formatRupiah(order.discount)}`}
            tone="discount"
          />
        ) : null}
        {pickup ? null : (
          <Row
            label={text('checkoutShipping')}
            value={
              shippingPaid === 0 ? (
                <span className="text-leaf-700">{text('checkoutShippingFree')}</span>
              ) : (
                formatRupiah(shippingPaid)
              )
            }
          />
        )}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-dashed border-blush-300 pt-3">
          <dt className="font-display text-lg font-semibold text-plum-900">
            {text('checkoutTotal')}
          </dt>
          <dd className="text-xl font-bold tabular-nums text-plum-900">
            {formatRupiah(order.total_paid)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
