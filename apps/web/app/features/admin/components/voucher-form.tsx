import { Form, useNavigation } from 'react-router';
import { VOUCHER_DISCOUNT_TYPES } from '@kilau/domain/admin';
import {
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { numberValue as num } from '../lib/promotion-form-fields';
import { VOUCHER_INTENTS, type VoucherActionData } from '../lib/voucher-form';
import { DISCOUNT_LABEL } from '../lib/voucher-words';
import { useAdminText } from '../text';
import type { AdminVoucher, PromotionTargetOptions } from '../types';
import { CheckField, FormSection as Section, WindowFields } from './promotion-form-parts';
import { TargetPicker } from './target-picker';

/**
 * The voucher form with every rule the bag redeems by: a new voucher (no `voucher`) or an edit
 * at the version it was read at. Field messages come from the action (the domain's schema, then
 * the API's).
 */
export function VoucherForm({
  voucher,
  targets,
  answer,
}: {
  voucher?: AdminVoucher | undefined;
  targets: PromotionTargetOptions;
  answer: VoucherActionData | undefined;
}) {
  const text = useAdminText();
  const navigation = useNavigation();
  const mine = answer?.intent === VOUCHER_INTENTS.save ? answer : undefined;
  const fields = mine?.fields ?? {};
  const error = (name: string) => fields[name];
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === VOUCHER_INTENTS.save;
  const v = voucher;
  return (
    <Form
      method="post"
      noValidate
      // A reload after someone else's change (409) shows the voucher as it is now.
      key={v ? `${v.id}-${v.version}` : 'new'}
      className="flex flex-col gap-5"
      aria-label={v ? text('voucherEditTitle', { code: v.code }) : text('voucherNewTitle')}
    >
      <input type="hidden" name="intent" value={VOUCHER_INTENTS.save} />
      {v ? <input type="hidden" name="version" value={String(v.version)} /> : null}
      {mine && !mine.ok ? (
        <FormMessage tone="error">{mine.message ?? text('voucherFixFields')}</FormMessage>
      ) : null}

      <Section title={text('voucherSectionBasics')}>
        <TextField
          name="code"
          label={text('voucherCode')}
          hint={text('voucherCodeHint')}
          defaultValue={v?.code ?? ''}
          readOnly={v !== undefined}
          autoComplete="off"
          autoCapitalize="characters"
          error={error('code')}
        />
        <TextField
          name="name"
          label={text('voucherName')}
          defaultValue={v?.name ?? ''}
          autoComplete="off"
          error={error('name')}
        />
        <TextAreaField
          name="description"
          label={text('voucherDescription')}
          optional
          defaultValue={v?.description ?? ''}
          rows={3}
          error={error('description')}
        />
        <TextAreaField
          name="terms"
          label={text('voucherTerms')}
          optional
          defaultValue={v?.terms ?? ''}
          rows={3}
          error={error('terms')}
        />
      </Section>

      <Section title={text('voucherSectionDiscount')}>
        <SelectField
          name="discount_type"
          label={text('voucherType')}
          defaultValue={v?.discount_type ?? 'amount'}
          error={error('discount_type')}
        >
          {VOUCHER_DISCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {text(DISCOUNT_LABEL[type])}
            </option>
          ))}
        </SelectField>
        <TextField
          name="min_amount"
          label={text('voucherMinAmount')}
          inputMode="numeric"
          defaultValue={num(v?.min_amount ?? 0)}
          error={error('min_amount')}
        />
        <TextField
          name="amount"
          label={text('voucherAmount')}
          hint={text('voucherAmountHint')}
          inputMode="numeric"
          defaultValue={num(v?.amount)}
          error={error('amount')}
        />
        <TextField
          name="percentage"
          label={text('voucherPercentage')}
          hint={text('voucherPercentageHint')}
          inputMode="numeric"
          defaultValue={num(v?.percentage)}
          error={error('percentage')}
        />
        <TextField
          name="max_discount"
          label={text('voucherMaxDiscount')}
          hint={text('voucherMaxDiscountHint')}
          inputMode="numeric"
          defaultValue={num(v?.max_discount)}
          error={error('max_discount')}
        />
        <TextField
          name="free_combination_id"
          label={text('voucherFreeCombination')}
          hint={text('voucherFreeCombinationHint')}
          inputMode="numeric"
          defaultValue={num(v?.free_combination_id)}
          error={error('free_combination_id')}
        />
        <TextField
          name="free_quantity"
          label={text('voucherFreeQuantity')}
          inputMode="numeric"
          defaultValue={num(v?.free_quantity ?? 1)}
          error={error('free_quantity')}
        />
        <CheckField
          name="is_special_paper_bag"
          label={text('voucherPaperBag')}
          defaultChecked={v?.is_special_paper_bag ?? false}
        />
      </Section>

      <Section title={text('voucherSectionWhen')}>
        <WindowFields
          startsAt={v?.starts_at}
          endsAt={v?.ends_at}
          labels={{ starts: text('voucherStartsAt'), ends: text('voucherEndsAt') }}
          hint={text('voucherWhenHint')}
          error={error}
        />
        <TextField
          name="quota_total"
          label={text('voucherQuotaTotal')}
          hint={text('voucherQuotaTotalHint')}
          inputMode="numeric"
          defaultValue={num(v?.quota_total)}
          error={error('quota_total')}
        />
        <TextField
          name="quota_per_user"
          label={text('voucherQuotaPerUser')}
          inputMode="numeric"
          defaultValue={num(v?.quota_per_user ?? 1)}
          error={error('quota_per_user')}
        />
        <TextField
          name="valid_days"
          label={text('voucherValidDays')}
          hint={text('voucherValidDaysHint')}
          inputMode="numeric"
          defaultValue={num(v?.valid_days)}
          error={error('valid_days')}
        />
        <CheckField
          name="is_active"
          label={text('voucherActive')}
          defaultChecked={v?.is_active ?? true}
        />
      </Section>

      <section
        aria-labelledby="voucher-who"
        className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-5"
      >
        <h2 id="voucher-who" className="font-display text-lg font-semibold text-plum-900">
          {text('voucherSectionWho')}
        </h2>
        <CheckField
          name="is_assigned_only"
          label={text('voucherAssignedOnly')}
          defaultChecked={v?.is_assigned_only ?? false}
        />
        <p className="text-sm text-plum-700">{text('voucherTargetsIntro')}</p>
        <div className="grid gap-4 dt:grid-cols-3">
          <TargetPicker
            name="brand_ids"
            label={text('voucherBrands')}
            options={targets.brands}
            chosen={v?.brand_ids ?? []}
            error={error('brand_ids')}
          />
          <TargetPicker
            name="category_ids"
            label={text('voucherCategories')}
            options={targets.categories}
            chosen={v?.category_ids ?? []}
            error={error('category_ids')}
          />
          <TargetPicker
            name="product_ids"
            label={text('voucherProducts')}
            options={targets.products.map(({ id, name, brand }) => ({ id, name, detail: brand }))}
            chosen={v?.product_ids ?? []}
            error={error('product_ids')}
          />
        </div>
      </section>

      <div>
        <SubmitButton busy={busy}>
          {v ? text('voucherSaveSubmit') : text('voucherCreateSubmit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
