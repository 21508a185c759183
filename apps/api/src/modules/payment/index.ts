import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createBankPromotionsService } from './bank-promotions';
import type { PaymentGateway } from './gateway/gateway-port';
import { createMethodsService } from './methods.service';
import { notificationRoutes } from './notifications.routes';
import { createNotificationService } from './notifications.service';
import type { LastUsedMethod, PaymentOutcomes } from './outcomes';
import { createPaymentRepository } from './payment.repository';
import { paymentRoutes } from './payment.routes';
import { createSavedCardsService } from './saved-cards';

export { bankPromotionFor, type AppliedBankPromotion } from './bank-promotions';
export { methodForOrder } from './methods.service';
export { createGateway, shopPublicUrl, type GatewayEnv, type GatewaySetup } from './create-gateway';
export { midtransGateway, midtransBaseUrl } from './gateway/midtrans';
export {
  GatewayError,
  type Charge,
  type ChargeRequest,
  type GatewayAction,
  type GatewayBrowserConfig,
  type GatewayErrorKind,
  type GatewayRefund,
  type GatewayStatus,
  type PaymentGateway,
  type RefundRequest,
} from './gateway/gateway-port';
export { midtransSignature, verifyMidtransSignature } from './gateway/signature';
export {
  noLastUsedMethod,
  ordersNotConnected,
  type LastUsedMethod,
  type PaymentNotification,
  type PaymentOutcome,
  type PaymentOutcomes,
  type SavedCardFacts,
} from './outcomes';
export { rememberCard } from './saved-cards';
export { sandboxGateway, type SandboxGateway } from './sandbox/sandbox-gateway';
export { sandboxGatewayRoutes } from './sandbox/sandbox.routes';
export { sandboxKeys } from './sandbox/keys';
export type { SandboxCore, SandboxNotify } from './sandbox/sandbox-core';

/**
 * The payment service (prefix `/api/payment`; design/checkout-and-payment.md): the chooser's
 * methods, bank promotions, saved cards, the gateway's signed notifications and the shopper's
 * callback. The orders module plugs in through `outcomes` and `lastUsedMethod`. Needs the `auth`
 * plugin.
 */
export const paymentModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  gateway: PaymentGateway;
  outcomes: PaymentOutcomes;
  lastUsedMethod: LastUsedMethod;
  serverKey: string;
}> = async (app, { db, clock, gateway, outcomes, lastUsedMethod, serverKey }) => {
  const payments = createPaymentRepository(db);
  const methods = createMethodsService({
    payments,
    gatewayMethods: gateway.methods,
    lastUsedMethod,
  });
  const notifications = createNotificationService({
    payments,
    transaction: (work) => inTransaction(db, work),
    clock,
    serverKey,
    applyReport: (tx, report) => outcomes.apply(tx, report),
    orderRefFor: (input) => outcomes.orderRefFor(input),
    gateway,
    log: app.log,
  });
  await app.register(paymentRoutes, {
    methods,
    bankPromotions: createBankPromotionsService({ payments, clock }),
    cards: createSavedCardsService({ payments, clock }),
  });
  await app.register(notificationRoutes, { notifications });
};
