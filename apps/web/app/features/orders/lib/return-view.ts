import type { StatusColour } from '@kilau/domain/orders';
import type { OrderReturn, ReturnStatus } from '../types';

/** A return's state chip tone (the order chip's palette, `.order-state` in app.css). */
export const RETURN_TONE: Record<ReturnStatus, StatusColour> = {
  requested: 'warning',
  approved: 'info',
  received: 'progress',
  refunding: 'progress',
  refunded: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

export type ReturnStep = {
  status: ReturnStatus;
  /** When it happened (the API's `steps`), or null for a step still ahead. */
  at: string | null;
  /** The step the return is at now. */
  current: boolean;
};

/** The way a return goes (docs/design/returns.md "States"): its end decides the path shown. */
const PATHS: Record<'open' | 'rejected' | 'cancelled', readonly ReturnStatus[]> = {
  open: ['requested', 'approved', 'received', 'refunded'],
  rejected: ['requested', 'rejected'],
  cancelled: ['requested', 'cancelled'],
};

const ORDER_OF: Record<ReturnStatus, number> = {
  requested: 0,
  approved: 1,
  rejected: 1,
  cancelled: 1,
  received: 2,
  refunding: 3,
  refunded: 4,
};

/**
 * The steps a return's card draws, oldest first: requested → approved → received → refunded,
 * or requested → rejected / cancelled. Steps reached carry their WIB time; while the money is on
 * its way (`refunding`) the last step shows that, not yet done.
 */
export function returnSteps(
  ret: Pick<OrderReturn, 'status' | 'steps' | 'created_at'>,
): ReturnStep[] {
  const path =
    ret.status === 'rejected'
      ? PATHS.rejected
      : ret.status === 'cancelled'
        ? PATHS.cancelled
        : PATHS.open;
  const reached = ORDER_OF[ret.status];
  const timeOf = (status: ReturnStatus) =>
    ret.steps.findLast((step) => step.status === status)?.at ??
    (status === 'requested' ? ret.created_at : null);
  return path.map((status) => {
    const shown: ReturnStatus =
      status === 'refunded' && ret.status === 'refunding' ? 'refunding' : status;
    const done =
      ORDER_OF[status] <= reached && !(status === 'refunded' && ret.status === 'refunding');
    return {
      status: shown,
      at: done ? timeOf(status) : shown === 'refunding' ? timeOf('refunding') : null,
      current: shown === ret.status,
    };
  });
}

/** Whether a return is still being handled (one at a time per order). */
export const isReturnOpen = (status: ReturnStatus) =>
  status === 'requested' ||
  status === 'approved' ||
  status === 'received' ||
  status === 'refunding';
