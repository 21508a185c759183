import type { AdminReturnStatus } from '../types';

/** A return's state in the order chips' palette (`.order-state` in app.css). */
const TONE: Record<AdminReturnStatus, string> = {
  requested: 'warning',
  approved: 'info',
  received: 'progress',
  refunding: 'progress',
  refunded: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** The return's state as the API words it (`status_label`), in its tone. */
export function ReturnStatusBadge({ status, label }: { status: AdminReturnStatus; label: string }) {
  return (
    <span className="order-state w-fit" data-tone={TONE[status]}>
      {label}
    </span>
  );
}
