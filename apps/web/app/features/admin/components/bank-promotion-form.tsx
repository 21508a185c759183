import { BANK_PROMOTION_DISCOUNT_TYPES, type BankPromotionDiscountType } from '@kilau/domain/admin';
import { SelectField, TextAreaField, TextField } from '~/components/ui/form-field';
import { numberValue as num } from '../lib/promotion-form-fields';
import type { PromotionActionData } from '../lib/promotion-intents';
import { useAdminText, type AdminTextKey } from '../text';
import type { AdminBankPromotion, BankPromotionMethod } from '../types';
import { FormSection, PromotionFormFrame, ScheduleSection } from './promotion-form-parts';

const TYPE_LABEL: Record<BankPromotionDiscountType, AdminTextKey> = {
  percentage: 'bankTypePercentage',
  amount: 'bankTypeAmount',
};

/**
 * A bank promotion's form: the bank, title and description the payment step shows, the discount
 * (a percentage with its cap, or rupiah), the minimum order, the card BINs and payment methods it
 * binds to, the window in WIB, the position and the switch. Field messages come from the action.
 */
export function BankPromotionForm({
  promotion,
  methods,
  answer,
}: {
  promotion?: AdminBankPromotion | undefined;
  methods: BankPromotionMethod[];
  answer: PromotionActionData | undefined;
}) {
  const text = useAdminText();
  const p = promotion;
  const chosen = new Set(p?.payment_methods ?? []);
  return (
    <PromotionFormFrame
      promotion={p}
      label={p ? text('bankPromotionEditTitle', { title: p.title }) : text('bankPromotionNewTitle')}
      answer={answer}
      submit={p ? text('voucherSaveSubmit') : text('bankPromotionCreateSubmit')}
    >
      {(error) => (
        <>
          <FormSection title={text('bankPromotionSectionBasics')}>
            <TextField
              name="bank_name"
              label={text('bankPromotionBank')}
              defaultValue={p?.bank_name ?? ''}
              autoComplete="off"
              error={error('bank_name')}
            />
            <TextField
              name="title"
              label={text('bankPromotionTitle')}
              defaultValue={p?.title ?? ''}
              autoComplete="off"
              error={error('title')}
            />
            <TextAreaField
              name="description"
              label={text('bankPromotionDescription')}
              optional
              rows={3}
              defaultValue={p?.description ?? ''}
              error={error('description')}
            />
          </FormSection>

          <FormSection title={text('bankPromotionSectionDiscount')}>
            <SelectField
              name="discount_type"
              label={text('bankPromotionType')}
              defaultValue={p?.discount_type ?? 'percentage'}
              error={error('discount_type')}
            >
              {BANK_PROMOTION_DISCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(TYPE_LABEL[type])}
                </option>
              ))}
            </SelectField>
            <TextField
              name="discount_value"
              label={text('bankPromotionValue')}
              hint={text('bankPromotionValueHint')}
              inputMode="numeric"
              defaultValue={num(p?.discount_value)}
              error={error('discount_value')}
            />
            <TextField
              name="max_discount"
              label={text('bankPromotionMaxDiscount')}
              hint={text('bankPromotionMaxDiscountHint')}
              inputMode="numeric"
              defaultValue={num(p?.max_discount)}
              error={error('max_discount')}
            />
            <TextField
              name="min_order"
              label={text('bankPromotionMinOrder')}
              inputMode="numeric"
              defaultValue={num(p?.min_order ?? 0)}
              error={error('min_order')}
            />
          </FormSection>

          <FormSection title={text('bankPromotionSectionWho')}>
            <TextAreaField
              name="card_bins"
              label={text('bankPromotionBins')}
              hint={text('bankPromotionBinsHint')}
              optional
              rows={3}
              defaultValue={(p?.card_bins ?? []).join('\n')}
              error={error('card_bins')}
            />
            <fieldset aria-describedby="bank-methods-hint">
              <legend className="mb-1.5 text-sm font-semibold text-plum-900">
                {text('bankPromotionMethods')}
              </legend>
              <p id="bank-methods-hint" className="mb-2 text-xs text-plum-600">
                {text('bankPromotionMethodsHint')}
              </p>
              {error('payment_methods') ? (
                <p className="mb-2 text-sm font-medium text-berry-700">
                  {error('payment_methods')}
                </p>
              ) : null}
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
                {methods.map((method) => (
                  <li key={method.code}>
                    <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-plum-900">
                      <input
                        type="checkbox"
                        name="payment_methods"
                        value={method.code}
                        defaultChecked={chosen.has(method.code)}
                        className="size-4 accent-plum-900"
                      />
                      {method.name}
                      {method.is_active ? null : (
                        <span className="text-plum-600">
                          ({text('bankPromotionMethodInactive')})
                        </span>
                      )}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </FormSection>

          <ScheduleSection promotion={p} activeLabel={text('bankPromotionActive')} error={error} />
        </>
      )}
    </PromotionFormFrame>
  );
}
