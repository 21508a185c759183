import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { MAX_ADDRESSES } from '@kilau/domain/accounts';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { Modal } from '~/components/ui/modal';
import { useToast } from '~/components/ui/toast';
import { useMessage } from '~/lib/i18n';
import { ADDRESS_INTENTS, isAddressAnswer } from '../address-forms';
import type { Address } from '../types';
import { useAddressText } from '~/features/addresses/text';

function AlertBody({ message, onClose }: { message: string; onClose: () => void }) {
  const text = useAddressText();
  return (
    <>
      <p className="text-plum-800">{message}</p>
      <button type="button" onClick={onClose} className={`${BUTTON_CLASS.primary} mt-6 w-full`}>
        {text('understood')}
      </button>
    </>
  );
}

/** The Papua alert (001 §2): delivery to the Papua provinces takes longer. */
export function PapuaAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useAddressText();
  const message = useMessage();
  return (
    <Modal kind="papuaAlert" open={open} onClose={onClose} title={text('papuaAlertTitle')}>
      <AlertBody message={message('address_papua_notice')} onClose={onClose} />
    </Modal>
  );
}

/** The max-address alert (001 §2): the book already holds the most a member may keep. */
export function MaxAddressAlert({
  open,
  onClose,
  max = MAX_ADDRESSES,
}: {
  open: boolean;
  onClose: () => void;
  max?: number;
}) {
  const text = useAddressText();
  const message = useMessage();
  return (
    <Modal kind="maxAddressAlert" open={open} onClose={onClose} title={text('maxAddressTitle')}>
      <AlertBody message={message('address_limit_reached', { max })} onClose={onClose} />
    </Modal>
  );
}

/**
 * The delete confirmation (001 §2): deletes only after the shopper confirms; then the toast
 * 'Alamat kamu berhasil dihapus.' (or the generic failure) and `onDeleted`.
 */
export function DeleteAddressDialog({
  address,
  onClose,
  onDeleted,
}: {
  address: Address | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const text = useAddressText();
  const toast = useToast();
  const fetcher = useFetcher();
  const answer = isAddressAnswer(fetcher.data) ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(answer.message);
      onDeleted();
    } else {
      toast.error(answer.message);
      onClose();
    }
  }, [answer, toast, onDeleted, onClose]);

  return (
    <Modal
      kind="deleteConfirmation"
      open={address !== null}
      onClose={onClose}
      title={text('deleteAddressTitle')}
    >
      {address ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={ADDRESS_INTENTS.remove} />
          <input type="hidden" name="id" value={address._id} />
          <p className="text-plum-800">{text('deleteAddressText', { title: address.title })}</p>
          <div className="mt-6 flex gap-3">
            <button type="button" onClick={onClose} className={`${BUTTON_CLASS.secondary} flex-1`}>
              {text('cancel')}
            </button>
            <button type="submit" disabled={busy} className={`${BUTTON_CLASS.danger} flex-1`}>
              {text('deleteAddressConfirm')}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </Modal>
  );
}
