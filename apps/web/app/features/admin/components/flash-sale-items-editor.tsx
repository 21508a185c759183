import { useState } from 'react';
import { formatRupiah } from '@kilau/domain/shared';
import { itemField } from '../lib/flash-sale-form';
import { useAdminText } from '../text';
import type { AdminFlashSaleItem, PromotionCombination } from '../types';
import { CombinationPicker, combinationName } from './combination-picker';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { RowNumberInput } from './row-number-input';

type Described = Pick<
  PromotionCombination,
  'product_name' | 'label' | 'brand' | 'sku' | 'regular_price'
> & { combination_id: number };
type Row = Described & { price: string; quota: string; sold: number };

const rowOf = (item: AdminFlashSaleItem): Row => ({
  ...item,
  price: String(item.price),
  quota: String(item.quota),
});

/**
 * A flash sale's items as a table: each combination with its usual price, the flash price and
 * quota (named by the schema's path, `items.N.price`, so a refusal shows under its input), what
 * sold, and buttons to move or remove it (an item that sold stays); the picker adds more. The
 * order of the table is the items' position.
 */
export function FlashSaleItemsEditor({
  items,
  error,
}: {
  items: AdminFlashSaleItem[];
  /** A field's message (`items`, `items.N.price`…). */
  error: (name: string) => string | undefined;
}) {
  const text = useAdminText();
  const [rows, setRows] = useState<Row[]>(() => items.map(rowOf));
  const update = (index: number, change: Partial<Row>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const add = (combination: PromotionCombination) =>
    setRows((all) => [
      ...all,
      { ...combination, combination_id: combination.id, price: '', quota: '', sold: 0 },
    ]);
  const added = new Set(rows.map((row) => row.combination_id));
  return (
    <section
      aria-labelledby="flash-items"
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-5"
    >
      <h2 id="flash-items" className="font-display text-lg font-semibold text-plum-900">
        {text('flashSaleItemsTitle')}
      </h2>
      <p className="text-sm text-plum-700">{text('flashSaleItemsIntro')}</p>
      {error('items') ? (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {error('items')}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text('flashSaleItemsTitle')}</caption>
          <thead className="text-xs uppercase tracking-wide text-plum-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {text('colItem')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {text('colRegular')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {text('colFlashPrice')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {text('colQuota')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {text('colItemSold')}
              </th>
              <th scope="col" className="py-2">
                {text('colActions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-4 text-plum-700">
                  {text('flashSaleItemsEmpty')}
                </td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const name = combinationName(row);
              return (
                <tr key={row.combination_id} className="border-t border-blush-100 align-top">
                  <th scope="row" className="py-3 pr-3 font-normal">
                    <input
                      type="hidden"
                      name={itemField(index, 'combination_id')}
                      value={String(row.combination_id)}
                    />
                    <span className="font-semibold text-plum-900">{name}</span>
                    <span className="block text-xs text-plum-600">
                      {row.brand} · {row.sku}
                    </span>
                    {error(itemField(index, 'combination_id')) ? (
                      <span className="block text-xs font-medium text-berry-700">
                        {error(itemField(index, 'combination_id'))}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-3 pr-3">{formatRupiah(row.regular_price)}</td>
                  <td className="py-3 pr-3">
                    <RowNumberInput
                      name={itemField(index, 'price')}
                      label={text('flashItemPrice', { name })}
                      value={row.price}
                      error={error(itemField(index, 'price'))}
                      onChange={(price) => update(index, { price })}
                    />
                  </td>
                  <td className="py-3 pr-3">
                    <RowNumberInput
                      name={itemField(index, 'quota')}
                      label={text('flashItemQuota', { name })}
                      value={row.quota}
                      error={error(itemField(index, 'quota'))}
                      onChange={(quota) => update(index, { quota })}
                    />
                  </td>
                  <td className="py-3 pr-3">{row.sold}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={ROW_BUTTON_CLASS}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={text('flashItemUp', { name })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={ROW_BUTTON_CLASS}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={text('flashItemDown', { name })}
                      >
                        ↓
                      </button>
                      {row.sold > 0 ? (
                        <span className="text-xs text-plum-600">{text('flashItemKept')}</span>
                      ) : (
                        <button
                          type="button"
                          className={ROW_BUTTON_CLASS}
                          onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
                          aria-label={text('flashItemRemove', { name })}
                        >
                          ✕
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CombinationPicker mode="add" label={text('flashSaleItemsAdd')} added={added} onAdd={add} />
    </section>
  );
}
