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
 * (`createSpecialPriceListing`). The core calls `createCartPromotions({ db, clock })` on every read
 * and change of a bag.
 */
export const cartPromotionsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  priceCart: CartPricer;
  specialPriceListing: SpecialPriceListing;
}> = async (app, { db, clock, priceCart, specialPriceListing }) => {
  const deps = { db, clock, priceCart };
  const transaction: RunInTransaction = (work) => inTransaction(db, work);
  await app.register(voucherRoutes, {
    listing: createVoucherListing(deps),
    redemption: createVoucherRedemption({ transaction, clock, priceCart }),
  });
  await app.register(pointsRoutes, {
    points: createPointsService({
      transaction,
      points: createPointsRepository(db),
      carts: createPromotionCartsRepository(db),
      clock,
      priceCart,
    }),
    specialPrices: createSpecialPricesService({ ...deps, listing: specialPriceListing }),
    toggles: () => createOffersRepository(db).toggles(),
  });
};
