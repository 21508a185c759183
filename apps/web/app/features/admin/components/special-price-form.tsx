import { useState } from 'react';
import { SPECIAL_PRICE_SCOPES, type SpecialPriceScope } from '@kilau/domain/admin';
import { SelectField, TextField } from '~/components/ui/form-field';
import { numberValue as num } from '../lib/promotion-form-fields';
import type { PromotionActionData } from '../lib/promotion-intents';
import { scopeIdsField } from '../lib/special-price-form';
import { useAdminText, type AdminTextKey } from '../text';
import type { AdminSpecialPrice, PromotionCombination, PromotionTargetOptions } from '../types';
import { CombinationPicker } from './combination-picker';
import { FormSection, PromotionFormFrame, ScheduleSection } from './promotion-form-parts';
import { TargetPicker, type PickerOption } from './target-picker';

const SCOPE_LABEL: Record<SpecialPriceScope, AdminTextKey> = {
  any: 'scopeAny',
  brand: 'scopeBrand',
  category: 'scopeCategory',
  product: 'scopeProduct',
};
const SCOPE_PICKER_LABEL: Record<Exclude<SpecialPriceScope, 'any'>, AdminTextKey> = {
  brand: 'voucherBrands',
  category: 'voucherCategories',
  product: 'voucherProducts',
};

/**
 * A special price's form: the code, the combination (the product's shade or size, found by the
 * picker), the price, the window in WIB, the quota per member, the minimums over the lines in
 * scope (any, or some brands, categories or products), the switch and the position. Field
 * messages come from the action (the domain's schema, then the API's).
 */
export function SpecialPriceForm({
  price,
  combination,
  targets,
  answer,
}: {
  price?: AdminSpecialPrice | undefined;
  /** The chosen combination as the picker describes it (an edit's). */
  combination: PromotionCombination | null;
  targets: PromotionTargetOptions;
  answer: PromotionActionData | undefined;
}) {
  const text = useAdminText();
  const [scope, setScope] = useState<SpecialPriceScope>(price?.scope ?? 'any');
  const options: Record<Exclude<SpecialPriceScope, 'any'>, readonly PickerOption[]> = {
    brand: targets.brands,
    category: targets.categories,
    product: targets.products.map(({ id, name, brand }) => ({ id, name, detail: brand })),
  };
  const p = price;
  return (
    <PromotionFormFrame
      promotion={p}
      label={p ? text('specialPriceEditTitle', { code: p.code }) : text('specialPriceNewTitle')}
      answer={answer}
      submit={p ? text('voucherSaveSubmit') : text('specialPriceCreateSubmit')}
    >
      {(error) => (
        <>
          <FormSection title={text('specialPriceSectionBasics')}>
            <TextField
              name="code"
              label={text('specialPriceCode')}
              hint={text('voucherCodeHint')}
              defaultValue={p?.code ?? ''}
              readOnly={p !== undefined}
              autoComplete="off"
              autoCapitalize="characters"
              error={error('code')}
            />
            <TextField
              name="price"
              label={text('specialPricePrice')}
              inputMode="numeric"
              defaultValue={num(p?.price)}
              error={error('price')}
            />
            <div className="dt:col-span-2">
              <CombinationPicker
                mode="choose"
                name="combination_id"
                label={text('pickerCombination')}
                chosen={combination}
                error={error('combination_id')}
              />
            </div>
          </FormSection>

          <ScheduleSection promotion={p} activeLabel={text('specialPriceActive')} error={error}>
            <TextField
              name="quota_per_user"
              label={text('specialPriceQuotaPerUser')}
              inputMode="numeric"
              defaultValue={num(p?.quota_per_user ?? 1)}
              error={error('quota_per_user')}
            />
          </ScheduleSection>

          <FormSection title={text('specialPriceSectionRules')}>
            <TextField
              name="min_amount"
              label={text('specialPriceMinAmount')}
              hint={text('specialPriceMinHint')}
              optional
              inputMode="numeric"
              defaultValue={num(p?.min_amount)}
              error={error('min_amount')}
            />
            <TextField
              name="min_qty"
              label={text('specialPriceMinQty')}
              hint={text('specialPriceMinHint')}
              optional
              inputMode="numeric"
              defaultValue={num(p?.min_qty)}
              error={error('min_qty')}
            />
            <SelectField
              name="scope"
              label={text('specialPriceScope')}
              hint={text('specialPriceScopeHint')}
              value={scope}
              onChange={(event) => setScope(event.target.value as SpecialPriceScope)}
              error={error('scope')}
            >
              {SPECIAL_PRICE_SCOPES.map((value) => (
                <option key={value} value={value}>
                  {text(SCOPE_LABEL[value])}
                </option>
              ))}
            </SelectField>
            {scope === 'any' ? null : (
              <div className="dt:col-span-2">
                <TargetPicker
                  key={scope}
                  name={scopeIdsField(scope)}
                  label={text(SCOPE_PICKER_LABEL[scope])}
                  options={options[scope]}
                  chosen={p?.scope === scope ? p.scope_ids : []}
                  error={error('scope_ids')}
                />
              </div>
            )}
          </FormSection>
        </>
      )}
    </PromotionFormFrame>
  );
}
