import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { ORDER_PATHS } from '@kilau/domain/checkout';
import { formatPhoneDisplay } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { CheckIcon, MapPinIcon, PlusIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { SHIPPING_FIELDS as F, SHIPPING_INTENTS, isShippingAnswer } from '../intents';
import { addressLine } from '../lib/shipping-choice';
import type { CheckoutAddress } from '../types';
import { CheckoutSection } from './checkout-frame';
import { useCheckoutText } from '~/features/checkout/text';

function AddressDetails({ address }: { address: CheckoutAddress }) {
  const text = useCheckoutText();
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-display text-lg font-semibold text-plum-900">{address.title}</span>
        {address.is_default ? (
          <span className="rounded-full bg-plum-900 px-2.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wider text-cream-50">
            {text('shippingAddressDefault')}
          </span>
        ) : null}
      </p>
      <p className="mt-1 font-semibold text-plum-900">
        {address.contact}
        <span className="font-normal text-plum-700"> · {formatPhoneDisplay(address.phone)}</span>
      </p>
      <p className="mt-1 leading-relaxed text-plum-800">{addressLine(address)}</p>
    </div>
  );
}

/**
 * The address list to choose from (the address-list modal): one radio per address; choosing one
 * makes it the bag's address at once. Adding a new one goes to `/order/shipping/add`.
 */
function AddressList({
  addresses,
  chosenId,
  cartId,
  onChosen,
}: {
  addresses: readonly CheckoutAddress[];
  chosenId: string | null;
  cartId: string;
  onChosen: () => void;
}) {
  const text = useCheckoutText();
  const toast = useToast();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get(F.addressId);
  const shown = typeof pending === 'string' ? pending : chosenId;
  const answer = isShippingAnswer(fetcher.data) ? fetcher.data : null;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer || fetcher.state !== 'idle') return;
    handled.current = answer;
    if (answer.ok) onChosen();
    else toast.error(answer.message);
  }, [answer, fetcher.state, onChosen, toast]);

  return (
    <fetcher.Form method="post">
      <input type="hidden" name={F.intent} value={SHIPPING_INTENTS.chooseAddress} />
      <input type="hidden" name={F.cartId} value={cartId} />
      <fieldset className="min-w-0">
        <legend className="sr-only">{text('shippingAddressListTitle')}</legend>
        <ul className="space-y-3">
          {addresses.map((address) => {
            const chosen = address._id === shown;
            return (
              <li key={address._id}>
                <label
                  className={`flex cursor-pointer gap-3 rounded-2xl bg-white p-4 ring-1 transition hover:ring-plum-900/40 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600 ${chosen ? 'ring-2 ring-plum-900' : 'ring-blush-200'}`}
                >
                  <input
                    type="radio"
                    name={F.addressId}
                    value={address._id}
                    checked={chosen}
                    onChange={(event) => fetcher.submit(event.currentTarget.form)}
                    className="mt-1.5 size-4 shrink-0 accent-plum-900"
                  />
                  <AddressDetails address={address} />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <noscript>
        <button type="submit" className={`${BUTTON_CLASS.primary} mt-4 w-full`}>
          {text('shippingAddressChosen')}
        </button>
      </noscript>
    </fetcher.Form>
  );
}

/**
 * The delivery address of the shipping step: the chosen address with "Change address" (the
 * address-list modal), or, for a member without addresses, an invitation to add one.
 */
export function AddressPanel({
  addresses,
  chosenId,
  cartId,
}: {
  addresses: readonly CheckoutAddress[];
  chosenId: string | null;
  cartId: string;
}) {
  const text = useCheckoutText();
  const [listOpen, setListOpen] = useState(false);
  const chosen = addresses.find((address) => address._id === chosenId) ?? null;
  const close = () => setListOpen(false);

  return (
    <CheckoutSection
      id="shipping-address-title"
      title={text('shippingAddressTitle')}
      icon={<MapPinIcon className="size-4" />}
      action={
        chosen ? (
          <button
            type="button"
            onClick={() => setListOpen(true)}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-plum-900 ring-1 ring-plum-900/20 transition hover:ring-plum-900"
          >
            {text('shippingAddressChange')}
          </button>
        ) : null
      }
    >
      {chosen ? (
        <div className="flex gap-3 rounded-2xl bg-blush-50 p-4">
          <span
            aria-hidden="true"
            className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-plum-900 text-cream-50"
          >
            <CheckIcon className="size-4" />
          </span>
          <AddressDetails address={chosen} />
        </div>
      ) : (
        <div className="rounded-2xl border border-dashed border-blush-300 bg-cream-50 px-5 py-8 text-center">
          <MapPinIcon className="mx-auto size-8 text-rose-600" />
          <p className="mt-3 font-display text-lg font-semibold text-plum-900">
            {text('shippingNoAddressTitle')}
          </p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-plum-700">
            {text('shippingNoAddressText')}
          </p>
          <Link to={ORDER_PATHS.shippingAdd} className={`${BUTTON_CLASS.primary} mt-5`}>
            <PlusIcon className="size-5" />
            {text('shippingAddressAdd')}
          </Link>
        </div>
      )}
      <Modal
        kind="addressList"
        open={listOpen}
        onClose={close}
        title={text('shippingAddressListTitle')}
      >
        <AddressList addresses={addresses} chosenId={chosenId} cartId={cartId} onChosen={close} />
        <Link
          to={ORDER_PATHS.shippingAdd}
          className={`${BUTTON_CLASS.secondary} mt-4 w-full`}
          onClick={close}
        >
          <PlusIcon className="size-5" />
          {text('shippingAddressAdd')}
        </Link>
      </Modal>
    </CheckoutSection>
  );
}
