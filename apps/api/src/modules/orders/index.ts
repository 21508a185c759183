import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { orderPaymentRoutes } from './order-payment.routes';
import { ordersRoutes } from './orders.routes';
import { trackingRoutes } from './tracking.routes';
import { createOvoRetry } from './ovo-retry';
import { createCancelOrder } from './cancel';
import { createChangePayment } from './change-payment';
import { createPlaceOrder } from './place-order';
import type { CheckoutPorts } from './ports';

export type * from './ports';
export { releaseOrder } from './orders.repository';
export { expireDueOrders, startExpiryJob } from './expiry';
export {
  applyPaymentReport,
  lastUsedMethod,
  paymentRefFor,
  type PaymentReport,
  type ReportOutcome,
} from './payment-outcomes';

/** The order's payment calls under the payment host (prefix `/api/payment`; ADR 0012). */
export const orderPaymentModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  ports: CheckoutPorts;
}> = async (app, { db, clock, ports }) => {
  await app.register(orderPaymentRoutes, { db, retryOvo: createOvoRetry({ db, ports, clock }) });
};

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
    cancelOrder: createCancelOrder({ db, ports, clock }),
  });
  await app.register(trackingRoutes, { db, clock });
};
