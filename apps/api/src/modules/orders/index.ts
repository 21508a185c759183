import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ordersRoutes } from './orders.routes';
import { createChangePayment } from './change-payment';
import { createPlaceOrder } from './place-order';
import type { CheckoutPorts } from './ports';

export type * from './ports';
export { releaseOrder } from './orders.repository';
export { expireDueOrders, startExpiryJob } from './expiry';

/** The orders service (prefix `/api/order`; ADR 0012): placement and the member's orders. */
export const ordersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  ports: CheckoutPorts;
}> = async (app, { db, clock, ports }) => {
  await app.register(ordersRoutes, {
    db,
    placeOrder: createPlaceOrder({ db, ports, clock }),
    changePayment: createChangePayment({ db, ports, clock }),
  });
};
