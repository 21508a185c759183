import type { Database } from '@kilau/db';
import type { WishlistSort } from '@kilau/domain/catalog';
import type { Kysely, SelectQueryBuilder } from 'kysely';

export type WishlistRow = {
  id: number;
  product_id: number;
  combination_id: number;
  created_at: Date;
};

/** What one toggle did, decided under the member's lock. */
export type ToggleOutcome =
  | { state: 'added' | 'removed'; row: WishlistRow }
  | { state: 'unknown_product' | 'unavailable_combination' | 'full' };

const COLUMNS = [
  'wishlists.id',
  'wishlists.product_id',
  'wishlists.combination_id',
  'wishlists.created_at',
] as const;

/** Members' wishlisted combinations (migration 0013). */
export function createWishlistRepository(db: Kysely<Database>) {
  /** A member's entries that can still be shown: the product and the combination are active. */
  const shown = (userId: number, productId: number | undefined) =>
    db
      .selectFrom('wishlists')
      .innerJoin('products', 'products.id', 'wishlists.product_id')
      .innerJoin('combinations', 'combinations.id', 'wishlists.combination_id')
      .where('wishlists.user_id', '=', userId)
      .where('products.is_active', '=', true)
      .where('combinations.is_active', '=', true)
      .$if(productId !== undefined, (q) => q.where('wishlists.product_id', '=', productId!));

  const ordered = <O>(
    query: SelectQueryBuilder<Database, 'wishlists' | 'products' | 'combinations', O>,
    sort: WishlistSort,
  ) => {
    const direction = sort === 'created_at' ? 'asc' : 'desc';
    return query.orderBy('wishlists.created_at', direction).orderBy('wishlists.id', direction);
  };

  return {
    /** One page of the member's shown entries, in the sort's order. */
    async page(
      userId: number,
      options: { productId?: number; sort: WishlistSort; skip: number; limit: number },
    ): Promise<WishlistRow[]> {
      const rows = await ordered(shown(userId, options.productId).select(COLUMNS), options.sort)
        .offset(options.skip)
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
    },

    async count(userId: number, productId?: number): Promise<number> {
      const row = await shown(userId, productId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Every shown combination the member wishlisted, newest first, at most `max`. */
    async combinationIds(userId: number, max: number): Promise<number[]> {
      const rows = await ordered(
        shown(userId, undefined).select('wishlists.combination_id'),
        '-created_at',
      )
        .limit(max)
        .execute();
      return rows.map((row) => row.combination_id);
    },

    /**
     * Flips one combination for one member in one transaction. The member's row is locked first
     * (`for no key update`: it blocks only other wishlist writes of the same member, not the
     * foreign-key checks of their other tables), so parallel toggles run one after another:
     * each sees the state the previous one left, the unique index is never raced, and N toggles
     * end in the state N flips give. Removing needs no checks, so an entry whose product has
     * since been withdrawn can still be taken out; adding checks the product, the combination
     * and the member's limit.
     */
    toggle(input: {
      userId: number;
      productId: number;
      combinationId: number;
      max: number;
      now: Date;
    }): Promise<ToggleOutcome> {
      const { userId, productId, combinationId, max, now } = input;
      return db.transaction().execute(async (trx): Promise<ToggleOutcome> => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forNoKeyUpdate()
          .executeTakeFirstOrThrow();

        const removed = await trx
          .deleteFrom('wishlists')
          .where('user_id', '=', userId)
          .where('product_id', '=', productId)
          .where('combination_id', '=', combinationId)
          .returning(['id', 'product_id', 'combination_id', 'created_at'])
          .executeTakeFirst();
        if (removed) return { state: 'removed', row: removed };

        const target = await trx
          .selectFrom('products')
          .leftJoin('combinations', (join) =>
            join
              .onRef('combinations.product_id', '=', 'products.id')
              .on('combinations.id', '=', combinationId)
              .on('combinations.is_active', '=', true),
          )
          .select(['products.id', 'combinations.id as combination_id'])
          .where('products.id', '=', productId)
          .where('products.is_active', '=', true)
          .executeTakeFirst();
        if (!target) return { state: 'unknown_product' };
        if (target.combination_id === null) return { state: 'unavailable_combination' };

        const held = await trx
          .selectFrom('wishlists')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= max) return { state: 'full' };

        const row = await trx
          .insertInto('wishlists')
          .values({
            user_id: userId,
            product_id: productId,
            combination_id: combinationId,
            created_at: now,
          })
          .returning(['id', 'product_id', 'combination_id', 'created_at'])
          .executeTakeFirstOrThrow();
        return { state: 'added', row };
      });
    },

    /** Deletes one of the member's entries; undefined when it is not theirs (or gone). */
    remove(userId: number, id: number): Promise<WishlistRow | undefined> {
      return db
        .deleteFrom('wishlists')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['id', 'product_id', 'combination_id', 'created_at'])
        .executeTakeFirst();
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
