import type {
  CartLineEgiftInfo,
  CartStatus,
  Classification,
  CombinationAttributes,
  Database,
} from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** A pack line's chosen components as stored (with how many of each one pack holds). */
export type StoredPack = { product_id: number; combination_id: number; quantity: number }[];

/** What a line is made of, stored or about to be (a draft has no id yet). */
export type LineValues = {
  product_id: number;
  combination_id: number;
  line_key: string;
  quantity: number;
  is_pre_order: boolean;
  preorder_rule_id: number | null;
  delivery_date: string | null;
  pack: StoredPack | null;
  egift_info: CartLineEgiftInfo | null;
  is_special_price: boolean;
  special_price_id: number | null;
  is_applied_free_product: boolean;
  free_product_voucher_id: number | null;
  promo_unit_price: number | null;
  reference: Record<string, unknown> | null;
};

const CART_COLUMNS = ['id', 'user_id', 'status', 'address_id', 'store_id', 'source'] as const;

/** Reads and writes of the bag inside one transaction (`db` is the transaction). */
export function createCartTransactionRepository(db: Kysely<Database>) {
  return {
    db,

    /** The id of the member's active cart, unlocked (checkout locks it next). */
    async activeCartId(userId: number): Promise<number | undefined> {
      const active = await db
        .selectFrom('carts')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return active?.id;
    },

    /**
     * `cart_lock` lets bag changes commit without waiting for the WAL flush (design/the-bag.md); a
     * transaction that writes money turns the wait back on for itself.
     */
    async commitSynchronously() {
      await sql`select set_config('synchronous_commit', 'on', true)`.execute(db);
    },

    /** Each combination's weight in grams. */
    async combinationWeights(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('combinations')
        .select(['id', 'weight_grams'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.weight_grams]));
    },

    /**
     * Opens the member's one active cart for a change (`cart_open`, migration 0014): created on
     * first use, row-locked for the rest of the transaction — so parallel calls of one member
     * apply one after the other — and read with the facts its lines and `combinationIds` need.
     */
    async openBag(
      userId: number,
      meta: { store_id?: number | undefined; source?: string | undefined },
      combinationIds: number[],
      now: Date,
    ) {
      const { rows } = await sql<{ bag: BagRow & { cart: CartRow } }>`select cart_open(
        ${userId}::bigint, ${meta.store_id ?? null}::integer, ${meta.source ?? null}::text,
        ${[...new Set(combinationIds)]}::bigint[], ${now}::timestamptz) as bag`.execute(db);
      return (rows[0] as { bag: BagRow & { cart: CartRow } }).bag;
    },

    /** The same for the member's active cart `cartId` (`cart_lock`); null when it is not. */
    async lockBag(userId: number, cartId: number, now: Date) {
      const { rows } = await sql<{ bag: (BagRow & { cart: CartRow }) | null }>`select cart_lock(
        ${userId}::bigint, ${cartId}::bigint, ${now}::timestamptz) as bag`.execute(db);
      return rows[0]?.bag ?? null;
    },

    /**
     * One of the member's carts that is no longer active (ordered or abandoned): a reorder source.
     */
    pastCart(userId: number, cartId: number) {
      return db
        .selectFrom('carts')
        .select(CART_COLUMNS)
        .where('id', '=', cartId)
        .where('user_id', '=', userId)
        .where('status', '<>', 'active')
        .executeTakeFirst();
    },

    /**
     * The cart's lines and the facts of every combination they use (their own and their pack
     * components') plus `combinationIds`, in one round trip. Run after the cart row is locked,
     * so it reads the lines as the last writer left them.
     */
    bag: (cartId: number, combinationIds: number[], now: Date) =>
      readBag(db, { cartId }, combinationIds, now),

    /** The member's active cart (null without one) with its lines and their facts: a read. */
    memberBag: (userId: number, now: Date) => readBag(db, { userId }, [], now),

    /**
     * Adds a line, or sets the quantity (and the rest) of the same entry. `increment` adds to
     * what the entry holds instead (merges and reorders, under the cart lock).
     */
    async upsertLine(cartId: number, values: LineValues, now: Date, increment = false) {
      const row = await db
        .insertInto('cart_lines')
        .values({
          ...values,
          cart_id: cartId,
          pack: values.pack === null ? null : JSON.stringify(values.pack),
          egift_info: values.egift_info === null ? null : JSON.stringify(values.egift_info),
          reference: values.reference === null ? null : JSON.stringify(values.reference),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['cart_id', 'combination_id', 'line_key']).doUpdateSet((eb) => ({
            quantity: increment
              ? sql<number>`cart_lines.quantity + excluded.quantity`
              : eb.ref('excluded.quantity'),
            is_pre_order: eb.ref('excluded.is_pre_order'),
            preorder_rule_id: eb.ref('excluded.preorder_rule_id'),
            delivery_date: eb.ref('excluded.delivery_date'),
            special_price_id: eb.ref('excluded.special_price_id'),
            free_product_voucher_id: eb.ref('excluded.free_product_voucher_id'),
            promo_unit_price: eb.ref('excluded.promo_unit_price'),
            reference: sql`coalesce(excluded.reference, cart_lines.reference)`,
            updated_at: now,
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setQuantity(lineId: number, quantity: number, promoUnitPrice: number | null, now: Date) {
      await db
        .updateTable('cart_lines')
        .set({ quantity, promo_unit_price: promoUnitPrice, updated_at: now })
        .where('id', '=', lineId)
        .execute();
    },

    async deleteLine(lineId: number) {
      await db.deleteFrom('cart_lines').where('id', '=', lineId).execute();
    },

    async deleteAllLines(cartId: number) {
      await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
    },

    async setAddress(cartId: number, addressId: number, now: Date) {
      await db
        .updateTable('carts')
        .set({ address_id: addressId, updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    /** The bag leaves self-checkout: no store, no store source (issue 23). */
    async clearStore(cartId: number, now: Date) {
      await db
        .updateTable('carts')
        .set({ store_id: null, source: null, updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    async ownsAddress(userId: number, addressId: number) {
      const row = await db
        .selectFrom('addresses')
        .select('id')
        .where('id', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A guest merge already done by this member with this key, with its stored answer. */
    async findMerge(userId: number, mergeKey: string) {
      const row = await db
        .selectFrom('cart_merges')
        .select('result')
        .where('user_id', '=', userId)
        .where('merge_key', '=', mergeKey)
        .executeTakeFirst();
      return row?.result;
    },

    async saveMerge(userId: number, mergeKey: string, cartId: number, result: unknown, now: Date) {
      await db
        .insertInto('cart_merges')
        .values({
          user_id: userId,
          merge_key: mergeKey,
          cart_id: cartId,
          result: JSON.stringify(result),
          created_at: now,
        })
        .execute();
    },

    /** The catalogue's facts about combinations (see `BagFacts`). */
    facts: (combinationIds: number[], now: Date) => readFacts(db, combinationIds, now),
  };
}

export type CartRow = {
  id: number;
  user_id: number;
  status: CartStatus;
  address_id: number | null;
  store_id: number | null;
  source: string | null;
};

/** A stored line as `cart_bag` answers it. */
export type LineRow = Omit<LineValues, 'pack'> & {
  id: number;
  pack: StoredPack | null;
  special_price_code: string | null;
};

/**
 * What the catalogue says about one combination, as `cart_bag` answers it: the product (active
 * and published at `now`, classification, cap per order, brand, categories, image), the
 * combination (prices, stock, attributes), its active pre-order rules (soonest first), the
 * flash sale running at `now` with quota left (its lowest price), and a pack's components.
 */
export type FactsRow = {
  combination_id: number;
  product_id: number;
  attributes: CombinationAttributes;
  price: number;
  price_after_discount: number;
  stock: number;
  is_active: boolean;
  name: string;
  slug: string;
  classification: Classification | null;
  max_limit_per_order: number | null;
  /** The product is out of stock in the academy shop (migration 0053). */
  is_out_of_stock_academy: boolean;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  categories: { id: number; name: string }[];
  image: string | null;
  preorder_rules: { id: number; total_quota: number; sold_quota: number; delivery_date: string }[];
  flash: { price: number; quota: number; sold: number } | null;
  pack_items: { product_id: number; combination_id: number; quantity: number }[];
};

export type BagRow = { cart: CartRow | null; lines: LineRow[]; facts: FactsRow[] };

/**
 * The bag in one round trip through `cart_bag` (migration 0014): a plpgsql function, so its
 * plan is kept per connection rather than made on every call of this hot path.
 */
async function readBag(
  db: Kysely<Database>,
  key: { cartId?: number; userId?: number },
  combinationIds: number[],
  now: Date,
): Promise<BagRow> {
  const ids = [...new Set(combinationIds)];
  const { rows } = await sql<{ bag: BagRow }>`select cart_bag(${key.cartId ?? null}::bigint,
    ${key.userId ?? null}::bigint, ${ids}::bigint[], ${now}::timestamptz) as bag`.execute(db);
  return (rows[0] as { bag: BagRow }).bag;
}

async function readFacts(db: Kysely<Database>, combinationIds: number[], now: Date) {
  if (combinationIds.length === 0) return [];
  return (await readBag(db, {}, combinationIds, now)).facts;
}

export function createCartRepository(db: Kysely<Database>) {
  return {
    /** Facts outside a transaction (the guest check). */
    facts: (combinationIds: number[], now: Date) => readFacts(db, combinationIds, now),

    /** Units in the member's active bag, in one query (0 without a cart). */
    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('carts as c')
        .innerJoin('cart_lines as l', 'l.cart_id', 'c.id')
        .select(sql<string>`coalesce(sum(l.quantity), 0)`.as('n'))
        .where('c.user_id', '=', userId)
        .where('c.status', '=', 'active')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type CartTransaction = ReturnType<typeof createCartTransactionRepository>;
/** Runs `work` in one transaction with the bag's reads and writes bound to it (`inTransaction`). */
export type RunCartTransaction = <T>(work: (tx: CartTransaction) => Promise<T>) => Promise<T>;
export type CartRepository = ReturnType<typeof createCartRepository>;
