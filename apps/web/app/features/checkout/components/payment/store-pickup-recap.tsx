import { MapPinIcon } from '~/components/ui/icons';
import { useCheckoutText } from '~/features/checkout/text';

/** A self-checkout order is collected in its store (issue 23): said instead of the address. */
export function StorePickupRecap({ store }: { store: string }) {
  const text = useCheckoutText();
  return (
    <section
      aria-labelledby="store-pickup-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-6"
    >
      <h2
        id="store-pickup-title"
        className="flex items-center gap-2 text-sm font-semibold text-plum-900"
      >
        <MapPinIcon className="size-4" />
        {text('paymentStorePickup', { name: store })}
      </h2>
    </section>
  );
}
