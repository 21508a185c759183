import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { PartnerPrize } from '@kilau/domain/rewards';
import { FormMessage, SubmitButton, TextField } from '~/components/ui/form-field';
import { Image } from '~/components/ui/image';
import { useToast } from '~/components/ui/toast';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  isRedeemAnswer,
  parseRedeemForm,
  REDEEM_FIELDS,
  REDEEM_INTENT,
  type RedeemActionData,
} from '../reward-forms';
import { useRewardsText, type RewardsTextKey } from '../text';

const KIND_TEXT: Record<PartnerPrize['kind'], RewardsTextKey> = {
  phone_credit: 'rewardsKindPhoneCredit',
  ewallet_balance: 'rewardsKindEwallet',
  partner_voucher: 'rewardsKindVoucher',
};

/** The cost in the prize's balance: "250 poin" or "3 token". */
export function useCostText() {
  const text = useRewardsText();
  return (cost: number, type: PartnerPrize['type']) =>
    text(type === 'points' ? 'rewardsPointsUnit' : 'rewardsTokensUnit', {
      count: cost.toLocaleString('id-ID'),
    });
}

/**
 * One partner prize and its redemption form (001 §7 `POST user/me/tokens/redeem`): the phone for
 * pulsa and e-wallet prizes, the terms, and the cost as the button. The answer shows as a toast
 * and, when refused, on the form (INSUFFICIENT_POINTS: 'Mohon maaf token anda tidak mencukupi.').
 */
export function PrizeCard({ prize, attemptKey }: { prize: PartnerPrize; attemptKey: string }) {
  const text = useRewardsText();
  const locale = useLocale();
  const toast = useToast();
  const costText = useCostText();
  const fetcher = useFetcher<RedeemActionData>();
  const answer = isRedeemAnswer(fetcher.data) ? fetcher.data : undefined;
  const { formProps, field, errorFor, reset } = useFormValidation({
    parse: parseRedeemForm(locale),
    serverErrors: answer && !answer.ok ? answer.fields : undefined,
  });
  useEffect(() => {
    if (!answer || fetcher.state !== 'idle') return;
    if (answer.ok) {
      toast.success(answer.message);
      reset();
    } else if (answer.message) toast.error(answer.message);
  }, [answer, fetcher.state, toast, reset]);
  const soldOut = prize.stock === 0;
  const titleId = `prize-${prize.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-3xl bg-white p-5 ring-1 ring-blush-200/70"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-blush-100">
          {prize.image ? (
            <Image
              src={prize.image}
              alt=""
              width={56}
              height={56}
              className="size-14 object-cover"
            />
          ) : (
            <span aria-hidden className="font-display text-xl font-semibold text-rose-700">
              {prize.partner_name.slice(0, 1)}
            </span>
          )}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-rose-700">
            {text(KIND_TEXT[prize.kind])} · {prize.partner_name}
          </p>
          <h3 id={titleId} className="font-semibold leading-snug text-plum-900">
            {prize.name}
          </h3>
          <p className="mt-0.5 text-sm text-plum-700">
            {costText(prize.cost, prize.type)}
            {prize.stock !== null ? (
              <>
                {' · '}
                {soldOut
                  ? text('rewardsPrizeSoldOut')
                  : text('rewardsPrizeStock', { count: prize.stock })}
              </>
            ) : null}
          </p>
        </div>
      </div>
      {soldOut ? null : (
        <fetcher.Form method="post" {...formProps} className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value={REDEEM_INTENT} />
          <input type="hidden" name={REDEEM_FIELDS.partnerId} value={prize.id} />
          <input type="hidden" name={REDEEM_FIELDS.points} value={prize.cost} />
          <input type="hidden" name={REDEEM_FIELDS.type} value={prize.type} />
          <input type="hidden" name={REDEEM_FIELDS.prizeName} value={prize.name} />
          <input type="hidden" name={REDEEM_FIELDS.key} value={`${attemptKey}-${prize.id}`} />
          {prize.needs_phone ? (
            <TextField
              label={text('rewardsPhone')}
              hint={text('rewardsPhoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              {...field(REDEEM_FIELDS.phone)}
            />
          ) : null}
          <label className="flex items-start gap-2 text-sm text-plum-800">
            <input
              type="checkbox"
              name={REDEEM_FIELDS.tnc}
              aria-invalid={errorFor(REDEEM_FIELDS.tnc) ? true : undefined}
              className="mt-0.5 size-5 shrink-0 accent-plum-900"
            />
            <span>{text('rewardsTnc')}</span>
          </label>
          {errorFor(REDEEM_FIELDS.tnc) ? (
            <p className="-mt-1 text-sm font-medium text-berry-700">
              {errorFor(REDEEM_FIELDS.tnc)}
            </p>
          ) : null}
          {answer && !answer.ok && answer.message ? (
            <FormMessage tone="error">{answer.message}</FormMessage>
          ) : null}
          <SubmitButton busy={fetcher.state !== 'idle'}>
            {text('rewardsRedeem', { cost: costText(prize.cost, prize.type) })}
          </SubmitButton>
        </fetcher.Form>
      )}
    </article>
  );
}
