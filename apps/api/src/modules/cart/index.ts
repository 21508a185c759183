import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { loadBag } from './cart-bag';
import { buildLine } from './cart-lines';
import type { CartPromotions, CartRef, PricedLine } from './cart-promotions';
import { cartTransaction, createCartRepository } from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';
import { createGuestBagService } from './guest-bag.service';
import { createReorderService } from './reorder.service';

export { noPromotions, type CartPromotions } from './cart-promotions';
export { checkoutBag, type CheckoutBag, type CheckoutLine } from './checkout';

/**
 * The cart's lines priced as the core prices them, inside the caller's transaction: the
 * promotions' calls judge vouchers, points and special prices on it (their `CartPricer`).
 */
export async function priceCart(
  db: Kysely<Database>,
  cart: CartRef,
  now: Date,
): Promise<PricedLine[]> {
  const { lines, facts } = await loadBag(cartTransaction(db), cart.id, [], now);
  return lines.map((line) => buildLine(line, facts).priced);
}

/**
 * The cart service (prefix `/api/cart`; ADR 0011): the member's bag, the guest check and merge,
 * reorder and the delivery address. Promotions plug in through `CartPromotions`. Needs the
 * `auth` plugin (member-only routes).
 */
export const cartModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  promotions: CartPromotions;
}> = async (app, { db, clock, promotions }) => {
  const carts = createCartRepository(db);
  await app.register(cartRoutes, {
    cart: createCartService({ carts, promotions, clock }),
    guest: createGuestBagService({ carts, promotions, clock }),
    reorder: createReorderService({ carts, promotions, clock }),
  });
};
