import { Form, useNavigation } from 'react-router';
import { formatDateTime } from '@kilau/domain/shared';
import type { Answer } from '~/lib/api-answer';
import { useLocale } from '~/lib/i18n';
import type { StoreCollectionOrder } from '../types';
import { useAdminText } from '../text';
import { StorePicker } from './store-picker';
import { BUTTON_CLASS, TextAreaField } from '~/components/ui/form-field';

export const STORE_COLLECTION_INTENTS = {
  verify: 'verify',
  collect: 'collect',
  paid: 'cashier-paid',
} as const;

/** What an intent answered, with the token it was about (kept in the field). */
export type StoreCollectionAnswer = Answer<StoreCollectionOrder> & {
  intent: string;
  token?: string;
};

function OrderSummary({ order }: { order: StoreCollectionOrder }) {
  const text = useAdminText();
  const locale = useLocale();
  return (
    <section
      aria-label={text('storeCollectionResult')}
      className="mt-4 rounded-xl border border-plum-900/10 p-4"
    >
      <p className="font-semibold text-plum-900">
        {order.reference_code} · {order.member_name}
      </p>
      <p className="mt-1 text-sm">
        <span className={order.is_paid ? 'text-leaf-700' : 'text-berry-700'}>
          {order.is_paid
            ? text('storeCollectionPaid')
            : order.awaiting_cashier
              ? text('storeCollectionAwaitingCashier')
              : text('storeCollectionUnpaid')}
        </span>
        {' · '}
        <span>
          {order.collected_at
            ? text('storeCollectionCollectedAt', {
                date: formatDateTime(order.collected_at, locale),
                by: order.collected_by ?? '—',
              })
            : text('storeCollectionNotCollected')}
        </span>
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">{text('storeCollectionProduct')}</th>
            <th scope="col">{text('storeCollectionOption')}</th>
            <th scope="col" className="text-right">
              {text('storeCollectionQuantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.combination_id}>
              <td>{line.name}</td>
              <td>{line.option || '—'}</td>
              <td className="text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The store collection desk (`/admin/store-collection`, docs/design/store-collection.md): the
 * store, the order QR's code typed or pasted, the verification with the order's lines, "Tandai
 * sudah diambil"; beside it the store's orders waiting at the cashier, each with "Terima
 * pembayaran".
 */
export function StoreCollectionDesk({
  stores,
  storeId,
  cashierOrders,
  answer,
}: {
  stores: ReadonlyArray<{ id: number; name: string }>;
  storeId: number;
  cashierOrders: StoreCollectionOrder[];
  answer: StoreCollectionAnswer | undefined;
}) {
  const text = useAdminText();
  const busy = useNavigation().state !== 'idle';
  const order = answer?.ok ? answer.data : null;
  const token = answer?.token ?? '';
  return (
    <div className="grid gap-6 p-6 lg:grid-cols-2">
      <section aria-labelledby="store-collection-title">
        <h1 id="store-collection-title" className="text-xl font-bold text-plum-900">
          {text('storeCollectionTitle')}
        </h1>
        <Form method="get" className="mt-4 flex items-end gap-3">
          <StorePicker stores={stores} storeId={storeId} />
          <button type="submit" className={BUTTON_CLASS.secondary}>
            {text('storeCollectionChooseStore')}
          </button>
        </Form>
        <Form method="post" className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="store_id" value={storeId} />
          <TextAreaField
            label={text('storeCollectionToken')}
            hint={text('storeCollectionTokenHint')}
            name="token"
            required
            rows={2}
            defaultValue={token}
            key={token}
          />
          <div className="flex gap-3">
            <button
              type="submit"
              name="intent"
              value={STORE_COLLECTION_INTENTS.verify}
              disabled={busy}
              className={BUTTON_CLASS.secondary}
            >
              {text('storeCollectionVerify')}
            </button>
            {order && order.is_paid && !order.collected_at ? (
              <button
                type="submit"
                name="intent"
                value={STORE_COLLECTION_INTENTS.collect}
                disabled={busy}
                className={BUTTON_CLASS.primary}
              >
                {text('storeCollectionCollect')}
              </button>
            ) : null}
          </div>
        </Form>
        {answer?.message ? (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm font-medium ${answer.ok ? 'text-leaf-700' : 'text-berry-700'}`}
          >
            {answer.message}
          </p>
        ) : null}
        {order ? <OrderSummary order={order} /> : null}
      </section>
      <section aria-labelledby="cashier-orders-title">
        <h2 id="cashier-orders-title" className="text-lg font-bold text-plum-900">
          {text('storeCollectionCashierTitle')}
        </h2>
        {cashierOrders.length === 0 ? (
          <p className="mt-3 text-sm text-plum-700">{text('storeCollectionCashierNone')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-plum-900/10">
            {cashierOrders.map((row) => (
              <li key={row.order_id} className="flex items-center justify-between gap-3 py-3">
                <span className="text-sm">
                  <span className="font-semibold">{row.reference_code}</span> · {row.member_name}
                </span>
                <Form method="post">
                  <input type="hidden" name="store_id" value={storeId} />
                  <input type="hidden" name="order_id" value={row.order_id} />
                  <button
                    type="submit"
                    name="intent"
                    value={STORE_COLLECTION_INTENTS.paid}
                    disabled={busy}
                    aria-label={text('storeCollectionTakePaymentOf', {
                      reference: row.reference_code,
                    })}
                    className={BUTTON_CLASS.secondary}
                  >
                    {text('storeCollectionTakePayment')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
