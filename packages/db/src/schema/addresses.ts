import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A member's delivery address; places are official region codes (see `regions.ts`). */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  /** The shipping label ('Rumah', 'Kantor'). */
  title: string;
  /** The recipient's name. */
  contact: string;
  firstname: Generated<string>;
  lastname: Generated<string>;
  address1: string;
  address2: Generated<string>;
  country_code: Generated<string>;
  province_code: string;
  regency_code: string;
  district_code: string;
  /** The subdistrict (kelurahan/desa). */
  village_code: string | null;
  zipcode: string;
  phone: string;
  is_default: Generated<boolean>;
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lng: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
