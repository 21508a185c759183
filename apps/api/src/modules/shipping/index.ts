import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { BagForShipping } from './shipping-quotes';
import { inTransaction } from '../../lib/transaction';
import { createShippingRepository } from './shipping.repository';
import { shippingRoutes } from './shipping.routes';
import { createShippingService } from './shipping.service';

export {
  selectedShipping,
  type SelectedShipping,
  type SelectedShippingBag,
} from './selected-shipping';
export type { BagForShipping, ShippingBag } from './shipping-quotes';

/**
 * Shipping (prefix `/api/shipping`; 000 §7; design/checkout-and-payment.md): `GET|POST
 * /user/me/shippings` quotes and the bag's shipping method, and `GET /carriers/:code/logo.svg`.
 * `bagForShipping` reads the member's bag (the cart module's `checkoutBag`). Needs the `auth`
 * plugin (member-only routes).
 */
export const shippingModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  bagForShipping: BagForShipping;
}> = async (app, { db, clock, bagForShipping }) => {
  await app.register(shippingRoutes, {
    shipping: createShippingService({
      transaction: (work) => inTransaction(db, work),
      repository: createShippingRepository,
      carriers: createShippingRepository(db),
      clock,
      bagForShipping,
    }),
  });
};
