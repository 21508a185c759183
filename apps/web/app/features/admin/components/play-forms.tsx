import { useMemo, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { LUCKY_DRAW_PRIZE_TYPES, type AdminLuckyDrawPrize } from '@kilau/domain/admin';
import { PRIZE_KINDS, REWARD_BALANCE_KINDS, type AdminPartnerPrize } from '@kilau/domain/rewards';
import { FormMessage, SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseLuckyDrawPrizeForm,
  parsePartnerPrizeForm,
  parseTokensForm,
  PLAY_INTENTS,
  type PlayActionData,
} from '../play-forms';
import { useAdminText, type AdminTextKey } from '../text';

const CARD = 'flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-5';
const CHECK_CLASS = 'size-5 rounded border-blush-300 text-plum-900 focus:ring-rose-500';

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function Said({ answer, intent }: { answer: PlayActionData | undefined; intent: string }) {
  return answer?.intent === intent && answer.message ? (
    <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
  ) : null;
}

function ActiveCheck({ checked, label }: { checked: boolean; label: AdminTextKey }) {
  const text = useAdminText();
  return (
    <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
      <input type="checkbox" name="is_active" defaultChecked={checked} className={CHECK_CLASS} />
      {text(label)}
    </label>
  );
}

/** A lucky-draw prize: its voucher's value, the quota, the odds' weight, on or off. */
export function LuckyDrawPrizeForm({
  prize,
  answer,
}: {
  prize: AdminLuckyDrawPrize | null;
  answer: PlayActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseLuckyDrawPrizeForm(locale, prize === null), [locale, prize]);
  const intent = PLAY_INTENTS.savePrize;
  const mine = answer?.intent === intent ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const [type, setType] = useState<string>(prize?.discount_type ?? 'amount');
  const money = (value: number | null | undefined) => (value == null ? '' : String(value));
  return (
    <Form
      method="post"
      {...formProps}
      key={prize?.version ?? 'new'}
      aria-label={text('luckyDrawFormLabel')}
      className={`${CARD} max-w-3xl`}
    >
      <input type="hidden" name="intent" value={intent} />
      {prize ? <input type="hidden" name="version" value={prize.version} /> : null}
      <Said answer={mine} intent={intent} />
      <div className="grid gap-4 md:grid-cols-2">
        {prize ? null : (
          <TextField {...field('code')} label={text('luckyDrawFieldCode')} defaultValue="" />
        )}
        <TextField
          {...field('name')}
          label={text('luckyDrawFieldName')}
          defaultValue={prize?.name ?? ''}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          {...field('discount_type')}
          label={text('luckyDrawFieldType')}
          defaultValue={type}
          onChange={(event) => setType(event.currentTarget.value)}
        >
          {LUCKY_DRAW_PRIZE_TYPES.map((each) => (
            <option key={each} value={each}>
              {text(`luckyDrawType_${each}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
        {type === 'amount' ? (
          <TextField
            {...field('amount')}
            type="number"
            min={1}
            label={text('luckyDrawFieldAmount')}
            defaultValue={money(prize?.amount)}
          />
        ) : null}
        {type === 'percentage' ? (
          <TextField
            {...field('percentage')}
            type="number"
            min={1}
            max={100}
            label={text('luckyDrawFieldPercentage')}
            defaultValue={money(prize?.percentage)}
          />
        ) : null}
        {type !== 'amount' ? (
          <TextField
            {...field('max_discount')}
            type="number"
            min={1}
            label={text('luckyDrawFieldMax')}
            defaultValue={money(prize?.max_discount)}
            optional
          />
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('min_amount')}
          type="number"
          min={0}
          label={text('luckyDrawFieldMin')}
          defaultValue={money(prize?.min_amount ?? 0)}
        />
        <TextField
          {...field('valid_days')}
          type="number"
          min={1}
          label={text('luckyDrawFieldValidDays')}
          defaultValue={money(prize?.valid_days ?? 30)}
        />
        <TextField
          {...field('quota')}
          type="number"
          min={prize?.claimed ?? 0}
          label={text('luckyDrawFieldQuota')}
          hint={text('luckyDrawFieldQuotaHint', { claimed: prize?.claimed ?? 0 })}
          defaultValue={money(prize?.quota)}
        />
        <TextField
          {...field('weight')}
          type="number"
          min={1}
          label={text('luckyDrawFieldWeight')}
          hint={text('luckyDrawFieldWeightHint')}
          defaultValue={money(prize?.weight)}
        />
      </div>
      <ActiveCheck checked={prize?.is_active ?? true} label="luckyDrawFieldActive" />
      <div className="sm:max-w-xs">
        <SubmitButton busy={useBusy(intent)}>{text('luckyDrawSave')}</SubmitButton>
      </div>
    </Form>
  );
}

/** A partner prize: what it is, who gives it, its cost in points or tokens, its stock. */
export function PartnerPrizeForm({
  prize,
  answer,
}: {
  prize: AdminPartnerPrize | null;
  answer: PlayActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parsePartnerPrizeForm(locale), [locale]);
  const intent = PLAY_INTENTS.savePrize;
  const mine = answer?.intent === intent ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  return (
    <Form
      method="post"
      {...formProps}
      key={prize?.version ?? 'new'}
      aria-label={text(prize ? 'partnerPrizeEditTitle' : 'partnerPrizeNewTitle')}
      className={`${CARD} max-w-3xl`}
    >
      <input type="hidden" name="intent" value={intent} />
      {prize ? <input type="hidden" name="version" value={prize.version} /> : null}
      <Said answer={mine} intent={intent} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          {...field('kind')}
          label={text('partnerFieldKind')}
          defaultValue={prize?.kind ?? 'phone_credit'}
        >
          {PRIZE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {text(`partnerKind_${kind}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('partner_name')}
          label={text('partnerPrizesColumnPartner')}
          defaultValue={prize?.partner_name ?? ''}
        />
        <TextField
          {...field('name')}
          label={text('partnerFieldName')}
          defaultValue={prize?.name ?? ''}
        />
        <TextField
          {...field('name_en')}
          label={text('partnerFieldNameEn')}
          defaultValue={prize?.name_en ?? ''}
        />
        <TextField
          {...field('cost')}
          type="number"
          min={1}
          label={text('partnerPrizesColumnCost')}
          defaultValue={prize ? String(prize.cost) : ''}
        />
        <SelectField
          {...field('balance_kind')}
          label={text('partnerFieldBalance')}
          defaultValue={prize?.balance_kind ?? 'points'}
        >
          {REWARD_BALANCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {text(kind === 'points' ? 'tokensPoints' : 'tokensBalance')}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('stock')}
          type="number"
          min={0}
          label={text('partnerPrizesColumnStock')}
          hint={text('partnerFieldStockHint')}
          defaultValue={prize?.stock == null ? '' : String(prize.stock)}
          optional
        />
        <TextField
          {...field('position')}
          type="number"
          min={0}
          label={text('partnerFieldPosition')}
          defaultValue={String(prize?.position ?? 0)}
        />
      </div>
      <TextField
        {...field('image_url')}
        label={text('partnerFieldImage')}
        hint={text('partnerFieldImageHint')}
        defaultValue={prize?.image_url ?? ''}
        optional
      />
      <ActiveCheck checked={prize?.is_active ?? true} label="partnerFieldActive" />
      <div className="sm:max-w-xs">
        <SubmitButton busy={useBusy(intent)}>{text('partnerPrizeSave')}</SubmitButton>
      </div>
    </Form>
  );
}

/** Campaign tokens given (or taken back) with a reason, on a member's page. */
export function TokensGrantForm({ answer }: { answer: PlayActionData | undefined }) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseTokensForm(locale), [locale]);
  const intent = PLAY_INTENTS.grantTokens;
  const mine = answer?.intent === intent ? answer : undefined;
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  return (
    <Form
      method="post"
      {...formProps}
      key={mine?.ok ? mine.message : 'grant'}
      aria-label={text('tokensGrantTitle')}
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      <Said answer={mine} intent={intent} />
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          {...field('delta')}
          type="number"
          label={text('tokensFieldDelta')}
          hint={text('tokensFieldDeltaHint')}
        />
        <TextField {...field('reason')} label={text('tokensFieldReason')} />
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton busy={useBusy(intent)}>{text('tokensGrant')}</SubmitButton>
      </div>
    </Form>
  );
}
