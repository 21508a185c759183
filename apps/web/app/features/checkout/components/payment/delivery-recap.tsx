import { Link } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { formatPhoneDisplay, formatRupiah } from '@kilau/domain/shared';
import { MapPinIcon, TruckIcon } from '~/components/ui/icons';
import { addressLine } from '../../lib/shipping-choice';
import type { CheckoutAddress, ShippingMethod } from '../../types';
import { useCheckoutText } from '~/features/checkout/text';

/** Where the order goes and how, as chosen on the shipping step, with a way back to change it. */
export function DeliveryRecap({
  address,
  shipping,
}: {
  address: CheckoutAddress;
  shipping: ShippingMethod;
}) {
  const text = useCheckoutText();
  return (
    <section
      aria-labelledby="delivery-recap-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id="delivery-recap-title"
          className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.14em] text-rose-700"
        >
          <MapPinIcon className="size-4" />
          {text('paymentDeliveryTitle')}
        </h2>
        <Link
          to={ORDER_PATHS.shipping}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
        >
          {text('paymentDeliveryChange')}
        </Link>
      </div>
      <div className="grid gap-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div className="min-w-0">
          <p className="font-semibold text-plum-900">
            {address.title} · {address.contact}
            <span className="font-normal text-plum-700">
              {' '}
              · {formatPhoneDisplay(address.phone)}
            </span>
          </p>
          <p className="mt-0.5 line-clamp-2 leading-relaxed text-plum-800">
            {addressLine(address)}
          </p>
        </div>
        <div className="flex items-center gap-2 rounded-2xl bg-cream-100 px-3 py-2">
          <TruckIcon className="size-4 shrink-0 text-rose-600" />
          <span className="font-semibold text-plum-900">{shipping.name}</span>
          <span className="text-plum-700">·</span>
          <span className="font-semibold tabular-nums text-plum-900">
            {shipping.fee_after_discount === 0
              ? text('checkoutShippingFree')
              : formatRupiah(shipping.fee_after_discount)}
          </span>
        </div>
      </div>
    </section>
  );
}
