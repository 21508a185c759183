import { useCallback, useEffect, useRef, useState } from 'react';
import { useActionData, useFetchers } from 'react-router';
import { translateOrKeep } from '@kilau/domain/messages';
import { FormMessage } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { useLocale, useMessage } from '~/lib/i18n';
import type { Cart } from '~/lib/cart-api';
import { isBagAnswer } from '../bag-intents';
import type { BagPageData, SpecialPriceTile } from '../types';
import { BagLine } from './bag-line';
import { CartError } from './cart-error';
import { CheckoutButton, MobileCheckoutBar } from './checkout-button';
import { CheckoutSteps } from '~/components/layout/checkout-steps';
import { EmptyBag } from './empty-bag';
import { FreeProducts } from './free-products';
import { FreeShippingProgress } from './free-shipping-progress';
import { useStoreMode } from '~/lib/use-store-mode';
import { MyVouchersModal } from './my-vouchers-modal';
import { itemCount, BagTotals } from './bag-totals';
import { PromoDetailModal, type PromoDetailData } from './promo-detail-modal';
import { PromotionsPanel } from './promotions-panel';
import { SpecialPrices } from './special-prices';
import { useBagText } from '~/features/bag/text/index';

/** A toast when lines leave the bag (the removed line itself is gone by then). */
function useRemovalToast(cart: Cart) {
  const text = useBagText();
  const toast = useToast();
  const ids = cart.products.map((line) => line._id).join(',');
  const previous = useRef(ids);
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean);
    const now = new Set(ids.split(',').filter(Boolean));
    previous.current = ids;
    if (before.some((id) => !now.has(id))) toast.success(text('orderLineRemoved'));
  }, [ids, text, toast]);
}

/** What the bag says before its lines: the answer of a form sent without JavaScript, the
 * API's one-time notices and the stock banner (000 §4 'Beberapa stock produk tidak cukup'). */
function BagNotices({ cart, notice = null }: { cart: Cart; notice?: string | null }) {
  const text = useBagText();
  const message = useMessage();
  const locale = useLocale();
  const actionData = useActionData();
  const answer = isBagAnswer(actionData) ? actionData : null;
  const notices = cart.notices.map((entry) => translateOrKeep(entry, locale));
  const stock = cart.has_oos_product || Boolean(cart.stock_message);
  if (!answer && notices.length === 0 && !stock && !notice) return null;
  return (
    <div aria-label={text('orderNoticesLabel')} role="group" className="mb-5 space-y-2">
      {stock ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-2xl bg-berry-700 px-4 py-3 text-sm font-semibold text-white"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-white/20 font-bold"
          >
            !
          </span>
          {cart.stock_message || message('cart_stock_insufficient')}
        </div>
      ) : null}
      {notice ? <FormMessage tone="error">{notice}</FormMessage> : null}
      {notices.map((entry) => (
        <FormMessage key={entry} tone="info">
          {entry}
        </FormMessage>
      ))}
      {answer ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}
    </div>
  );
}

function FilledBag({
  cart,
  data,
  specialPrices,
  promo,
  notice,
  verifiedPhone,
}: {
  cart: Cart;
  notice: string | null;
  data: Extract<BagPageData, { state: 'ready' }>;
  specialPrices: Promise<SpecialPriceTile[]>;
  promo: PromoDetailData;
  verifiedPhone: boolean;
}) {
  const text = useBagText();
  const fetchers = useFetchers();
  const busy = fetchers.some((fetcher) => fetcher.state === 'submitting' || fetcher.formData);
  const [vouchersOpen, setVouchersOpen] = useState(false);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const closeVouchers = useCallback(() => setVouchersOpen(false), []);
  useRemovalToast(cart);
  const applied = {
    code: cart.voucher?.code ?? cart.voucher_code,
    points: cart.point_applied,
  };
  const cartId = cart._id ?? '';
  const inStore = useStoreMode() !== null;

  return (
    <>
      <BagNotices cart={cart} notice={notice} />
      <div className="dt:grid dt:grid-cols-[minmax(0,1fr)_24rem] dt:gap-8">
        <div className="space-y-6 dt:self-start">
          {/* A store order is collected in the store: no shipping to make free. */}
          {inStore ? null : <FreeShippingProgress freeShipping={cart.totals.free_shipping} />}
          <section
            aria-labelledby="order-lines-title"
            className="rounded-3xl bg-white px-4 ring-1 ring-blush-200/70 sm:px-6"
          >
            <h2 id="order-lines-title" ref={linesHeading} tabIndex={-1} className="sr-only">
              {text('orderLinesLabel')}
            </h2>
            <ul className="divide-y divide-blush-200/80">
              {cart.products.map((line) => (
                <li key={line._id}>
                  <BagLine
                    line={line}
                    cartId={cartId}
                    onRemoved={() => linesHeading.current?.focus()}
                  />
                </li>
              ))}
            </ul>
          </section>
          <FreeProducts products={cart.free_products} gwpError={cart.gwp_error_message} />
          <SpecialPrices tiles={specialPrices} cart={cart} />
        </div>

        <div className="mt-6 space-y-4 dt:mt-0">
          <PromotionsPanel
            cart={cart}
            toggles={data.toggles}
            points={data.points}
            paperBag={data.paperBag}
            verifiedPhone={verifiedPhone}
            onOpenVouchers={() => setVouchersOpen(true)}
          />
          {/* On desktop the summary stays in view beside the lines (the column spans the row). */}
          <section
            aria-labelledby="order-summary-title"
            className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 dt:sticky dt:top-32"
          >
            <h2
              id="order-summary-title"
              className="mb-3 font-display text-lg font-semibold text-plum-900"
            >
              {text('orderSummaryTitle')}
            </h2>
            <BagTotals cart={cart} busy={busy} />
            <div className="mt-5 hidden dt:block">
              <CheckoutButton cart={cart} />
            </div>
          </section>
        </div>
      </div>
      <MobileCheckoutBar cart={cart} />
      <MyVouchersModal
        cartId={cartId}
        open={vouchersOpen}
        onClose={closeVouchers}
        applied={applied}
      />
      <PromoDetailModal promo={promo} applied={applied} />
    </>
  );
}

/**
 * The bag page (/order, 000 §2, §4): the lines with their quantity and stock states, free
 * products, special prices, the promotions and the exact totals with Checkout — a sticky
 * summary beside the lines on desktop, a bar at the bottom on phones. An empty bag invites to
 * shop; a bag that could not be read says so and offers a retry.
 */
export function BagPage({
  data,
  specialPrices,
  promo,
  notice = null,
  verifiedPhone,
}: {
  data: BagPageData;
  specialPrices: Promise<SpecialPriceTile[]>;
  promo: PromoDetailData;
  /** The error catalogue's message the checkout sent the shopper back with (000 §8). */
  notice?: string | null;
  verifiedPhone: boolean;
}) {
  const text = useBagText();
  const cart = data.state === 'ready' ? data.cart : null;
  const filled = cart !== null && cart.products.length > 0;
  return (
    <div className={`mx-auto max-w-6xl px-4 pt-6 sm:pt-8 ${filled ? 'pb-36 dt:pb-16' : 'pb-16'}`}>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
          {text('orderTitle')}
          {filled ? (
            <span className="ml-2 align-middle font-sans text-base font-medium text-plum-700">
              ({text('orderItemCount', { count: itemCount(cart) })})
            </span>
          ) : null}
        </h1>
        {filled ? <CheckoutSteps current="bag" /> : null}
      </header>
      {data.state === 'error' ? (
        <CartError />
      ) : filled ? (
        <FilledBag
          cart={data.cart}
          data={data}
          specialPrices={specialPrices}
          promo={promo}
          notice={notice}
          verifiedPhone={verifiedPhone}
        />
      ) : (
        <>
          <BagNotices cart={data.cart} notice={notice} />
          <EmptyBag />
          <PromoDetailModal promo={promo} applied={{ code: null, points: 0 }} />
        </>
      )}
    </div>
  );
}
