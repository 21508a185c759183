import type { BannerStatus } from '@kilau/domain/admin';
import { useAdminText } from '../text';

const TONES: Record<BannerStatus, string> = {
  live: 'bg-leaf-700/10 text-leaf-700',
  scheduled: 'bg-plum-900/10 text-plum-900',
  ended: 'bg-cream-200 text-plum-800',
  inactive: 'bg-berry-700/10 text-berry-700',
};

/** A banner's status now, as a badge (scheduled, live, ended, inactive). */
export function StatusBadge({ status }: { status: BannerStatus }) {
  const text = useAdminText();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[status]}`}>
      {text(`status_${status}`)}
    </span>
  );
}
