import { useMemo, useState } from 'react';
import { createPointsAmountSchema } from '@kilau/domain/cart';
import { BEAUTY_POINT_BASE, formatRupiah } from '@kilau/domain/shared';
import { CloseIcon } from '~/components/ui/icons';
import { TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { schemaParse } from '~/hooks/schema-parse';
import { useLocale } from '~/lib/i18n';
import type { Cart } from '~/lib/cart-api';
import { BAG_FIELDS as F, BAG_INTENTS } from '../bag-intents';
import type { PointsBalance } from '../types';
import { BAG_FETCHERS, useBagFetcher } from '../use-bag-answer';
import { useBagText } from '~/features/bag/text/index';

/**
 * The most points this bag can take: the balance, and no more than the bag's value after its
 * own discounts (design/the-bag.md §6). A voucher in use does not count: redeeming points releases it.
 */
export function maxPointsFor(cart: Cart, points: PointsBalance): number {
  const { totals } = cart;
  const otherDiscounts = Math.max(
    0,
    totals.discount - totals.voucher_discount - totals.points_discount,
  );
  const value = Math.max(0, totals.total_amount - otherDiscounts);
  const forBag = points.point_value > 0 ? Math.floor(value / points.point_value) : 0;
  return Math.max(0, Math.min(points.balance, forBag));
}

function AppliedPoints({ cart, points }: { cart: Cart; points: PointsBalance | null }) {
  const text = useBagText();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.points, [
    BAG_INTENTS.removePoints,
  ]);
  if (pending) return null;
  const amount = cart.totals.points_discount || cart.point_applied * (points?.point_value ?? 0);
  return (
    <div>
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-rose-400 bg-blush-50 p-3">
        <p className="min-w-0 flex-1 text-sm font-semibold text-plum-900">
          {text('orderPointsInUse', {
            points: cart.point_applied,
            amount: formatRupiah(amount),
          })}
        </p>
        <fetcher.Form method="post">
          <input type="hidden" name={F.intent} value={BAG_INTENTS.removePoints} />
          <input type="hidden" name={F.points} value={cart.point_applied} />
          <input type="hidden" name={F.cartId} value={cart._id ?? ''} />
          <button
            type="submit"
            aria-label={text('orderPointsRemove', { points: cart.point_applied })}
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

/**
 * Beauty-points redemption (000 §5, §6): the balance, a whole number of points up to what the
 * bag can take; zero or empty sends nothing. Redeeming releases a voucher in use (the form says
 * so beforehand, and the page after).
 */
export function PointsForm({ cart, points }: { cart: Cart; points: PointsBalance | null }) {
  const text = useBagText();
  const locale = useLocale();
  const { fetcher, pending, answer } = useBagFetcher(BAG_FETCHERS.points, [
    BAG_INTENTS.applyPoints,
  ]);
  const [value, setValue] = useState('');

  const [latest, setLatest] = useState(answer);
  if (answer !== latest) {
    setLatest(answer);
    if (answer?.ok) setValue('');
  }
  const balanceNow = points?.balance ?? 0;
  const max = points ? maxPointsFor(cart, points) : 0;
  const aboveMax = text('orderPointsAboveBag', { max });
  // 000 §5: a refused amount sends nothing; the API's refusal shows on the field until edited.
  const parse = useMemo(
    () => schemaParse(createPointsAmountSchema(locale, { balance: balanceNow, max, aboveMax })),
    [locale, balanceNow, max, aboveMax],
  );
  const serverErrors = useMemo(
    () => (answer && !answer.ok ? { [F.points]: answer.message } : undefined),
    [answer],
  );
  const form = useFormValidation({ parse, serverErrors });

  if (cart.point_applied > 0) return <AppliedPoints cart={cart} points={points} />;
  if (!points) return null;

  const worth = formatRupiah(points.balance * points.point_value);
  const balance = (
    <p className="text-sm text-plum-800">
      {text('orderPointsBalance', { points: points.balance, amount: worth })}
    </p>
  );
  if (points.balance <= 0) {
    return (
      <div className="space-y-1">
        {balance}
        <p className="text-xs text-plum-700">
          {text('orderPointsNone', { amount: formatRupiah(BEAUTY_POINT_BASE) })}
        </p>
      </div>
    );
  }

  const voucherCode = cart.voucher?.code ?? cart.voucher_code;
  const error = form.errorFor(F.points);
  const hint = [
    text('orderPointsHint', { amount: formatRupiah(points.point_value), max }),
    voucherCode ? text('orderPointsReplacesVoucher', { code: voucherCode }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <fetcher.Form method="post" {...form.formProps} className="space-y-2">
      {balance}
      <input type="hidden" name={F.intent} value={BAG_INTENTS.applyPoints} />
      {voucherCode ? <input type="hidden" name={F.appliedVoucherCode} value={voucherCode} /> : null}
      <TextField
        label={text('orderPointsLabel')}
        name={F.points}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value.replace(/\D+/g, ''))}
        placeholder="0"
        error={error}
        hint={hint}
        trailing={
          <span className="flex items-center gap-1">
            {max > 0 ? (
              <button
                type="button"
                onClick={() => {
                  setValue(String(max));
                  form.set(F.points, String(max));
                }}
                className="inline-flex h-10 items-center rounded-lg px-2 text-xs font-bold text-rose-700 hover:bg-blush-100"
              >
                {text('orderPointsUseAll')}
              </button>
            ) : null}
            <button
              type="submit"
              disabled={pending !== null}
              aria-busy={pending !== null || undefined}
              className="inline-flex h-10 min-w-16 items-center justify-center rounded-lg bg-plum-900 px-3 text-sm font-bold text-cream-50 transition hover:bg-plum-800 disabled:cursor-wait disabled:opacity-60"
            >
              {pending ? text('orderPointsRedeeming') : text('orderPointsRedeem')}
            </button>
          </span>
        }
      />
      <p className="sr-only" aria-live="assertive">
        {error ?? ''}
      </p>
    </fetcher.Form>
  );
}
