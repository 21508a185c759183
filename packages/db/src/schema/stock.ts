import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type StockReason =
  | 'opening'
  | 'received'
  | 'damaged'
  | 'count'
  | 'order'
  | 'release'
  | 'import'
  | 'return';

/**
 * The stock ledger (migration 0031): one row per change of `combinations.stock`, written by a
 * trigger; `balance` is the stock after the change, and the deltas sum to the stock.
 */
export interface StockMovementsTable {
  id: Generated<number>;
  combination_id: number;
  delta: number;
  balance: number;
  reason: StockReason;
  note: Generated<string>;
  staff_id: number | null;
  order_reference: string | null;
  at: Timestamp;
}
