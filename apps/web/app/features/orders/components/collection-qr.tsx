import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import { Modal } from '~/components/ui/modal';
import { TrustedHtml } from '~/components/ui/trusted-html';
import { useLocale } from '~/lib/i18n';
import type { OrderCollectionView } from '../types';
import { useOrdersText } from '../text';
import { ACTION_BUTTON } from './order-card';

/** How often an open modal asks whether staff have handed the order over. */
const REFRESH_MS = 5_000;

/**
 * The store order's collection QR (spec 000 §6, the QR code modal; docs/design/store-collection.md):
 * a button opening a modal with the QR, the order number and the token as small, copyable text.
 * While open it re-reads the collection (`/order/collection/{id}`), so staff's "Tandai sudah
 * diambil" shows as "Sudah diambil" with the time (WIB).
 */
export function CollectionQr({ initial }: { initial: OrderCollectionView }) {
  const text = useOrdersText();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<OrderCollectionView>();
  const view = fetcher.data ?? initial;
  const { collection } = view;
  const orderId = collection.order_id;
  const collected = collection.collected_at !== null;

  useEffect(() => {
    if (!open || collected) return;
    const timer = setInterval(() => {
      if (fetcher.state === 'idle') fetcher.load(`/order/collection/${orderId}`);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, collected, orderId, fetcher]);

  return (
    <>
      {collected ? (
        <p className="font-semibold text-leaf-700">{text('collectionCollected')}</p>
      ) : null}
      <button
        type="button"
        className={ACTION_BUTTON['btn-outline']}
        onClick={() => {
          setOpen(true);
          fetcher.load(`/order/collection/${orderId}`);
        }}
      >
        {text('collectionShowQr')}
      </button>
      <Modal
        kind="qrCode"
        open={open}
        onClose={() => setOpen(false)}
        title={text('collectionTitle')}
      >
        <div className="flex flex-col items-center gap-3 text-center">
          <p className="font-semibold">
            {text('collectionOrder', { reference: collection.reference_code })}
          </p>
          {collected ? (
            <p role="status" className="text-lg font-bold text-leaf-700">
              {text('collectionCollectedAt', {
                date: formatDateTime(collection.collected_at, locale),
              })}
            </p>
          ) : (
            <>
              <TrustedHtml
                html={view.svg}
                role="img"
                aria-label={text('collectionTitle')}
                className="w-60 max-w-full [&>svg]:h-auto [&>svg]:w-full"
              />
              <p role="status" className="text-sm">
                {collection.awaiting_cashier
                  ? text('collectionAwaitingCashier')
                  : text('collectionReady')}
              </p>
              <p className="text-sm text-plum-700">{text('collectionHint')}</p>
            </>
          )}
          <label className="w-full text-left text-xs text-plum-700">
            {text('collectionCode')}
            <input
              readOnly
              value={collection.token}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded border px-2 py-1 font-mono text-xs"
            />
          </label>
          <button
            type="button"
            className={ACTION_BUTTON['btn-outline']}
            disabled={fetcher.state !== 'idle'}
            onClick={() => fetcher.load(`/order/collection/${orderId}`)}
          >
            {text('collectionRefresh')}
          </button>
        </div>
      </Modal>
    </>
  );
}
