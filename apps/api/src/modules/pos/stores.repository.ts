import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** The offline stores (migration 0041): the active ones, in their order. */
export function createStoresRepository(db: Kysely<Database>) {
  return {
    list: (query: { id: number | undefined; limit: number }) => {
      let select = db
        .selectFrom('stores')
        .select(['id', 'value', 'name', 'address', 'city', 'phone', 'opening_hours', 'lat', 'lng'])
        .where('active', '=', true);
      if (query.id !== undefined) select = select.where('id', '=', query.id);
      return select.orderBy('position').orderBy('id').limit(query.limit).execute();
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
