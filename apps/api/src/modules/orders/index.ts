import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadStorage } from '../../adapters/uploads';
import type { ImageGuard } from '../../lib/image-guard';
import { createConfirmPayment } from './confirm-payment';
import { orderActionsRoutes } from './order-actions.routes';
import { orderPaymentRoutes } from './order-payment.routes';
import { ordersRoutes } from './orders.routes';
import { createRetryPayment } from './retry-payment';
import { trackingRoutes } from './tracking.routes';
import { createCancelOrder } from './cancel';
import { createChangePayment } from './change-payment';
import { createPlaceOrder } from './place-order';
import type { CheckoutPorts } from './ports';

export type * from './ports';
export { releaseOrder } from './orders.repository';
export { expireDueOrders, recoverUnchargedOrders, startExpiryJob } from './expiry';
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
  await app.register(orderPaymentRoutes, {
    db,
    retryPayment: createRetryPayment({ db, ports, clock }),
  });
};

/**
 * The orders service (prefix `/api/order`; ADR 0012): placement, the member's orders and their
 * actions (confirm a transfer with its receipt, retry a GoPay payment).
 */
export const ordersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  ports: CheckoutPorts;
  uploads: UploadStorage;
  images: ImageGuard;
}> = async (app, { db, clock, ports, uploads, images }) => {
  await app.register(ordersRoutes, {
    db,
    placeOrder: createPlaceOrder({ db, ports, clock }),
    changePayment: createChangePayment({ db, ports, clock }),
    cancelOrder: createCancelOrder({ db, ports, clock }),
    uploads,
    clock,
  });
  await app.register(orderActionsRoutes, {
    db,
    uploads,
    confirmPayment: createConfirmPayment({ db, uploads, images, clock }),
    retryPayment: createRetryPayment({ db, ports, clock }),
  });
  await app.register(trackingRoutes, { db, clock });
};
