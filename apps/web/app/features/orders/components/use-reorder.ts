import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REORDER_REDIRECT_DELAY_MS } from '@kilau/domain/orders';
import { useToast } from '~/components/ui/toast';
import { useMessage } from '~/lib/i18n';
import { productName } from '../lib/entry-updates';
import type { HistoryEntry } from '../types';
import { ORDER_FIELDS, ORDER_INTENTS } from '../lib/order-intents';
import { useOrderIntent } from './use-order-intent';
import { useOrdersText } from '~/features/orders/text';

/** The bag page REORDER ends on (000 §4). */
export const BAG_PATH = '/order';

/**
 * REORDER (000 §4): the order's cart is re-added to the bag (`POST {cart}/carts/reorder`); a
 * toast tells what was added and what could not be, with the reason; then, if anything was
 * added, the shop goes to /order after 600 ms. Answers whether the bag was reached.
 */
export function useReorder() {
  const reorderCart = useOrderIntent(ORDER_INTENTS.reorder);
  const toast = useToast();
  const text = useOrdersText();
  const message = useMessage();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    async (entry: HistoryEntry): Promise<boolean> => {
      const result = await reorderCart(entry._id, { [ORDER_FIELDS.cartId]: entry.cart_id });
      if (!result.ok) {
        toast.error(
          result.status === 401
            ? message('login_required')
            : result.status >= 500 || result.status === 0 || !result.message
              ? message('order_call_failed')
              : result.message,
        );
        return false;
      }
      const { added, skipped } = result.data;
      const items = skipped
        .map((line) =>
          text('ordersReorderItem', { name: productName(entry, line), reason: line.message }),
        )
        .join(', ');
      if (added.length === 0) {
        toast.error(text('ordersReorderNone', { items }));
        return false;
      }
      const units = added.reduce((sum, line) => sum + line.quantity, 0);
      const addedText = text('ordersReorderAdded', { count: units });
      toast.success(
        skipped.length > 0 ? `${addedText} ${text('ordersReorderSkipped', { items })}` : addedText,
      );
      timer.current = setTimeout(() => void navigate(BAG_PATH), REORDER_REDIRECT_DELAY_MS);
      return true;
    },
    [reorderCart, message, navigate, text, toast],
  );
}
