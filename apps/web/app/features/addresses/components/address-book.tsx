import { useCallback, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { MAX_ADDRESSES } from '@kilau/domain/accounts';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { MapPinIcon, PlusIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';
import { isAddressAnswer } from '../address-forms';
import type { Address } from '../types';
import { DeleteAddressDialog, MaxAddressAlert } from './address-alerts';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { useAddressText } from '~/features/addresses/text';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; address: Address }
  | { kind: 'delete'; address: Address }
  | { kind: 'limit' };

/**
 * The member's address book (/shipping-address): the saved addresses, default first, with add,
 * edit, delete (after a confirmation) and make default. A member who already keeps the most
 * addresses allowed (MAX_ADDRESSES) gets the max-address alert instead of the add form.
 */
export function AddressBook({
  addresses,
  max = MAX_ADDRESSES,
}: {
  addresses: readonly Address[];
  max?: number;
}) {
  const text = useAddressText();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = useCallback(() => setDialog(null), []);
  const showLimit = useCallback(() => setDialog({ kind: 'limit' }), []);
  // After a save or a delete the button that opened the dialog may be gone (the deleted card,
  // the empty book's button): focus then moves to the page's heading instead of being lost.
  const closeAfterChange = useCallback(() => {
    setDialog(null);
    setTimeout(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    });
  }, []);
  // Without JavaScript the page reloads after "make default": its answer shows up here.
  const actionData = useActionData();
  const noscriptAnswer = isAddressAnswer(actionData) ? actionData.message : undefined;

  const openAdd = () => setDialog(addresses.length >= max ? { kind: 'limit' } : { kind: 'add' });
  const editing = dialog?.kind === 'edit' ? dialog.address : undefined;

  return (
    <section aria-labelledby="address-book-title">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            id="address-book-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-3xl font-semibold text-plum-900 outline-none md:text-4xl"
          >
            {text('accountTabAddresses')}
          </h1>
          <p className="mt-1 text-sm text-plum-700">
            {addresses.length > 0
              ? text('addressesCount', { count: addresses.length, max })
              : text('addressesIntro', { max })}
          </p>
        </div>
        {addresses.length > 0 ? (
          <button type="button" onClick={openAdd} className={BUTTON_CLASS.primary}>
            <PlusIcon className="size-5" />
            {text('addressAdd')}
          </button>
        ) : null}
      </header>

      {noscriptAnswer ? (
        <noscript>
          <p className="mb-6 rounded-2xl bg-white p-4 text-sm font-medium text-plum-900 ring-1 ring-blush-200">
            {noscriptAnswer}
          </p>
        </noscript>
      ) : null}

      {addresses.length > 0 ? (
        <ul aria-label={text('addressesListLabel')} className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address._id}>
              <AddressCard
                address={address}
                onEdit={() => setDialog({ kind: 'edit', address })}
                onDelete={() => setDialog({ kind: 'delete', address })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-blush-200/70">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-blush-100 text-rose-700">
            <MapPinIcon className="size-8" />
          </span>
          <h2 className="mt-4 font-display text-2xl font-semibold text-plum-900">
            {text('addressesEmptyTitle')}
          </h2>
          <p className="mt-2 max-w-md text-plum-700">{text('addressesEmptyText')}</p>
          <button type="button" onClick={openAdd} className={`${BUTTON_CLASS.primary} mt-6`}>
            <PlusIcon className="size-5" />
            {text('addressAdd')}
          </button>
        </div>
      )}

      <Modal
        kind="addAddress"
        open={dialog?.kind === 'add'}
        onClose={close}
        title={text('addAddressTitle')}
        className="dt:max-w-2xl"
      >
        <AddressForm onSaved={closeAfterChange} onCancel={close} onLimitReached={showLimit} />
      </Modal>
      <Modal
        kind="editAddress"
        open={editing !== undefined}
        onClose={close}
        title={text('editAddressTitle')}
        className="dt:max-w-2xl"
      >
        <AddressForm
          key={editing?._id}
          address={editing}
          onSaved={closeAfterChange}
          onCancel={close}
          onLimitReached={showLimit}
        />
      </Modal>
      <DeleteAddressDialog
        address={dialog?.kind === 'delete' ? dialog.address : null}
        onClose={close}
        onDeleted={closeAfterChange}
      />
      <MaxAddressAlert open={dialog?.kind === 'limit'} onClose={close} max={max} />
    </section>
  );
}
