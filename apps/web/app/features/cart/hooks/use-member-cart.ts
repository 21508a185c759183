import { useCallback, useRef, useState } from 'react';
import type { CartCalls } from '../api/cart-calls';
import type { Cart } from '~/lib/cart-api';

export type MiniCartStatus = 'idle' | 'loading' | 'ready' | 'error';
type Loaded = { status: MiniCartStatus; cart: Cart | null; member: boolean };

const IDLE: Loaded = { status: 'idle', cart: null, member: false };

/**
 * A member's cart for the mini-cart (`GET /user/me/carts`): loaded when first wanted, refreshed
 * after an add or a merge, and forgotten when the session ends. What was loaded for a member is
 * never shown to a guest.
 */
export function useMemberCart(
  calls: CartCalls,
  member: boolean,
  /** Told the bag's units whenever the cart is read (the badge follows the mini-cart). */
  counted: (units: number) => void,
) {
  const [state, setState] = useState<Loaded>(IDLE);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const id = ++latest.current;
    // A refresh keeps the lines on screen; only a first load shows the loading state.
    setState((current) => ({
      status: current.cart ? 'ready' : 'loading',
      cart: current.cart,
      member: true,
    }));
    const result = await calls.cart();
    if (id !== latest.current) return;
    if (result.ok) {
      setState({ status: 'ready', cart: result.data, member: true });
      counted(result.data.products.reduce((sum, line) => sum + line.quantity, 0));
    } else setState((current) => ({ ...current, status: current.cart ? 'ready' : 'error' }));
  }, [calls, counted]);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  const shown: Loaded = member && state.member ? state : { ...IDLE, member };
  return { status: shown.status, cart: shown.cart, refresh, reset };
}
