import type { Store } from '@kilau/domain/stores';
import { useStoresText } from '../text';

const BADGES = {
  /** On a light card (the stores page, self-checkout's store card). */
  light: { open: 'bg-leaf-700/10 text-leaf-700', closed: 'bg-berry-700/10 text-berry-700' },
  /** On the plum store line of the header. */
  dark: { open: 'bg-leaf-700 text-white', closed: 'bg-berry-700 text-white' },
} as const;

/** Whether a store is open now and its hours today (WIB): "Buka sekarang · Hari ini 10:00–22:00 WIB". */
export function StoreOpenToday({
  openNow,
  today,
  tone = 'light',
  className = '',
}: {
  openNow: boolean;
  today: Store['today'];
  tone?: keyof typeof BADGES;
  className?: string;
}) {
  const text = useStoresText();
  return (
    <p className={className}>
      <span
        className={`mr-2 inline-block rounded-full px-2.5 py-0.5 font-semibold ${
          openNow ? BADGES[tone].open : BADGES[tone].closed
        }`}
      >
        {openNow ? text('openNow') : text('closedNow')}
      </span>
      {today ? text('todayHours', { open: today.open, close: today.close }) : text('closedToday')}
    </p>
  );
}
