import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useRealtimeEvent } from '~/lib/realtime';
import { track, trackAd } from '~/lib/analytics';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { afterTileAdd, buyNowNext, CART_PATH } from '@kilau/domain/cart';
import { useToast } from '~/components/ui/toast';
import { useApiClient } from '~/lib/api-client';
import {
  BagActionsProvider,
  type BagActions,
  type BagAddMode,
  type BagAddRequest,
} from '~/lib/bag-actions';
import { useMessage } from '~/lib/i18n';
import { requestLogin } from '~/lib/login-request';
import { onUnauthorized } from '~/lib/session-events';
import { cartCalls } from '../api/cart-calls';
import { useConfirmation } from '../hooks/use-confirmation';
import { useGuestMerge } from '../hooks/use-guest-merge';
import { useMemberCart, type MiniCartStatus } from '../hooks/use-member-cart';
import { addForGuest, addForMember, type AddFlowDeps } from '../lib/add-flow';
import { guestBagCount, readGuestBag, subscribeGuestBag } from '../lib/guest-bag';
import type { CartLineView } from '@kilau/domain/cart';
import { AddNotification } from './add-notification';
import { MergeReportDialog } from './merge-report-dialog';
import { ReplaceDialog } from './replace-dialog';

export type BagState = {
  member: boolean;
  /** Units in the bag for the badge; null when unknown (not yet read, or the session is gone). */
  count: number | null;
  lines: CartLineView[];
  status: MiniCartStatus;
  /** Loads a member's cart for the mini-cart when it is not loaded yet. */
  loadLines: () => void;
  miniCartOpen: boolean;
  setMiniCartOpen: (open: boolean) => void;
};

const BagStateContext = createContext<BagState | null>(null);

export function useBagState(): BagState {
  const state = useContext(BagStateContext);
  if (!state) throw new Error('useBagState() needs a <BagProvider> above it.');
  return state;
}

const noGuestBag = () => null;
const NO_LINES: CartLineView[] = [];
let noticeSequence = 0;

/**
 * The bag for the whole page (000 §4, §6): members add to their server cart, guests to the bag
 * kept in the browser after the server's rule check. It answers the shelves' adds
 * (`useBagActions`), keeps the header count and the mini-cart, shows the add-to-bag notification
 * and the pre-order confirmation, merges the guest bag on sign-in, and forgets the member's bag
 * when any call answers 401.
 */
export function BagProvider({
  member,
  loaderCount,
  storeId = null,
  children,
}: {
  member: boolean;
  /** The root loader's count for a member (null for a guest or when unknown). */
  loaderCount: number | null;
  /** Self-checkout mode's store: every add carries its `store_id` and `source` (issue 23). */
  storeId?: number | null;
  children: ReactNode;
}) {
  const api = useApiClient();
  const calls = useMemo(() => cartCalls(api, storeId), [api, storeId]);
  const toast = useToast();
  const message = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const guestBag = useSyncExternalStore(subscribeGuestBag, readGuestBag, noGuestBag);
  const confirmation = useConfirmation();
  const { ask } = confirmation;
  const [notice, setNotice] = useState<{ id: number; line: CartLineView } | null>(null);
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const miniCartOpen = openOn === location.pathname;
  const { pathname } = location;
  const setMiniCartOpen = useCallback(
    (open: boolean) => setOpenOn(open ? pathname : null),
    [pathname],
  );
  const [cleared, setCleared] = useState(false);
  // The count an add or a merge answered, over the loader's count it was answered against.
  const [counted, setCounted] = useState<{ value: number; over: number | null } | null>(null);
  const loaderCountRef = useRef(loaderCount);
  const pathRef = useRef(location.pathname);
  const cartLoadedRef = useRef(false);

  const setMemberCount = useCallback(
    (value: number) => setCounted({ value, over: loaderCountRef.current }),
    [],
  );
  const memberCart = useMemberCart(calls, member, setMemberCount);
  const { refresh: refreshCart, reset: resetCart } = memberCart;
  // The bag changed in another tab or on another device: its count here follows at once.
  useRealtimeEvent('bag', (data) => {
    if (member && typeof data.count === 'number') setMemberCount(data.count);
  });
  useEffect(() => {
    loaderCountRef.current = loaderCount;
    pathRef.current = location.pathname;
    cartLoadedRef.current = memberCart.status !== 'idle';
  });

  /** The cart, and the `/order` page's cart, points and special prices, fetched again. */
  const reload = useCallback(() => {
    void refreshCart();
    if (pathRef.current === CART_PATH) void revalidator.revalidate();
  }, [refreshCart, revalidator]);

  // 000 §6: a 401 on any call clears the count and the mini-cart until fresh page data arrives.
  useEffect(
    () =>
      onUnauthorized(() => {
        setCleared(true);
        setCounted(null);
        resetCart();
        void revalidator.revalidate().finally(() => setCleared(false));
      }),
    [resetCart, revalidator],
  );

  const merge = useGuestMerge({
    calls,
    member,
    hasGuestLines: (guestBag?.lines.length ?? 0) > 0,
    merged: setMemberCount,
    reload,
  });

  const add = useCallback<BagActions['add']>(
    async (request, mode: BagAddMode = 'add') => {
      const deps: AddFlowDeps = {
        calls,
        confirm: (text) => ask(text || message('cart_preorder_mix_confirm')),
        refused: (text) => toast.error(text || message('generic_retry')),
        added: (line, count) => {
          const next = afterTileAdd({
            status: 200,
            freeProductVoucherApplies: request.product.is_applied_free_product === true,
            currentPath: pathRef.current,
          });
          if (member) setMemberCount(count);
          // A loaded mini-cart is fetched again; one never opened loads when it opens.
          if (member && next.updateMiniCart && cartLoadedRef.current) void refreshCart();
          if (mode === 'add' && next.showNotification) {
            setOpenOn(null);
            setNotice({ id: ++noticeSequence, line });
          }
          if (next.refetchCartPointsAndSpecialPrices) void revalidator.revalidate();
        },
      };
      const outcome = member ? await addForMember(request, deps) : await addForGuest(request, deps);
      if (outcome === 'added') trackAddToBag(request);
      if (outcome === 'added' && mode === 'buy') {
        const next = buyNowNext(member);
        if (next.action === 'navigate') void navigate(next.then);
        else requestLogin({ view: 'login', redirect: next.then });
      }
      return outcome;
    },
    [ask, calls, member, message, navigate, refreshCart, revalidator, setMemberCount, toast],
  );

  const memberCount = counted && counted.over === loaderCount ? counted.value : loaderCount;
  const guestCount = guestBag ? guestBagCount(guestBag.lines) : null;
  const count = cleared ? null : member ? memberCount : guestCount;
  const lines = (member ? memberCart.cart?.products : guestBag?.lines) ?? NO_LINES;
  const status: MiniCartStatus = member ? memberCart.status : guestBag ? 'ready' : 'idle';
  const { status: memberStatus } = memberCart;
  const loadLines = useCallback(() => {
    if (member && (memberStatus === 'idle' || memberStatus === 'error')) void refreshCart();
  }, [member, memberStatus, refreshCart]);

  const state = useMemo<BagState>(
    () => ({ member, count, lines, status, loadLines, miniCartOpen, setMiniCartOpen }),
    [member, count, lines, status, loadLines, miniCartOpen, setMiniCartOpen],
  );
  const actions = useMemo<BagActions>(() => ({ add }), [add]);

  return (
    <BagActionsProvider value={actions}>
      <BagStateContext.Provider value={state}>
        {children}
        <AddNotification
          notice={notice}
          member={member}
          onClose={() => setNotice(null)}
          onOpenBag={() => {
            setNotice(null);
            setMiniCartOpen(true);
          }}
        />
        <ReplaceDialog
          message={confirmation.pending ? (confirmation.pending.message ?? '') : null}
          onAnswer={confirmation.answer}
        />
        <MergeReportDialog items={merge.report} onClose={merge.dismissReport} />
      </BagStateContext.Provider>
    </BagActionsProvider>
  );
}

/** The add to bag (issue 24): the analytics event, and the ad event with marketing consent. */
function trackAddToBag(request: BagAddRequest) {
  const { id, combination_id, quantity } = request.product;
  track(
    'add_to_bag',
    { type: 'product', id },
    { combination_id, quantity, route: request.reference?.route ?? null },
  );
  trackAd('AddToCart', {
    content_type: 'product',
    content_ids: id,
    quantity,
  });
}
