import { useState } from 'react';
import type { AdminProduct } from '@kilau/domain/admin';
import { useAdminText } from '../text';
import type { PromotionCombination } from '../types';
import { CombinationPicker, combinationName } from './combination-picker';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { RowNumberInput } from './row-number-input';

type Row = { combination_id: number; label: string; quantity: string };

/** `pack_items.N.combination_id`, `pack_items.N.quantity`: the schema's paths, so a refusal shows under its input. */
export const packItemField = (index: number, field: 'combination_id' | 'quantity') =>
  `pack_items.${index}.${field}`;

/**
 * A bundle's contents: each component (another product's shade or size) with how many go in,
 * removable; the combination picker adds more. The rows post as `pack_items.N.*`.
 */
export function BundleItemsEditor({
  items,
  error,
}: {
  items: AdminProduct['pack_items'];
  /** A field's message (`pack_items`, `pack_items.N.quantity`…). */
  error: (name: string) => string | undefined;
}) {
  const text = useAdminText();
  const [rows, setRows] = useState<Row[]>(() =>
    items.map((item) => ({ ...item, quantity: String(item.quantity) })),
  );
  const add = (combination: PromotionCombination) =>
    setRows((all) => [
      ...all,
      { combination_id: combination.id, label: combinationName(combination), quantity: '1' },
    ]);
  const added = new Set(rows.map((row) => row.combination_id));
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <p className="text-sm font-bold text-plum-900">{text('productPackItems')}</p>
      <p className="text-sm text-plum-700">{text('productPackItemsHint')}</p>
      {error('pack_items') ? (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {error('pack_items')}
        </p>
      ) : null}
      <ul aria-label={text('productPackItems')} className="flex flex-col gap-2">
        {rows.length === 0 ? (
          <li className="text-sm text-plum-700">{text('bundleItemsEmpty')}</li>
        ) : null}
        {rows.map((row, index) => (
          <li
            key={row.combination_id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-blush-200 p-3"
          >
            <input
              type="hidden"
              name={packItemField(index, 'combination_id')}
              value={String(row.combination_id)}
            />
            <span className="min-w-0 flex-1 text-sm font-semibold text-plum-900">
              {row.label}
              {error(packItemField(index, 'combination_id')) ? (
                <span className="block text-xs font-medium text-berry-700">
                  {error(packItemField(index, 'combination_id'))}
                </span>
              ) : null}
            </span>
            <RowNumberInput
              name={packItemField(index, 'quantity')}
              label={text('bundleItemQuantity', { name: row.label })}
              value={row.quantity}
              error={error(packItemField(index, 'quantity'))}
              onChange={(quantity) =>
                setRows((all) =>
                  all.map((each, at) => (at === index ? { ...each, quantity } : each)),
                )
              }
            />
            <button
              type="button"
              className={ROW_BUTTON_CLASS}
              onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
              aria-label={text('bundleItemRemove', { name: row.label })}
            >
              {text('bundleItemRemoveShort')}
            </button>
          </li>
        ))}
      </ul>
      <CombinationPicker mode="add" label={text('bundleItemsAdd')} added={added} onAdd={add} />
    </div>
  );
}
