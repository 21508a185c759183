import { LOW_STOCK_THRESHOLD } from '@kilau/domain/admin';
import type { AdminTextKey } from '../text';
import type { StockReason, StockRow } from '../types';

/** Each ledger reason in words. */
export const REASON_LABEL: Readonly<Record<StockReason, AdminTextKey>> = {
  opening: 'stockReasonOpening',
  received: 'stockReasonReceived',
  damaged: 'stockReasonDamaged',
  count: 'stockReasonCount',
  order: 'stockReasonOrder',
  release: 'stockReasonRelease',
  import: 'stockReasonImport',
  return: 'stockReasonReturn',
};

/** How a row is named to people and screen readers: "Product — Shade". */
export const itemName = (row: Pick<StockRow, 'product_name' | 'shade'>) =>
  row.shade ? `${row.product_name} — ${row.shade}` : row.product_name;

export { LOW_STOCK_THRESHOLD };
