import { useEffect, useState } from 'react';
import { formatDateTime } from '@kilau/domain/shared';
import { TruckIcon } from '~/components/ui/icons';
import { Modal } from '~/components/ui/modal';
import { useLocale, useMessage } from '~/lib/i18n';
import type { HistoryEntry, OrderTracking } from '../types';
import { CopyButton } from '~/components/payment/copy-button';
import { useOrdersApi } from './orders-context';
import { Timeline } from './timeline';
import { useOrdersText } from '~/features/orders/text';

type TrackRead =
  | { status: 'loading' }
  | { status: 'ready'; tracking: OrderTracking }
  | { status: 'error'; message: string };

/**
 * TRACK ORDER (000 §4, shown only when the order can be tracked): the carrier and tracking
 * number with a copy button, when it was shipped and delivered, and the parcel's events as a
 * vertical timeline, newest first, in WIB.
 */
export function TrackModal({
  entry,
  onClose,
}: {
  entry: HistoryEntry | null;
  onClose: () => void;
}) {
  const text = useOrdersText();
  return (
    <Modal
      kind="orderTrack"
      open={entry !== null}
      onClose={onClose}
      title={text('ordersTrackTitle')}
    >
      {entry ? <TrackBody key={entry._id} entry={entry} /> : null}
    </Modal>
  );
}

function TrackBody({ entry }: { entry: HistoryEntry }) {
  const text = useOrdersText();
  const message = useMessage();
  const locale = useLocale();
  const api = useOrdersApi();
  const [read, setRead] = useState<TrackRead>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void api.tracking(entry._id).then((result) => {
      if (!live) return;
      if (result.ok) setRead({ status: 'ready', tracking: result.data });
      else if (result.status === 401)
        setRead({ status: 'error', message: message('login_required') });
      else if (result.status === 409 && result.message)
        setRead({ status: 'error', message: result.message });
      else setRead({ status: 'error', message: message('order_call_failed') });
    });
    return () => {
      live = false;
    };
  }, [api, entry._id, message]);

  if (read.status === 'loading') {
    return (
      <p role="status" className="text-sm text-plum-700">
        {text('ordersTrackLoading')}
      </p>
    );
  }
  if (read.status === 'error') {
    return (
      <p role="alert" className="text-sm font-semibold text-berry-700">
        {read.message}
      </p>
    );
  }
  const { tracking } = read;
  const when = (at: string) => text('ordersTrackTime', { time: formatDateTime(at, locale) });
  return (
    <div className="space-y-5">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-blush-200/70">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-blush-100 text-rose-700">
            <TruckIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs text-plum-700">{text('ordersTrackCarrier')}</p>
            <p className="font-semibold text-plum-900">{tracking.carrier?.name ?? '-'}</p>
          </div>
        </div>
        {tracking.tracking_number ? (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-100 p-3">
            <div className="min-w-0">
              <p className="text-xs text-plum-700">{text('ordersTrackNumber')}</p>
              <p className="break-all font-mono text-base font-bold tracking-wide text-plum-900">
                {tracking.tracking_number}
              </p>
            </div>
            <CopyButton value={tracking.tracking_number} label={text('ordersTrackNumber')} />
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-plum-700">
          {tracking.shipped_at ? (
            <p>{text('ordersTrackShippedAt', { date: when(tracking.shipped_at) })}</p>
          ) : null}
          {tracking.delivered_at ? (
            <p className="font-semibold text-leaf-700">
              {text('ordersTrackDeliveredAt', { date: when(tracking.delivered_at) })}
            </p>
          ) : null}
        </div>
      </div>

      <section>
        <h3 className="mb-3 text-xs font-bold uppercase tracking-[0.12em] text-plum-700">
          {text('ordersTrackEvents')}
        </h3>
        {tracking.events.length === 0 ? (
          <p className="text-sm text-plum-700">{text('ordersTrackEmpty')}</p>
        ) : (
          <Timeline
            label={text('ordersTrackEvents')}
            steps={tracking.events.map((event, index) => ({
              key: `${event.at}-${index}`,
              title: event.description,
              detail: event.location ?? undefined,
              time: when(event.at),
            }))}
          />
        )}
      </section>
    </div>
  );
}
