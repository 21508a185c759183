import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { loadBag } from './cart-bag';
import { bagContextOf, buildLine } from './cart-lines';
import type { CartPromotions, CartRef, PricedLine } from './cart-promotions';
import { inTransaction } from '../../lib/transaction';
import {
  createCartRepository,
  createCartTransactionRepository,
  type RunCartTransaction,
} from './cart.repository';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';
import { createGuestBagService } from './guest-bag.service';
import { createReorderService } from './reorder.service';
import { cartPromotionsModule, type CartPricer, type SpecialPriceListing } from './promotions';

export { noPromotions, type CartPromotions } from './cart-promotions';
export { createCartPromotions, type CartPricer } from './promotions';
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
  const bag = await loadBag(createCartTransactionRepository(db), cart.id, [], now);
  const context = bagContextOf(bag.cart);
  return bag.lines.map((line) => buildLine(line, bag.facts, context).priced);
}

/** The cart's transactions: the whole unit retried on a deadlock (ADR 0014). */
const cartTransaction =
  (db: Kysely<Database>): RunCartTransaction =>
  (work) =>
    inTransaction(db, (tx) => work(createCartTransactionRepository(tx)));

/**
 * Copies a member's placed cart's lines back into their bag, in a transaction of its own (the
 * reorder service): the seam an order put back in the bag goes through (ADR 0034).
 */
export function bagRestorer(deps: {
  db: Kysely<Database>;
  promotions: CartPromotions;
  clock: () => Date;
}) {
  const { reorder } = createReorderService({ ...deps, transaction: cartTransaction(deps.db) });
  return reorder;
}

/**
 * The cart service (prefix `/api/cart`; docs/design/the-bag.md): the member's bag, the guest
 * check and merge, reorder and the delivery address, then the bag's promotion calls (vouchers,
 * points, special prices). The core reads and changes promotions through `promotions`; the
 * promotion calls price a bag with `priceCart` (the core's own by default) and list special
 * prices through the catalogue's `specialPriceListing`. Needs the `auth` plugin.
 */
export const cartModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  promotions: CartPromotions;
  priceCart?: CartPricer | undefined;
  specialPriceListing: SpecialPriceListing;
  /**
   * Told after a member's bag changed (any write answered 2xx) with its new count: the member's
   * other tabs and devices show it at once.
   */
  bagCountChanged?: ((userId: number, count: number) => void) | undefined;
}> = async (
  app,
  { db, clock, promotions, priceCart: pricer, specialPriceListing, bagCountChanged },
) => {
  const carts = createCartRepository(db);
  const transaction = cartTransaction(db);
  const cart = createCartService({ carts, transaction, promotions, clock });
  if (bagCountChanged) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 300) return;
      try {
        const member = await request.member();
        if (member) bagCountChanged(member.userId, await cart.count(member.userId));
      } catch (error) {
        request.log.warn({ err: error }, 'the bag count was not told to the other tabs');
      }
    });
  }
  await app.register(cartRoutes, {
    cart,
    guest: createGuestBagService({ carts, transaction, promotions, clock }),
    reorder: createReorderService({ transaction, promotions, clock }),
  });
  await app.register(cartPromotionsModule, {
    db,
    clock,
    priceCart: pricer ?? priceCart,
    specialPriceListing,
  });
};
