import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * Reads of the region reference tables, in code order (the service sorts for display). Each
 * child level answers `[]` for an unknown parent; `exists` tells the two apart.
 */
export function createRegionsRepository(db: Kysely<Database>) {
  return {
    provinces: () =>
      db.selectFrom('provinces').select(['code as id', 'name']).orderBy('code').execute(),

    regencies: (provinceCode: string) =>
      db
        .selectFrom('regencies')
        .select(['code as id', 'name', 'province_code as province_id'])
        .where('province_code', '=', provinceCode)
        .orderBy('code')
        .execute(),

    districts: (regencyCode: string) =>
      db
        .selectFrom('districts')
        .select(['code as id', 'name', 'regency_code as city_id'])
        .where('regency_code', '=', regencyCode)
        .orderBy('code')
        .execute(),

    villages: (districtCode: string) =>
      db
        .selectFrom('villages')
        .select(['code as id', 'name', 'district_code as district_id', 'postal_code'])
        .where('district_code', '=', districtCode)
        .orderBy('code')
        .execute(),

    async exists(table: 'provinces' | 'regencies' | 'districts', code: string) {
      const row = await db
        .selectFrom(table)
        .select('code')
        .where('code', '=', code)
        .executeTakeFirst();
      return row !== undefined;
    },

    countries: () =>
      db
        .selectFrom('countries')
        .select(['code as id', 'name', 'is_default'])
        .orderBy('code')
        .execute(),
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
