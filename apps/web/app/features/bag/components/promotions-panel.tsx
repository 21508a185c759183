import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormMessage } from '~/components/ui/form-field';
import { ChevronRightIcon, SparkleIcon, WalletIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { useHydrated } from '~/hooks/use-hydrated';
import type { Cart } from '~/lib/cart-api';
import { BAG_INTENTS, type BagActionData } from '../bag-intents';
import type { CartToggles, CartVoucher, PointsBalance } from '../types';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { AppliedVoucher } from './applied-voucher';
import { PaperBagToggle } from './paper-bag-toggle';
import { InfoPointButton } from '~/components/points/info-point';
import { PointsForm } from './points-form';
import { VoucherField } from './voucher-field';
import { useBagText } from '~/features/bag/text/index';

const VOUCHER_INTENTS = [BAG_INTENTS.applyVoucher, BAG_INTENTS.removeVoucher];
const POINTS_INTENTS = [BAG_INTENTS.applyPoints, BAG_INTENTS.removePoints];
const PAPER_BAG_INTENTS = [BAG_INTENTS.paperBagOn, BAG_INTENTS.paperBagOff];

/**
 * Each promotion answer once: a toast for a success, and a lasting note when the change cleared
 * the other option (000 §4: voucher and points are exclusive; the API clears, the page says so).
 */
function usePromotionAnswers(): string | null {
  const text = useBagText();
  const toast = useToast();
  const answers = [
    useBagFetcher(BAG_FETCHERS.voucher, VOUCHER_INTENTS).answer,
    useBagFetcher(BAG_FETCHERS.voucherList, VOUCHER_INTENTS).answer,
    useBagFetcher(BAG_FETCHERS.points, POINTS_INTENTS).answer,
    useBagFetcher(BAG_FETCHERS.paperBag, PAPER_BAG_INTENTS).answer,
  ];
  const [handled, setHandled] = useState<ReadonlySet<BagActionData>>(() => new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [toastText, setToastText] = useState<{ text: string } | null>(null);
  const fresh = answers.find(
    (answer): answer is BagActionData => answer !== null && !handled.has(answer),
  );
  // Taken in once, while rendering (not in an effect): the next render has nothing fresh.
  if (fresh) {
    setHandled(new Set([...handled, fresh]));
    if (fresh.ok) {
      const cleared = fresh.cleared
        ? fresh.cleared.kind === 'voucher'
          ? text('orderClearedVoucher', { code: fresh.cleared.code })
          : text('orderClearedPoints', { points: fresh.cleared.points })
        : null;
      setNotice(cleared);
      setToastText({ text: cleared ? `${fresh.message} ${cleared}` : fresh.message });
    }
  }

  useEffect(() => {
    if (toastText) toast.success(toastText.text);
  }, [toastText, toast]);

  return notice;
}

function Block({
  icon,
  title,
  aside,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Beside the title (the points' info button). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="border-t border-blush-200/80 pt-4 first:border-t-0 first:pt-0">
      <div className="mb-2.5 flex flex-wrap items-center justify-between gap-x-3">
        <h3 className="flex items-center gap-2 text-sm font-bold text-plum-900">
          <span className="text-rose-600">{icon}</span>
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </div>
  );
}

/**
 * The bag's promotions (000 §4, §5): the voucher in use or the code field and my vouchers
 * (members with an unverified phone are asked to verify first when the shop says so), beauty
 * points when the points toggle is on, and the paper bag when one is offered.
 */
export function PromotionsPanel({
  cart,
  toggles,
  points,
  paperBag,
  verifiedPhone,
  onOpenVouchers,
}: {
  cart: Cart;
  toggles: CartToggles;
  points: PointsBalance | null;
  paperBag: CartVoucher | null;
  verifiedPhone: boolean;
  onOpenVouchers: () => void;
}) {
  const text = useBagText();
  const hydrated = useHydrated();
  const notice = usePromotionAnswers();
  const voucherLocked = toggles.cart_verified_only_apply_voucher && !verifiedPhone;
  const hasVoucher = Boolean(cart.voucher?.code ?? cart.voucher_code);

  return (
    <section
      aria-labelledby="order-promo-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70"
    >
      <h2 id="order-promo-title" className="mb-4 font-display text-lg font-semibold text-plum-900">
        {text('orderPromoTitle')}
      </h2>
      <div aria-live="polite">
        {notice ? (
          <div className="mb-4">
            <FormMessage tone="info">{notice}</FormMessage>
          </div>
        ) : null}
      </div>
      <div className="space-y-4">
        <Block icon={<SparkleIcon className="size-4" />} title={text('orderVoucherTitle')}>
          {hasVoucher ? (
            <AppliedVoucher cart={cart} />
          ) : voucherLocked ? (
            <div className="rounded-2xl bg-blush-50 p-3 text-sm text-plum-800">
              <p>{text('orderVoucherVerifyPhone')}</p>
              <Link
                to="/my-account"
                className="mt-1 inline-block font-bold text-rose-700 underline underline-offset-4"
              >
                {text('orderVoucherVerifyLink')}
              </Link>
            </div>
          ) : (
            <VoucherField appliedPoints={cart.point_applied} />
          )}
          {voucherLocked ? null : (
            <button
              type="button"
              onClick={onOpenVouchers}
              disabled={!hydrated}
              aria-haspopup="dialog"
              className="mt-2.5 flex min-h-11 w-full items-center justify-between rounded-xl bg-cream-100 px-3.5 text-sm font-semibold text-plum-900 transition hover:bg-blush-100"
            >
              {text('orderMyVouchers')}
              <ChevronRightIcon className="size-4 text-plum-700" />
            </button>
          )}
        </Block>

        {toggles.points ? (
          <Block
            icon={<WalletIcon className="size-4" />}
            title={text('orderPointsTitle')}
            aside={<InfoPointButton className="text-xs" />}
          >
            <PointsForm cart={cart} points={points} />
          </Block>
        ) : null}

        {toggles.points ? (
          <p className="text-center text-[0.7rem] text-plum-600">{text('orderExclusiveNote')}</p>
        ) : null}

        {paperBag ? (
          <Block icon={<SparkleIcon className="size-4" />} title={text('orderPaperBagTitle')}>
            <PaperBagToggle voucher={paperBag} on={cart.paper_bag_voucher_id === paperBag._id} />
          </Block>
        ) : null}
      </div>
    </section>
  );
}
