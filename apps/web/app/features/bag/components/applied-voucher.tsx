import { Link } from 'react-router';
import { formatRupiah } from '@kilau/domain/shared';
import { CloseIcon } from '~/components/ui/icons';
import type { Cart } from '~/lib/cart-api';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { promoDetailSearch } from '../voucher-view';
import { useBagText } from '~/features/bag/text/index';

/** The voucher in use: code, name, what it takes off, its detail, and remove. */
export function AppliedVoucher({ cart }: { cart: Cart }) {
  const text = useBagText();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.voucher, [
    BAG_INTENTS.removeVoucher,
  ]);
  const code = cart.voucher?.code ?? cart.voucher_code;
  const voucherId = cart.voucher?._id ?? cart.voucher_id;
  if (!code || !voucherId || pending) return null;
  const freeShipping = cart.voucher?.discount_type === 'free_shipping';
  return (
    <div>
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-rose-400 bg-blush-50 p-3">
        <div className="min-w-0 flex-1">
          <p className="text-[0.65rem] font-bold uppercase tracking-[0.12em] text-rose-700">
            {text('orderVoucherAppliedLabel')}
          </p>
          <p className="truncate font-mono text-sm font-bold text-plum-900">{code}</p>
          {cart.voucher?.name ? (
            <p className="truncate text-xs text-plum-700">{cart.voucher.name}</p>
          ) : null}
          {cart.totals.voucher_discount > 0 ? (
            <p className="text-xs font-semibold text-leaf-700">
              −{formatRupiah(cart.totals.voucher_discount)}
            </p>
          ) : null}
          {freeShipping ? (
            <p className="text-xs text-plum-700">{text('orderVoucherFreeShipping')}</p>
          ) : null}
          <Link
            to={promoDetailSearch(code)}
            preventScrollReset
            className="mt-1 inline-block text-xs font-bold text-plum-800 underline decoration-plum-900/30 underline-offset-4 hover:text-rose-700"
          >
            {text('orderVoucherDetail')}
          </Link>
        </div>
        <fetcher.Form method="post">
          <input type="hidden" name={F.intent} value={BAG_INTENTS.removeVoucher} />
          <input type="hidden" name={F.voucherId} value={voucherId} />
          <input type="hidden" name={F.cartId} value={cart._id ?? ''} />
          <button
            type="submit"
            aria-label={text('orderVoucherRemove', { code })}
            className="inline-flex size-10 items-center justify-center rounded-full text-plum-700 transition hover:bg-white hover:text-berry-700"
          >
            <CloseIcon className="size-5" />
          </button>
        </fetcher.Form>
      </div>
      {answer && !answer.ok ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-berry-700">
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
