import type { Database } from '@kilau/db';
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';

export type AddressValues = Omit<
  Insertable<Database['addresses']>,
  'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'
>;

/** A stored address with the names of its places. */
function selectAddresses(db: Kysely<Database>) {
  return db
    .selectFrom('addresses as a')
    .innerJoin('countries as co', 'co.code', 'a.country_code')
    .innerJoin('provinces as p', 'p.code', 'a.province_code')
    .innerJoin('regencies as r', 'r.code', 'a.regency_code')
    .innerJoin('districts as d', 'd.code', 'a.district_code')
    .leftJoin('villages as v', 'v.code', 'a.village_code')
    .select([
      'a.id',
      'a.title',
      'a.contact',
      'a.firstname',
      'a.lastname',
      'a.address1',
      'a.address2',
      'a.country_code',
      'co.name as country_name',
      'a.province_code',
      'p.name as province_name',
      'a.regency_code',
      'r.name as regency_name',
      'a.district_code',
      'd.name as district_name',
      'a.village_code',
      'v.name as village_name',
      'a.zipcode',
      'a.phone',
      'a.is_default',
      'a.lat',
      'a.lng',
      'a.created_at',
    ]);
}

export type AddressRow = Awaited<
  ReturnType<ReturnType<typeof selectAddresses>['executeTakeFirstOrThrow']>
>;

/** Reads and writes of one member's addresses; inside `withMemberLock` they share a transaction. */
function memberAddresses(db: Kysely<Database>, userId: number) {
  return {
    list: () =>
      selectAddresses(db)
        .where('a.user_id', '=', userId)
        .orderBy('a.is_default', 'desc')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute(),

    find: (id: number) =>
      selectAddresses(db).where('a.user_id', '=', userId).where('a.id', '=', id).executeTakeFirst(),

    async count() {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(values: AddressValues, now: Date) {
      const row = await db
        .insertInto('addresses')
        .values({ ...values, user_id: userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether the member owns `id` (and it was updated). */
    async update(id: number, values: Updateable<Database['addresses']>, now: Date) {
      const result = await db
        .updateTable('addresses')
        .set({ ...values, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Unsets the member's default, then sets `id`: in this order the partial index holds. */
    async makeDefault(id: number, now: Date) {
      await db
        .updateTable('addresses')
        .set({ is_default: false, updated_at: now })
        .where('user_id', '=', userId)
        .where('is_default', '=', true)
        .where('id', '!=', id)
        .execute();
      await db
        .updateTable('addresses')
        .set({ is_default: true, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('is_default', '=', false)
        .execute();
    },

    /** Deletes the member's address `id`; answers whether it was the default, or null if none. */
    async remove(id: number) {
      const row = await db
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('is_default')
        .executeTakeFirst();
      return row ? row.is_default : null;
    },

    /** The most recently added remaining address, if any. */
    async newest() {
      const row = await db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type MemberAddresses = ReturnType<typeof memberAddresses>;

export function createAddressesRepository(db: Kysely<Database>) {
  return {
    /** Reads outside a transaction. */
    of: (userId: number) => memberAddresses(db, userId),

    /**
     * Runs `work` in one transaction after locking the member's `users` row, so that writes of
     * one member (default switch, maximum count) happen one after another.
     */
    withMemberLock<T>(userId: number, work: (addresses: MemberAddresses) => Promise<T>) {
      return db.transaction().execute(async (trx: Transaction<Database>) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        return work(memberAddresses(trx, userId));
      });
    },

    /**
     * The parent code of each chosen region ('' for the province), or null where the region
     * does not exist — the input of the domain's `checkRegionChain`.
     */
    async regionParents(codes: {
      province: string;
      city: string;
      district: string;
      subdistrict: string;
    }) {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('provinces')
            .select(sql<string>`''`.as('parent'))
            .where('code', '=', codes.province)
            .as('province'),
          eb
            .selectFrom('regencies')
            .select('province_code')
            .where('code', '=', codes.city)
            .as('city'),
          eb
            .selectFrom('districts')
            .select('regency_code')
            .where('code', '=', codes.district)
            .as('district'),
          eb
            .selectFrom('villages')
            .select('district_code')
            .where('code', '=', codes.subdistrict)
            .as('subdistrict'),
        ])
        .executeTakeFirstOrThrow();
      return row;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
