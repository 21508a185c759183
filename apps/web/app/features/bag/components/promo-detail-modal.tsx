import { Suspense, useCallback, useEffect, useState } from 'react';
import { Await, useNavigate, useSearchParams } from 'react-router';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import { useLocale, useMessage } from '~/lib/i18n';
import { PROMO_QUERY } from '../bag-paths';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import type { CartVoucher } from '../types';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { voucherBenefit, voucherFacts, voucherReasonText } from '../voucher-view';
import { useBagText } from '~/features/bag/text/index';

export type PromoDetailData = { code: string; voucher: Promise<CartVoucher | null> } | null;
type Applied = { code: string | null; points: number };

function PromoDetail({
  voucher,
  applied,
  onApplied,
}: {
  voucher: CartVoucher;
  applied: Applied;
  onApplied: () => void;
}) {
  const text = useBagText();
  const message = useMessage();
  const locale = useLocale();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.voucherList, [
    BAG_INTENTS.applyVoucher,
  ]);
  const [sent, setSent] = useState(false);
  const isApplied =
    voucher.is_applied === true ||
    (applied.code !== null && applied.code.toUpperCase() === voucher.code.toUpperCase());
  const benefit = voucherBenefit(voucher, locale);

  useEffect(() => {
    if (sent && answer?.ok && answer.target === voucher.code) onApplied();
  }, [sent, answer, voucher.code, onApplied]);

  const apply = () => {
    setSent(true);
    const form: Record<string, string> = {
      [F.intent]: BAG_INTENTS.applyVoucher,
      [F.voucherCode]: voucher.code,
    };
    if (applied.points > 0) form[F.appliedPoints] = String(applied.points);
    void fetcher.submit(form, { method: 'post' });
  };

  return (
    <div className="space-y-4">
      {voucher.image ? (
        <Image
          src={voucher.image}
          alt=""
          className="aspect-[2/1] w-full rounded-2xl bg-blush-50 object-cover"
        />
      ) : null}
      <div>
        {voucher.voucher_info?.header ? (
          <p className="text-xs font-bold uppercase tracking-[0.12em] text-rose-700">
            {voucher.voucher_info.header}
          </p>
        ) : null}
        <p className="font-display text-2xl font-semibold text-plum-900">{voucher.name}</p>
        {benefit ? <p className="mt-1 font-medium text-rose-700">{benefit}</p> : null}
        {voucher.description ? (
          <p className="mt-2 text-sm text-plum-800">{voucher.description}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-blush-200">
        <dt className="text-plum-700">{text('orderPromoCode')}</dt>
        <dd className="font-mono font-semibold text-plum-900">{voucher.code}</dd>
        {voucherFacts(voucher, locale).map((fact) => (
          <dd key={fact} className="col-span-2 text-plum-800">
            {fact}
          </dd>
        ))}
      </dl>
      {voucher.tnc ? (
        <section aria-labelledby="promo-tnc">
          <h3 id="promo-tnc" className="text-sm font-bold text-plum-900">
            {text('orderPromoTerms')}
          </h3>
          <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-plum-800">
            {voucher.tnc}
          </p>
        </section>
      ) : null}
      {isApplied ? (
        <p className="rounded-full bg-leaf-700/10 py-2 text-center text-sm font-bold text-leaf-700">
          {message('label_applied')}
        </p>
      ) : voucher.is_eligible && !voucher.is_special_paper_bag ? (
        <button
          type="button"
          onClick={apply}
          disabled={pending !== null}
          aria-busy={pending !== null || undefined}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-900 px-6 text-sm font-bold tracking-wide text-cream-50 hover:bg-plum-800 disabled:opacity-60"
        >
          {pending ? text('orderVoucherApplying') : message('label_apply')}
        </button>
      ) : voucher.is_special_paper_bag ? null : (
        <p className="text-sm font-medium text-berry-700">
          {voucherReasonText(voucher.reason, locale)}
        </p>
      )}
      {sent && answer && !answer.ok ? (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The promo detail (000 §2): opened by `?promo=<code>` (a link, or a voucher's detail link) and
 * closed by clearing the query string, which needs no fresh data (see the route's
 * `shouldRevalidate`). The voucher streams in from the loader.
 */
export function PromoDetailModal({ promo, applied }: { promo: PromoDetailData; applied: Applied }) {
  const text = useBagText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get(PROMO_QUERY);
  const close = useCallback(
    () => void navigate({ search: '' }, { replace: true, preventScrollReset: true }),
    [navigate],
  );
  const loading = (
    <p role="status" className="py-6 text-center text-sm text-plum-700">
      {text('orderPromoLoading')}
    </p>
  );
  return (
    <Modal
      kind="promoDetail"
      open={code !== null}
      onClose={close}
      title={text('orderPromoDetailTitle')}
    >
      {promo && promo.code === code ? (
        <Suspense fallback={loading}>
          <Await resolve={promo.voucher}>
            {(voucher) =>
              voucher ? (
                <PromoDetail voucher={voucher} applied={applied} onApplied={close} />
              ) : (
                <p className="py-4 text-sm text-plum-800">
                  {text('orderPromoNotFound', { code: code ?? '' })}
                </p>
              )
            }
          </Await>
        </Suspense>
      ) : (
        loading
      )}
    </Modal>
  );
}
