import { directionsUrl, type Store } from '@kilau/domain/stores';
import { useStoresText } from '../text';
import { StoreOpenToday } from './store-open-today';

/** One offline store: address, phone, today's hours and whether it is open now (WIB). */
export function StoreCard({ store }: { store: Store }) {
  const text = useStoresText();
  const headingId = `store-${store.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl bg-white p-6 shadow-sm"
      data-testid="store-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold text-plum-900">
          {store.name}
        </h2>
        {store.is_default ? (
          <span className="rounded-full bg-blush-100 px-2.5 py-0.5 text-xs font-semibold text-plum-800">
            {text('mainStore')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-plum-800">{store.address}</p>
      <StoreOpenToday
        openNow={store.open_now}
        today={store.today}
        className="mt-3 text-sm text-plum-800"
      />
      <div className="mt-auto flex flex-wrap gap-4 pt-5 text-sm font-semibold">
        <a className="text-berry-700 underline" href={`tel:${store.phone}`}>
          {text('call', { phone: store.phone })}
        </a>
        <a
          className="text-berry-700 underline"
          href={directionsUrl(store.lat, store.lng)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text('directionsTo', { name: store.name })}
        >
          {text('directions')}
        </a>
      </div>
    </article>
  );
}
