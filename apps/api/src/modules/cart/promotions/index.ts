import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createOffersRepository } from './offers.repository';
import { createPointsService } from './points.service';
import { pointsRoutes } from './points.routes';
import { createSpecialPricesService } from './special-prices.service';
import { inTransaction } from '../../../lib/transaction';
import { createPointsRepository } from './points.repository';
import { createPromotionCartsRepository } from './promotion-carts.repository';
import type { CartRef } from '../cart-promotions';
import { createBagVouchersRepository } from './bag-vouchers.repository';
import { createHoldsRepository } from './holds.repository';
import { memberStanding } from './member-standing';
import type { CartPricer, RunInTransaction, SpecialPriceListing } from './types';
import { createVoucherListing } from './voucher-listing.service';
import { createVoucherRedemption } from './bag-vouchers.service';
import { voucherRoutes } from './bag-vouchers.routes';

export { createCartPromotions } from './cart-promotions.service';
export type { CartPricer, SpecialPriceListing, SpecialPriceRuleRow } from './types';
export type { PromotionState } from './promotion-state';

/**
 * The bag's promotions (register under prefix `/api/cart`; design/the-bag.md "Promotions"):
 * vouchers, the paper bag, beauty points, special prices and the toggles. `priceCart` is the cart
 * core's pricing of a bag's lines; `specialPriceListing` the catalogue's
 * (`createSpecialPriceListing`). The core calls `createCartPromotions()` on every read
 * and change of a bag.
 */
export const cartPromotionsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  priceCart: CartPricer;
  specialPriceListing: SpecialPriceListing;
}> = async (app, { db, clock, priceCart, specialPriceListing }) => {
  const transaction: RunInTransaction = (work) => inTransaction(db, work);
  const carts = createPromotionCartsRepository(db);
  const offers = createOffersRepository(db);
  const priceBag = (cart: CartRef, now: Date) => priceCart(db, cart, now);
  await app.register(voucherRoutes, {
    listing: createVoucherListing({
      vouchers: createBagVouchersRepository(db),
      carts,
      holds: createHoldsRepository(db),
      offers,
      standing: (userId) => memberStanding(db, userId),
      priceBag,
      clock,
    }),
    redemption: createVoucherRedemption({ transaction, clock, priceCart }),
  });
  await app.register(pointsRoutes, {
    points: createPointsService({
      transaction,
      points: createPointsRepository(db),
      carts,
      clock,
      priceCart,
    }),
    specialPrices: createSpecialPricesService({
      carts,
      offers,
      priceBag,
      clock,
      listing: specialPriceListing,
    }),
    toggles: () => offers.toggles(),
  });
};
