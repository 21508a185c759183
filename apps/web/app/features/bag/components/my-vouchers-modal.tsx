import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CART_VOUCHER_PAGE_SIZE } from '@kilau/domain/cart';
import { Modal } from '~/components/ui/modal';
import { useMessage } from '~/lib/i18n';
import { VOUCHERS_RESOURCE_PATH } from '../bag-paths';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import type { CartVoucher, VoucherPage } from '../types';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { VoucherCard } from './voucher-card';
import { useBagText } from '~/features/bag/text/index';

type Applied = { code: string | null; points: number };

/** Whether another page may follow: the total says so, or the last page was full. */
const hasMore = (pages: readonly VoucherPage[]): boolean => {
  const last = pages[pages.length - 1];
  if (!last || !last.ok) return false;
  const loaded = pages.reduce((sum, page) => sum + page.vouchers.length, 0);
  return (
    last.total > loaded || (last.total === 0 && last.vouchers.length === CART_VOUCHER_PAGE_SIZE)
  );
};

const pagePath = (cartId: string, page: number) =>
  `${VOUCHERS_RESOURCE_PATH}?${new URLSearchParams({ page: String(page), cart_id: cartId }).toString()}`;

function VoucherList({
  cartId,
  applied,
  onApplied,
  onDetail,
}: {
  cartId: string;
  applied: Applied;
  onApplied: () => void;
  onDetail: () => void;
}) {
  const text = useBagText();
  const message = useMessage();
  const pager = useFetcher<VoucherPage>();
  const [pages, setPages] = useState<VoucherPage[]>([]);
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.voucherList, [
    BAG_INTENTS.applyVoucher,
  ]);
  const [applying, setApplying] = useState<string | null>(null);
  const started = useRef(false);

  // The first page loads when the list opens (once per opening); further pages on demand.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void pager.load(pagePath(cartId, 1));
  }, [pager, cartId]);

  // Each page joins the list once, when it arrives (a reload of a page replaces it).
  const [taken, setTaken] = useState<VoucherPage | undefined>(undefined);
  if (pager.data && pager.data !== taken) {
    const page = pager.data;
    setTaken(page);
    setPages((current) => [...current.filter((known) => known.page < page.page), page]);
  }

  useEffect(() => {
    if (answer?.ok && applying && answer.target === applying) onApplied();
  }, [answer, applying, onApplied]);

  const vouchers: CartVoucher[] = pages.flatMap((page) => page.vouchers);
  const loading = pager.state === 'loading';
  const failed = pages.length > 0 && !pages[pages.length - 1]?.ok;

  const apply = (voucher: CartVoucher) => {
    setApplying(voucher.code);
    const form: Record<string, string> = {
      [F.intent]: BAG_INTENTS.applyVoucher,
      [F.voucherCode]: voucher.code,
    };
    if (applied.points > 0) form[F.appliedPoints] = String(applied.points);
    void fetcher.submit(form, { method: 'post' });
  };

  return (
    <div aria-busy={loading || undefined}>
      {applied.points > 0 ? (
        <p className="mb-3 rounded-xl bg-blush-100 px-3 py-2 text-xs text-plum-800">
          {text('orderVoucherReplacesPoints', { points: applied.points })}
        </p>
      ) : null}
      {vouchers.length > 0 ? (
        <ul className="space-y-3">
          {vouchers.map((voucher) => {
            const isApplied =
              voucher.is_applied === true ||
              (applied.code !== null && voucher.code.toUpperCase() === applied.code.toUpperCase());
            const refusal =
              answer && !answer.ok && applying === voucher.code && answer.target === voucher.code
                ? answer.message
                : null;
            const busy = pending !== null && applying === voucher.code;
            return (
              <li key={voucher._id}>
                <VoucherCard
                  voucher={voucher}
                  applied={isApplied}
                  onDetail={onDetail}
                  action={
                    // The paper bag is switched on its own (the panel's toggle), not applied here.
                    voucher.is_eligible && !voucher.is_special_paper_bag ? (
                      <button
                        type="button"
                        onClick={() => apply(voucher)}
                        disabled={pending !== null}
                        aria-busy={busy || undefined}
                        aria-label={text('orderVoucherApplyCode', { name: voucher.name })}
                        className="inline-flex min-h-9 items-center rounded-full bg-plum-900 px-4 text-xs font-bold tracking-wide text-cream-50 transition hover:bg-plum-800 disabled:opacity-60"
                      >
                        {busy ? text('orderVoucherApplying') : message('label_apply')}
                      </button>
                    ) : null
                  }
                />
                {refusal ? (
                  <p role="alert" className="mt-1.5 px-1 text-sm font-medium text-berry-700">
                    {refusal}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {!loading && pages.length > 0 && vouchers.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-sm text-plum-700 ring-1 ring-blush-200">
          {failed ? text('orderMyVouchersFailed') : text('orderMyVouchersEmpty')}
        </p>
      ) : null}
      <p
        aria-live="polite"
        className={loading ? 'py-4 text-center text-sm text-plum-700' : 'sr-only'}
      >
        {loading ? text('orderMyVouchersLoading') : ''}
      </p>
      {!loading && hasMore(pages) ? (
        <button
          type="button"
          onClick={() => void pager.load(pagePath(cartId, pages.length + 1))}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full border border-plum-900/20 bg-white text-sm font-bold text-plum-900 hover:border-plum-900"
        >
          {text('orderMyVouchersMore')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * My vouchers (000 §2 modal, §7 `GET vouchers` skip 0, limit 10, filter cart_id): the member's
 * vouchers for this bag with why an ineligible one cannot be used, apply (which closes the list)
 * and each voucher's detail. The list loads when it opens, fresh each time.
 */
export function MyVouchersModal({
  cartId,
  open,
  onClose,
  applied,
}: {
  cartId: string;
  open: boolean;
  onClose: () => void;
  applied: Applied;
}) {
  const text = useBagText();
  return (
    <Modal
      kind="myVouchers"
      open={open}
      onClose={onClose}
      title={text('orderMyVouchersTitle')}
      className="sm:max-w-xl"
    >
      <VoucherList cartId={cartId} applied={applied} onApplied={onClose} onDetail={onClose} />
    </Modal>
  );
}
