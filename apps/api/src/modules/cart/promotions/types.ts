import type { Database } from '@kilau/db';
import type { SpecialPriceTile } from '@kilau/domain/cart';
import type { ProductTile, SpecialPriceVerdict } from '@kilau/domain/catalog';
import type { Kysely, Transaction } from 'kysely';
import type { CartRef, PricedLine } from '../cart-promotions';

/**
 * The cart core's pricing of a cart's lines (the same lines it hands to `summarize`): the
 * promotion calls need the bag's value and lines to decide vouchers, points and special prices.
 */
export type CartPricer = (db: Kysely<Database>, cart: CartRef, now: Date) => Promise<PricedLine[]>;

/** Runs `work` in one transaction (`inTransaction` on the module's database). */
export type RunInTransaction = <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** A special price's rules as the catalogue lists them. */
export type SpecialPriceRuleRow = {
  id: number;
  combination_id: number;
  product_id: number;
  quota_per_user: number;
  min_amount: number | null;
  min_qty: number | null;
  scope: 'any' | 'brand' | 'category' | 'product';
  scope_ids: number[];
};

/** A special price as the catalogue lists it: the terms, with the product's tile when it loaded. */
export type SpecialPriceListItem = Partial<ProductTile> & Omit<SpecialPriceTile, keyof ProductTile>;

/**
 * The catalogue's special-price list (tiles with `is_special_price_applicable` and `reason`),
 * judged by the bag's promotions: catalog `createSpecialPriceListing`, composed in the app.
 */
export type SpecialPriceListing = (
  paging: { skip: number; limit: number },
  judge: (rows: SpecialPriceRuleRow[]) => Promise<Map<number, SpecialPriceVerdict>>,
) => Promise<{ items: SpecialPriceListItem[]; total: number }>;
