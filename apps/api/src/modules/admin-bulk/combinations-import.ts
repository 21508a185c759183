import { BULK_COLUMNS } from '@kilau/domain/admin';
import type { Locale } from '@kilau/domain';
import type { CombinationChange, CombinationRecord } from './bulk.repository';
import {
  columnValues,
  dataRows,
  NO,
  problemList,
  readHeader,
  YES,
  type ParsedCsv,
} from './csv-read';

/** The largest price or discount a cell may hold (rupiah). */
export const PRICE_MAX = 100_000_000;
/** The largest stock a cell may hold. */
export const STOCK_MAX = 1_000_000;

/** A combination row's change, ready to write. */
export interface PlannedChange {
  row: number;
  current: CombinationRecord;
  next: CombinationChange;
}

/** Who imports: whether the role may change stock. */
export interface ImportRights {
  stock: boolean;
}

type Column = (typeof BULK_COLUMNS.combinations)[number];

/**
 * Checks every row of a combinations CSV against the combinations it names (by SKU) and plans
 * each row's change: price, discount (rupiah, or `N%`), active and stock. `shade_name` and `hex`
 * are read only; `product_slug`, when given, must be the SKU's product. Every problem is reported
 * with its row and column, in `locale`.
 */
export function planCombinationsImport(
  csv: ParsedCsv,
  bySku: ReadonlyMap<string, CombinationRecord>,
  rights: ImportRights,
  locale: Locale,
) {
  const { problems, say, saidOf } = problemList(locale);
  const at = readHeader<Column>(csv, BULK_COLUMNS.combinations, ['sku'], say);
  if (at.has('stock') && !rights.stock) say(1, 'stock', 'bulk_stock_not_allowed');
  if (problems.length > 0) return { problems, changes: [] as PlannedChange[], unchanged: 0 };

  const changes: PlannedChange[] = [];
  let unchanged = 0;
  const seen = new Map<string, number>();
  for (const { row, before, cell } of dataRows(csv, at, { problems, say })) {
    const whole = (column: Column, max: number) => {
      const text = cell(column);
      if (text === undefined) return undefined;
      if (!/^\d{1,10}$/.test(text) || Number(text) > max) {
        say(row, column, 'bulk_whole_number', { max });
        return undefined;
      }
      return Number(text);
    };

    const sku = cell('sku') ?? '';
    const current = bySku.get(sku);
    if (sku === '') {
      if (!saidOf(row, 'sku')) say(row, 'sku', 'bulk_required');
    } else if (seen.has(sku)) say(row, 'sku', 'bulk_sku_repeated', { row: seen.get(sku)! });
    else if (!current) say(row, 'sku', 'bulk_sku_unknown');
    if (sku !== '') seen.set(sku, seen.get(sku) ?? row);
    const slug = cell('product_slug');
    if (current && slug && slug !== current.product_slug) {
      say(row, 'product_slug', 'bulk_product_mismatch', { slug: current.product_slug });
    }

    const price = whole('price', PRICE_MAX);
    const stock = whole('stock', STOCK_MAX);
    let discount: { type: 'amount' | 'percentage'; value: number } | null | undefined;
    const discountText = cell('discount');
    if (discountText !== undefined) {
      const percent = /^(\d{1,3})\s*%$/.exec(discountText);
      if (discountText === '' || discountText === '0') discount = null;
      else if (percent && Number(percent[1]) <= 100) {
        discount = { type: 'percentage', value: Number(percent[1]) };
      } else if (/^\d{1,10}$/.test(discountText) && Number(discountText) <= PRICE_MAX) {
        discount = { type: 'amount', value: Number(discountText) };
      } else say(row, 'discount', 'bulk_discount_invalid');
    }
    let active: boolean | undefined;
    const activeText = cell('active')?.toLowerCase();
    if (activeText !== undefined) {
      if (YES.has(activeText)) active = true;
      else if (NO.has(activeText)) active = false;
      else say(row, 'active', 'bulk_yes_no');
    }
    if (!current || problems.length > before) continue;

    const nextPrice = price ?? current.price;
    const deduction =
      discount === undefined
        ? current.deduction_type === null
          ? null
          : {
              type: current.deduction_type,
              value:
                current.deduction_type === 'amount'
                  ? current.deduction_amount
                  : current.deduction_percentage,
            }
        : discount;
    const off =
      deduction === null
        ? 0
        : deduction.type === 'amount'
          ? deduction.value
          : Math.round((nextPrice * deduction.value) / 100);
    if (off > nextPrice) {
      say(row, 'discount', 'bulk_discount_over_price');
      continue;
    }
    const keepPricing = price === undefined && discount === undefined;
    const next: CombinationChange = {
      ...(keepPricing
        ? {
            price: current.price,
            price_after_discount: current.price_after_discount,
            deduction_type: current.deduction_type,
            deduction_amount: current.deduction_amount,
            deduction_percentage: current.deduction_percentage,
          }
        : {
            price: nextPrice,
            price_after_discount: nextPrice - off,
            deduction_type: off > 0 && deduction ? deduction.type : null,
            deduction_amount: off > 0 && deduction?.type === 'amount' ? deduction.value : 0,
            deduction_percentage: off > 0 && deduction?.type === 'percentage' ? deduction.value : 0,
          }),
      stock: stock ?? current.stock,
      is_active: active ?? current.is_active,
    };
    const same = (Object.keys(next) as Array<keyof CombinationChange>).every(
      (key) => next[key] === current[key],
    );
    if (same) unchanged += 1;
    else changes.push({ row, current, next });
  }
  return { problems, changes, unchanged };
}

/** The SKUs a parsed CSV names (to look them up before planning). */
export const skusOf = (csv: ParsedCsv): string[] => columnValues(csv, 'sku');
