import { useState } from 'react';
import { priceAfterDiscount, type AdminCombination } from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';
import { SelectField, TextField } from '~/components/ui/form-field';
import { useAdminText } from '../text';
import { ROW_BUTTON_CLASS } from './confirm-button';

type Row = {
  key: number;
  initial: AdminCombination | null;
  hex: string;
  price: string;
  type: '' | 'amount' | 'percentage';
  amount: string;
  percentage: string;
};

let nextKey = 0;
const rowOf = (initial: AdminCombination | null): Row => {
  nextKey += 1;
  return {
    key: nextKey,
    initial,
    hex: initial?.hex ?? '',
    price: initial ? String(initial.price) : '',
    type: initial?.deduction_type ?? '',
    amount: initial ? String(initial.deduction_amount) : '0',
    percentage: initial ? String(initial.deduction_percentage) : '0',
  };
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const CHECK_CLASS = 'flex min-h-9 items-center gap-2 text-sm text-plum-900';

/**
 * The product's combinations, one group each (`Kombinasi 1`, `Kombinasi 2`…: the names tests and
 * screen readers find them by). Each field's name is its path in the domain's schema, so its
 * refusal shows under it. A colour picker and its `#rrggbb` text move together; the price after
 * the discount is the domain's rule, shown as it is typed.
 */
export function CombinationsEditor({
  combinations,
  fields,
}: {
  combinations: AdminCombination[];
  fields: Record<string, string> | undefined;
}) {
  const text = useAdminText();
  const [rows, setRows] = useState<Row[]>(() =>
    combinations.length ? combinations.map(rowOf) : [rowOf(null)],
  );
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const defaultIndex = Math.max(
    0,
    rows.findIndex((row) => row.initial?.is_default),
  );
  const error = (name: string) => fields?.[name];

  return (
    <div className="flex flex-col gap-4">
      {error('combinations') ? (
        <p className="text-sm font-medium text-berry-700">{error('combinations')}</p>
      ) : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const at = (field: string) => `combinations.${index}.${field}`;
        const c = row.initial;
        const price = Number(row.price);
        const after =
          Number.isFinite(price) && row.price !== ''
            ? priceAfterDiscount(price, {
                type: row.type || null,
                amount: Number(row.amount) || 0,
                percentage: Number(row.percentage) || 0,
              })
            : null;
        return (
          <fieldset key={row.key} className="rounded-2xl border border-blush-200 bg-cream-50 p-4">
            <legend className="px-1 font-semibold text-plum-900">
              {text('productCombinationN', { n })}
            </legend>
            {c ? <input type="hidden" name={at('id')} value={c.id} /> : null}
            <div className="grid gap-3 dt:grid-cols-4">
              <TextField
                name={at('sku')}
                label={text('combinationSku')}
                defaultValue={c?.sku}
                required
                error={error(at('sku'))}
              />
              <TextField
                name={at('barcode')}
                label={text('combinationBarcode')}
                defaultValue={c?.barcode ?? ''}
                inputMode="numeric"
                optional
                error={error(at('barcode'))}
              />
              <TextField
                name={at('attributes.shade')}
                label={text('combinationShade')}
                defaultValue={c?.attributes.shade ?? ''}
                optional
                error={error(at('attributes.shade'))}
              />
              <TextField
                name={at('attributes.size')}
                label={text('combinationSize')}
                defaultValue={c?.attributes.size ?? ''}
                optional
                error={error(at('attributes.size'))}
              />
              <TextField
                name={at('attributes.variant')}
                label={text('combinationVariant')}
                defaultValue={c?.attributes.variant ?? ''}
                optional
                error={error(at('attributes.variant'))}
              />
              <TextField
                name={at('price')}
                label={text('combinationPrice')}
                inputMode="numeric"
                value={row.price}
                onChange={(event) => update(row.key, { price: event.target.value })}
                required
                error={error(at('price'))}
              />
              <SelectField
                name={at('deduction_type')}
                label={text('combinationDeductionType')}
                value={row.type}
                onChange={(event) => update(row.key, { type: event.target.value as Row['type'] })}
                error={error(at('deduction_type'))}
              >
                <option value="">{text('combinationDeductionNone')}</option>
                <option value="amount">{text('combinationDeductionAmount')}</option>
                <option value="percentage">{text('combinationDeductionPercentage')}</option>
              </SelectField>
              {row.type === 'amount' ? (
                <TextField
                  name={at('deduction_amount')}
                  label={text('combinationDeductionAmount')}
                  inputMode="numeric"
                  value={row.amount}
                  onChange={(event) => update(row.key, { amount: event.target.value })}
                  error={error(at('deduction_amount'))}
                />
              ) : row.type === 'percentage' ? (
                <TextField
                  name={at('deduction_percentage')}
                  label={text('combinationDeductionPercentage')}
                  inputMode="numeric"
                  value={row.percentage}
                  onChange={(event) => update(row.key, { percentage: event.target.value })}
                  error={error(at('deduction_percentage'))}
                />
              ) : null}
              <p className="self-end pb-3 text-sm text-plum-800" aria-live="polite">
                {text('combinationAfterDiscount')}:{' '}
                <strong>{after === null ? '–' : formatRupiah(after)}</strong>
              </p>
              <div className="flex items-end gap-2">
                <label className="flex flex-col text-sm font-semibold text-plum-900">
                  <span className="mb-1.5">{text('combinationHex')}</span>
                  <input
                    type="color"
                    aria-label={`${text('combinationHex')} ${text('productCombinationN', { n })}`}
                    value={HEX.test(row.hex) ? row.hex.toLowerCase() : '#000000'}
                    onChange={(event) => update(row.key, { hex: event.target.value })}
                    className="h-12 w-14 cursor-pointer rounded-xl border border-blush-300 bg-white p-1"
                  />
                </label>
                <TextField
                  name={at('hex')}
                  label={text('combinationHexText')}
                  placeholder="#c0392b"
                  value={row.hex}
                  onChange={(event) => update(row.key, { hex: event.target.value })}
                  optional
                  error={error(at('hex'))}
                  className="flex-1"
                />
              </div>
              <TextField
                name={at('swatch_image')}
                label={text('combinationSwatch')}
                defaultValue={c?.swatch_image ?? ''}
                placeholder="/media/…"
                optional
                error={error(at('swatch_image'))}
              />
              <TextField
                name={at('weight_grams')}
                label={text('combinationWeight')}
                inputMode="numeric"
                defaultValue={String(c?.weight_grams ?? 200)}
                error={error(at('weight_grams'))}
              />
              {c ? (
                <TextField
                  label={text('combinationStock')}
                  value={String(c.stock)}
                  readOnly
                  hint={text('combinationStockHint')}
                />
              ) : (
                <TextField
                  name={at('stock')}
                  label={text('combinationStockOpening')}
                  inputMode="numeric"
                  defaultValue="0"
                  error={error(at('stock'))}
                />
              )}
              <TextField
                name={at('preorder.total_quota')}
                label={text('combinationPreorderQuota')}
                inputMode="numeric"
                defaultValue={c?.preorder?.is_active ? String(c.preorder.total_quota) : ''}
                optional
                error={error(at('preorder.total_quota'))}
              />
              <TextField
                name={at('preorder.delivery_date')}
                type="date"
                label={text('combinationPreorderDate')}
                defaultValue={c?.preorder?.is_active ? c.preorder.delivery_date : ''}
                optional
                error={error(at('preorder.delivery_date'))}
              />
              <div className="flex flex-col justify-end gap-1">
                <label className={CHECK_CLASS}>
                  <input
                    type="radio"
                    name="default_combination"
                    value={index}
                    defaultChecked={index === defaultIndex}
                    className="size-4 accent-rose-600"
                  />
                  {text('combinationDefault')}
                </label>
                <label className={CHECK_CLASS}>
                  <input
                    type="checkbox"
                    name={at('is_active')}
                    defaultChecked={c?.is_active ?? true}
                    className="size-4 accent-rose-600"
                  />
                  {text('combinationActive')}
                </label>
              </div>
            </div>
            {rows.length > 1 ? (
              <button
                type="button"
                onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                className={`${ROW_BUTTON_CLASS} mt-3`}
              >
                {text('productRemoveCombination', { n })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => setRows((all) => [...all, rowOf(null)])}
        className={`${ROW_BUTTON_CLASS} self-start`}
      >
        {text('productAddCombination')}
      </button>
    </div>
  );
}
