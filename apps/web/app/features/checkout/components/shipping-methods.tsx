import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { formatArrivalDay, formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage } from '~/components/ui/form-field';
import { CheckIcon, TruckIcon } from '~/components/ui/icons';
import { NameBadge } from '~/components/ui/name-badge';
import { useToast } from '~/components/ui/toast';
import { useLocale } from '~/lib/i18n';
import { SHIPPING_FIELDS as F, SHIPPING_INTENTS, isShippingAnswer } from '../intents';
import type { ShippingMethod, ShippingMethodsRead } from '../types';
import { CheckoutSection } from './checkout-frame';
import { useCheckoutText } from '~/features/checkout/text';

function MethodPrice({ method }: { method: ShippingMethod }) {
  const text = useCheckoutText();
  return (
    <span className="flex flex-col items-end text-right">
      {method.discount > 0 ? (
        <s className="text-xs text-plum-600 tabular-nums">{formatRupiah(method.fee)}</s>
      ) : null}
      {method.is_free ? (
        <span className="font-bold text-leaf-700">{text('checkoutShippingFree')}</span>
      ) : (
        <span className="font-bold tabular-nums text-plum-900">
          {formatRupiah(method.fee_after_discount)}
        </span>
      )}
    </span>
  );
}

function MethodCard({
  method,
  chosen,
  onChoose,
}: {
  method: ShippingMethod;
  chosen: boolean;
  onChoose: (form: HTMLFormElement | null) => void;
}) {
  const text = useCheckoutText();
  const locale = useLocale();
  const from = formatArrivalDay(method.eta.arrives_from, locale);
  const to = formatArrivalDay(method.eta.arrives_to, locale);
  const arrives =
    from && to && from !== to
      ? text('shippingArrives', { from, to })
      : from
        ? text('shippingArrivesOn', { date: from })
        : '';
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-2xl p-4 ring-1 transition hover:ring-plum-900/40 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-600 ${chosen ? 'bg-blush-50 ring-2 ring-plum-900' : 'bg-white ring-blush-200'}`}
    >
      <input
        type="radio"
        name={F.serviceCode}
        value={method.code}
        checked={chosen}
        onChange={(event) => onChoose(event.currentTarget.form)}
        className="sr-only"
      />
      <span
        aria-hidden="true"
        className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full ring-1 ${chosen ? 'bg-plum-900 text-cream-50 ring-plum-900' : 'bg-white ring-blush-300'}`}
      >
        {chosen ? <CheckIcon className="size-3.5" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        {/* The carrier's name badge, then its service: "JNE" + "REG" reads as the method's name. */}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <NameBadge code={method.carrier.code} name={method.carrier.name} size="sm" />{' '}
          <span className="font-semibold text-plum-900">{method.service_name}</span>
        </span>
        <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <span className="rounded bg-cream-200 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-plum-800">
            {method.shipping_type_label}
          </span>
          {method.discount > 0 ? (
            <span className="rounded bg-leaf-700/10 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-leaf-700">
              {method.discount_source === 'voucher'
                ? text('shippingVoucherBadge')
                : method.is_free
                  ? text('shippingFreeBadge')
                  : text('shippingSaveBadge', { amount: formatRupiah(method.discount) })}
            </span>
          ) : null}
        </span>
        <span className="mt-1 block text-xs leading-relaxed text-plum-700">
          {method.eta.text}
          {arrives ? (
            <span className="block text-plum-600 sm:inline">
              <span className="hidden sm:inline"> · </span>
              {arrives}
            </span>
          ) : null}
        </span>
      </span>
      <MethodPrice method={method} />
    </label>
  );
}

/**
 * The shipping methods for the chosen address (000 §3 Shipping method, §4): carrier logo, name
 * and type, the arrival estimate in WIB days, the fee with its discount. Choosing one saves it
 * for the bag at once (the list shows the choice while it is saved); a refusal is announced.
 */
export function ShippingMethods({
  read,
  cartId,
  addressId,
}: {
  read: ShippingMethodsRead;
  cartId: string;
  addressId: string | null;
}) {
  const text = useCheckoutText();
  const toast = useToast();
  const fetcher = useFetcher();
  const answer = isShippingAnswer(fetcher.data) ? fetcher.data : null;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) toast.error(answer.message);
  }, [answer, toast]);

  const methods = read.state === 'ready' ? read.methods : [];
  const pending = fetcher.formData?.get(F.serviceCode);
  const chosenCode =
    typeof pending === 'string' ? pending : (methods.find((m) => m.is_selected)?.code ?? null);
  const weight = methods[0]?.billed_weight_kg;

  return (
    <CheckoutSection
      id="shipping-methods-title"
      title={text('shippingMethodsTitle')}
      icon={<TruckIcon className="size-4" />}
    >
      {read.state === 'no_address' ? (
        <p className="text-sm text-plum-700">{text('shippingNoAddressText')}</p>
      ) : read.state === 'refused' ? (
        <FormMessage tone="error">{read.message}</FormMessage>
      ) : methods.length === 0 ? (
        <FormMessage tone="info">{text('shippingMethodsNone')}</FormMessage>
      ) : (
        <fetcher.Form method="post" aria-busy={fetcher.state !== 'idle' || undefined}>
          <input type="hidden" name={F.intent} value={SHIPPING_INTENTS.chooseMethod} />
          <input type="hidden" name={F.cartId} value={cartId} />
          <input type="hidden" name={F.addressId} value={addressId ?? ''} />
          <fieldset className="min-w-0">
            <legend className="sr-only">{text('shippingMethodsTitle')}</legend>
            <ul className="space-y-3">
              {methods.map((method) => (
                <li key={method.code}>
                  <MethodCard
                    method={method}
                    chosen={method.code === chosenCode}
                    onChoose={(form) => fetcher.submit(form)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          {weight ? (
            <p className="mt-3 text-xs text-plum-600">{text('shippingMethodsHint', { weight })}</p>
          ) : null}
          <noscript>
            <button type="submit" className={`${BUTTON_CLASS.secondary} mt-4 w-full`}>
              {text('shippingMethodsTitle')}
            </button>
          </noscript>
          <p className="sr-only" aria-live="polite">
            {fetcher.state !== 'idle' ? text('shippingMethodSaving') : ''}
          </p>
        </fetcher.Form>
      )}
    </CheckoutSection>
  );
}
