import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { formatPhoneDisplay } from '@kilau/domain/shared';
import { MapPinIcon, PencilIcon, PhoneIcon, TrashIcon, UserIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { ADDRESS_INTENTS, isAddressAnswer } from '../address-forms';
import { addressLine, type Address } from '../types';
import { useAddressText } from '~/features/addresses/text';

const ACTION_CLASS =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-plum-800 transition hover:bg-blush-100 hover:text-plum-900 disabled:opacity-60';

/**
 * One saved address: label and default badge, recipient, phone (+62) and the full address
 * line; edit, delete and — unless it already is — make default. Making it the default is a
 * plain form, so it works without JavaScript too.
 */
export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const text = useAddressText();
  const toast = useToast();
  const fetcher = useFetcher();
  const answer = isAddressAnswer(fetcher.data) ? fetcher.data : undefined;
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer, toast]);
  const isDefault = address.is_default;
  const labels = { title: address.title };

  return (
    <article
      aria-label={address.title}
      className={`flex h-full flex-col rounded-3xl bg-white p-5 ring-1 transition ${isDefault ? 'ring-2 ring-plum-900' : 'ring-blush-200/70'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <h2 className="font-display text-xl font-semibold text-plum-900">{address.title}</h2>
        {isDefault ? (
          <span className="shrink-0 rounded-full bg-plum-900 px-3 py-1 text-xs font-bold uppercase tracking-wider text-cream-50">
            {text('addressDefaultBadge')}
          </span>
        ) : null}
      </header>
      <dl className="mt-3 grid gap-2 text-sm text-plum-800">
        <div className="flex gap-2">
          <dt className="shrink-0 pt-0.5 text-plum-600">
            <UserIcon className="size-4" />
            <span className="sr-only">{text('fieldContact')}</span>
          </dt>
          <dd className="font-semibold text-plum-900">{address.contact}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 pt-0.5 text-plum-600">
            <PhoneIcon className="size-4" />
            <span className="sr-only">{text('fieldPhone')}</span>
          </dt>
          <dd>{formatPhoneDisplay(address.phone)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 pt-0.5 text-plum-600">
            <MapPinIcon className="size-4" />
            <span className="sr-only">{text('addressSectionPlace')}</span>
          </dt>
          <dd className="leading-relaxed">{addressLine(address)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-4">
        <div className="flex flex-wrap items-center gap-0.5 border-t border-blush-200/70 pt-3">
          <button type="button" onClick={onEdit} className={ACTION_CLASS}>
            <PencilIcon className="size-4" />
            <span aria-hidden="true">{text('addressEdit')}</span>
            <span className="sr-only">{text('addressEditLabel', labels)}</span>
          </button>
          <button type="button" onClick={onDelete} className={ACTION_CLASS}>
            <TrashIcon className="size-4" />
            <span aria-hidden="true">{text('addressDelete')}</span>
            <span className="sr-only">{text('addressDeleteLabel', labels)}</span>
          </button>
          {isDefault ? null : (
            <fetcher.Form method="post" className="ml-auto">
              <input type="hidden" name="intent" value={ADDRESS_INTENTS.makeDefault} />
              <input type="hidden" name="id" value={address._id} />
              <button
                type="submit"
                disabled={fetcher.state !== 'idle'}
                className="inline-flex min-h-11 items-center rounded-full border border-plum-900/20 px-3 text-sm font-bold text-plum-900 transition hover:border-plum-900 disabled:opacity-60"
              >
                <span aria-hidden="true">{text('addressSetDefault')}</span>
                <span className="sr-only">{text('addressSetDefaultLabel', labels)}</span>
              </button>
            </fetcher.Form>
          )}
        </div>
      </div>
    </article>
  );
}
