import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadStorage } from '../../adapters/storage';
import type { ImageGuard } from '../../lib/image-guard';
import { createCancelOrderService } from './cancel-order.service';
import { createChangePaymentService } from './change-payment.service';
import { createConfirmPaymentService } from './confirm-payment.service';
import { orderActionsRoutes } from './order-actions.routes';
import { createOrderDetailService } from './order-detail.service';
import { createOrderHistoryRepository } from './order-history.repository';
import { createOrderHistoryService } from './order-history.service';
import { orderPaymentRoutes } from './order-payment.routes';
import { createOrderTrackingService } from './order-tracking.service';
import { createOrderRepositories, createOrderUnitOfWork } from './order-transaction';
import { ordersRoutes } from './orders.routes';
import { createPlaceOrderService } from './place-order.service';
import { payAgainRoutes } from './pay-again.routes';
import { createPayAgainService } from './pay-again.service';
import type { CheckoutPorts } from './ports';
import { createRetryPaymentService } from './retry-payment.service';
import { trackingRoutes } from './tracking.routes';

export type * from './ports';
export { deliveryAddressOf } from './delivery-address';
export { createShopCancelService, type ShopCancel, type WithinCancel } from './shop-cancel.service';
export { readDeliveryAddress } from './orders.repository';
export { expireDueOrders, recoverUnchargedOrders, startExpiryJob } from './expiry';
export {
  applyPaymentReport,
  paymentLookups,
  type PaymentReport,
  type ReportOutcome,
} from './payment-outcomes';

/**
 * The orders module (docs/design/checkout-and-payment.md): placement, the member's orders and
 * their actions under `prefixes.order` (`/api/order`), and the order's payment calls — its
 * payment detail and a new OVO push — under the payment host, `prefixes.payment`
 * (`/api/payment`). Needs the `auth` plugin and `app.carrier`.
 */
export const ordersModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  ports: CheckoutPorts;
  uploads: UploadStorage;
  images: ImageGuard;
  prefixes: { order: string; payment: string };
}> = async (app, { db, clock, ports, uploads, images, prefixes }) => {
  const repositories = createOrderRepositories(db);
  const deps = { repositories, inTransaction: createOrderUnitOfWork(db), ports, clock };
  const details = createOrderDetailService({ orders: repositories.orders, uploads });
  const retryPayment = createRetryPaymentService(deps);

  await app.register(ordersRoutes, {
    prefix: prefixes.order,
    placement: createPlaceOrderService(deps),
    paymentChange: createChangePaymentService(deps),
    cancellation: createCancelOrderService(deps),
    history: createOrderHistoryService({ history: createOrderHistoryRepository(db), clock }),
    details,
  });
  await app.register(orderActionsRoutes, {
    prefix: prefixes.order,
    details,
    confirmPayment: createConfirmPaymentService({ ...deps, uploads, images }),
    retryPayment,
  });
  await app.register(payAgainRoutes, {
    prefix: prefixes.order,
    details,
    payAgain: createPayAgainService(deps),
  });
  await app.register(trackingRoutes, {
    prefix: prefixes.order,
    tracking: createOrderTrackingService({
      orders: repositories.orders,
      carrier: app.carrier,
      clock,
    }),
  });
  await app.register(orderPaymentRoutes, { prefix: prefixes.payment, details, retryPayment });
};
