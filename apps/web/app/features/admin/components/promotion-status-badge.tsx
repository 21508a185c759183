import type { VoucherStatus } from '@kilau/domain/admin';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { STATUS_LABEL } from '../lib/voucher-words';
import { useAdminText } from '../text';

const STATUS_TONE = {
  active: 'bg-leaf-700/10 text-leaf-700',
  scheduled: 'bg-blush-100 text-plum-800',
  expired: 'bg-cream-100 text-plum-600',
  inactive: 'bg-berry-700/10 text-berry-700',
} as const;

/** A promotion's status (active, scheduled, expired, inactive) as a badge. */
export function PromotionStatusBadge({ status }: { status: VoucherStatus }) {
  const text = useAdminText();
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${STATUS_TONE[status]}`}>
      {text(STATUS_LABEL[status])}
    </span>
  );
}

/** A promotion's window in WIB: `start – end` (`…` for an open end, "Always" for neither). */
export function PromotionWindow({
  starts_at,
  ends_at,
}: {
  starts_at: string | null;
  ends_at: string | null;
}) {
  const text = useAdminText();
  const locale = useLocale();
  if (starts_at === null && ends_at === null) return <>{text('always')}</>;
  return (
    <span className="whitespace-nowrap">
      {starts_at ? formatDateTime(starts_at, locale) : '…'} –{' '}
      {ends_at ? formatDateTime(ends_at, locale) : '…'}
    </span>
  );
}
