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
