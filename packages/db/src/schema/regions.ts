import type { ColumnType } from 'kysely';

/** ISO 3166-1 alpha-2 code ('ID') and English short name. */
export interface CountriesTable {
  code: string;
  name: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Official codes (Kemendagri): '32' province, '32.73' regency/city, '32.73.01' district, '32.73.01.1001' village. */
export interface ProvincesTable {
  code: string;
  name: string;
}

export interface RegenciesTable {
  code: string;
  province_code: string;
  name: string;
}

export interface DistrictsTable {
  code: string;
  regency_code: string;
  name: string;
}

export interface VillagesTable {
  code: string;
  district_code: string;
  name: string;
  /** Five digits; null where no openly licensed source gives one. */
  postal_code: ColumnType<string | null, string | null | undefined, string | null>;
}
