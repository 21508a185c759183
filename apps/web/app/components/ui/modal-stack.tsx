import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The modal stack (spec 000 §2, 001 §2): Escape, or a click on the overlay, closes the topmost
 * open modal, and "topmost" follows a fixed priority order rather than the order of opening.
 *
 * MODAL_PRIORITY lists every modal the specs name, highest first. The order follows one idea:
 * whatever asks the shopper to confirm or finish a step sits above what it interrupts —
 *   1. confirmations and blocking alerts (a confirmation may guard any other modal);
 *   2. payment security steps (3-D Secure above saved cards above changing the method);
 *   3. sign-in and its sub-steps (opened from anywhere a login is needed);
 *   4. review, report and authenticity flows, then their photo sub-dialogs above them;
 *   5. address forms above the address list;
 *   6. order-history modals (actions above detail above filters), then the back office's forms;
 *   7. shopping modals (vouchers, promo detail, notify me, pack detail, add to bag, quick view);
 *   8. promotional layers last: info, newsletter, banners and the quick-tour overlay.
 * Within a kind, the most recently opened modal is on top.
 */
export const MODAL_PRIORITY = [
  // 1. confirmations and alerts
  'globalConfirmation',
  'deleteConfirmation',
  'maxAddressAlert',
  'papuaAlert',
  // 2. payment security
  'cardAuthentication',
  'savedCard',
  'changePaymentMethod',
  // 3. sign-in
  'otpVerification',
  'changeNumber',
  'registeredPhone',
  'forgotPassword',
  'termsAndConditions',
  'registerDetail',
  'loginRegister',
  // 4. reviews, reports, authenticity
  'image',
  'uploadPhoto',
  'editReview',
  'reviewWriting',
  'voteDialog',
  'report',
  'authenticitySuccess',
  'authenticityForm',
  'authenticityConfirm',
  'authenticityHistory',
  'qrCode',
  // 5. addresses
  'addAddress',
  'editAddress',
  'addressList',
  // 6. order history
  'orderCancel',
  'orderRetry',
  'orderConfirmPayment',
  'orderHowToPay',
  'orderTrack',
  'orderDetail',
  'orderDateRange',
  'orderStatusFilter',
  // 6b. the back office's forms (issue 18)
  'staffCreate',
  'stockAdjust',
  'taxonomyEdit',
  'redemptionMove',
  // 7. shopping
  'myVouchers',
  'promoDetail',
  'notifyMe',
  'packDetail',
  'galleryZoom',
  'addToBag',
  'addToCartNotification',
  'quickView',
  // 8. the cookie choice (above the promotional layers it governs), then promotional layers
  'cookieSettings',
  'infoPoint',
  'newsletter',
  'fullScreenPopupBanner',
  'popupBanner',
  'quickTour',
] as const;

export type ModalKind = (typeof MODAL_PRIORITY)[number];

/** Lower rank = higher priority. */
export const modalRank = (kind: ModalKind): number => MODAL_PRIORITY.indexOf(kind);

/** Stacking order for a kind: higher-priority modals paint above lower ones. */
export const modalZIndex = (kind: ModalKind): number =>
  1000 + (MODAL_PRIORITY.length - modalRank(kind)) * 2;

export type OpenModal = { id: number; kind: ModalKind; openedAt: number };

/** The modal that Escape or an overlay click closes: highest priority, then latest opened. */
export function topmostModal<T extends OpenModal>(open: readonly T[]): T | null {
  let top: T | null = null;
  for (const entry of open) {
    if (
      !top ||
      modalRank(entry.kind) < modalRank(top.kind) ||
      (entry.kind === top.kind && entry.openedAt > top.openedAt)
    ) {
      top = entry;
    }
  }
  return top;
}

type Entry = OpenModal & { close: () => void };

/**
 * Kinds that leave the page scrolling: the quick tour follows its element as the page scrolls.
 * Locking would also restyle `<body>` and lay the whole page out again as the tour opens (a long
 * task on a first visit).
 */
const SCROLLING_KINDS: ReadonlySet<ModalKind> = new Set(['quickTour']);

type ModalStackApi = {
  /** Registers an open modal; returns the function that unregisters it. */
  register(kind: ModalKind, close: () => void): () => void;
  /** Closes the topmost modal; false when none is open. */
  closeTopmost(): boolean;
};

const ModalStackContext = createContext<ModalStackApi | null>(null);
/** How many modals are open, in a context of its own so the stack's API stays one object. */
const OpenModalCountContext = createContext(0);

/** How many modals are open now (an overlay that waits for a quiet page reads it). */
export const useOpenModalCount = (): number => useContext(OpenModalCountContext);

export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('Modals need a <ModalStackProvider> above them.');
  return api;
}

let sequence = 0;

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const entries = useRef<Entry[]>([]);
  // The open kinds, for what renders from them: how many, and whether the page scroll locks.
  const [openKinds, setOpenKinds] = useState<readonly ModalKind[]>([]);
  const openCount = openKinds.length;
  const scrollLocked = openKinds.some((kind) => !SCROLLING_KINDS.has(kind));

  const register = useCallback((kind: ModalKind, close: () => void) => {
    const id = ++sequence;
    entries.current = [...entries.current, { id, kind, openedAt: id, close }];
    setOpenKinds(entries.current.map((entry) => entry.kind));
    return () => {
      entries.current = entries.current.filter((entry) => entry.id !== id);
      setOpenKinds(entries.current.map((entry) => entry.kind));
    };
  }, []);

  const closeTopmost = useCallback(() => {
    const top = topmostModal(entries.current);
    top?.close();
    return top !== null;
  }, []);

  useEffect(() => {
    if (openCount === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (closeTopmost()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openCount, closeTopmost]);

  // Lock page scroll behind open modals (not behind the quick tour alone).
  useEffect(() => {
    if (!scrollLocked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [scrollLocked]);

  const api = useMemo(() => ({ register, closeTopmost }), [register, closeTopmost]);
  return (
    <ModalStackContext.Provider value={api}>
      <OpenModalCountContext.Provider value={openCount}>{children}</OpenModalCountContext.Provider>
    </ModalStackContext.Provider>
  );
}
