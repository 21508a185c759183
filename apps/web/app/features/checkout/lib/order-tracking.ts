import { useEffect } from 'react';
import { track, trackAd } from '~/lib/analytics';
import type { PlacedOrder } from '../types';

/** Orders already tracked in this browser tab (a reload or a revisit does not count again). */
const TRACKED_KEY = 'kilau_tracked_orders';

function once(key: string): boolean {
  try {
    const seen = new Set<string>(JSON.parse(window.sessionStorage.getItem(TRACKED_KEY) ?? '[]'));
    if (seen.has(key)) return false;
    seen.add(key);
    window.sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...seen].slice(-50)));
    return true;
  } catch {
    return true; // blocked storage: counted on this page, as well as it can be
  }
}

/**
 * An order's tracking (issue 24), on the page that first shows it: `order_placed` once per
 * order, `payment_settled` once when it shows paid, with the ad events (`Purchase` takes the
 * order's reference as its id, so the conversions API keeps one however often it is sent).
 */
export function useOrderTracking(order: PlacedOrder | null, paid: boolean) {
  const reference = order?.reference_code;
  const total = order?.total_paid;
  const method = order?.payment_method;
  useEffect(() => {
    if (!reference) return;
    const target = { type: 'order' as const, id: reference };
    if (once(`placed:${reference}`)) {
      track('order_placed', target, { total: total ?? null, payment_method: method ?? null });
    }
    if (paid && once(`paid:${reference}`)) {
      track('payment_settled', target, { total: total ?? null, payment_method: method ?? null });
      trackAd(
        'Purchase',
        { currency: 'IDR', value: total ?? null },
        { eventId: `order-${reference}` },
      );
    }
  }, [reference, total, method, paid]);
}
