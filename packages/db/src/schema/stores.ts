import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The offline stores (migration 0041): reference data, ids 5, 6, 7 in every database. */
export interface StoresTable {
  id: Generated<number>;
  value: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  opening_hours: ColumnType<Record<string, { open: string; close: string } | null>, string, string>;
  lat: number;
  lng: number;
  active: Generated<boolean>;
  position: Generated<number>;
  created_at: Generated<Timestamp>;
}

/**
 * A store's own stock of a combination (migration 0054, docs/design/store-stock.md): what a
 * self-checkout order in that store takes; no row means none there.
 */
export interface StoreStockTable {
  store_id: number;
  combination_id: number;
  quantity: number;
  updated_at: Timestamp;
}
