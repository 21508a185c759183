// The checkout seams composed (docs/design/checkout-and-payment.md "Seams", ADR 0018): the
// orders module's ports from the cart, shipping and payment modules, and the payment module's
// outcomes from the orders module. Modules never import each other; this file is where they meet
// (with app.ts).
import type { Database } from '@kilau/db';
import { isGatewayMethod, isPaidState } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';
import { bagRestorer, checkoutBag, type CartPromotions } from './modules/cart';
import {
  applyPaymentReport,
  paymentLookups,
  type CheckoutPorts,
  type PaymentStarted,
} from './modules/orders';
import {
  bankPromotionFor,
  methodForOrder,
  rememberCard,
  type LastUsedMethod,
  type PaymentGateway,
  type PaymentOutcomes,
} from './modules/payment';
import { selectedShipping } from './modules/shipping';
import { createCheckoutWiringRepository } from './checkout-wiring.repository';

type BankAccounts = ReturnType<typeof createCheckoutWiringRepository>['activeBankAccounts'];

/** What a payment that needs no gateway answers: a manual transfer, cash on delivery. */
async function offlinePayment(
  bankAccounts: BankAccounts,
  method: string,
  orderRef: string,
): Promise<PaymentStarted> {
  const accounts = method === 'bank_transfer' ? await bankAccounts() : [];
  return {
    transaction_id: `${method}-${orderRef}`,
    status: 'pending',
    payment_type: method,
    ...(accounts.length > 0
      ? { bank_transfer_list: accounts.map((row) => ({ ...row, id_bank_account: row.id })) }
      : {}),
  };
}

export function checkoutPorts(deps: {
  db: Kysely<Database>;
  promotions: CartPromotions;
  gateway: PaymentGateway;
  publicUrl: string;
  clock: () => Date;
  /** A free order paid at placement (the first-order badge, from `app.ts`). */
  orderPaid?: CheckoutPorts['orderPaid'];
}): CheckoutPorts {
  const { promotions, gateway, publicUrl, clock } = deps;
  const { activeBankAccounts } = createCheckoutWiringRepository(deps.db);
  const restore = bagRestorer({ db: deps.db, promotions, clock });
  return {
    ...(deps.orderPaid ? { orderPaid: deps.orderPaid } : {}),
    bag: (tx, userId, now) => checkoutBag(tx, promotions, userId, now),
    async shipping(tx, input, now) {
      const chosen = await selectedShipping(
        tx,
        {
          cartId: input.cartId,
          addressId: input.addressId,
          weightGrams: input.weightGrams,
          amountAfterDiscount: input.amountAfterDiscount,
          shippingDiscountCap: input.shippingDiscountCap,
        },
        now,
      );
      return chosen
        ? {
            carrier_code: chosen.carrier.code,
            carrier_name: chosen.carrier.name,
            service_code: chosen.serviceCode,
            service_name: chosen.serviceName,
            fee: chosen.fee,
            discount: chosen.discount,
            eta_min_days: chosen.eta.minDays,
            eta_max_days: chosen.eta.maxDays,
            price_changed: chosen.priceChanged,
          }
        : null;
    },
    method: (tx, code, amount, channel) =>
      methodForOrder(tx, gateway.methods, code, amount, channel),
    async bankPromotion(tx, input, now) {
      const judged = await bankPromotionFor(
        tx,
        {
          id_bank_promotion: input.id,
          paymentMethod: input.paymentMethod,
          cardBin: input.cardBin,
          totalAmount: input.totalAmount,
        },
        now,
      );
      return judged.ok ? { id: judged.value.id, discount: judged.value.discount } : null;
    },
    async startPayment(start) {
      if (!isGatewayMethod(start.method)) {
        return offlinePayment(activeBankAccounts, start.method, start.orderRef);
      }
      const [firstName, ...rest] = start.customer.name.split(' ');
      const charge = await gateway.charge({
        orderRef: start.orderRef,
        grossAmount: start.grossAmount,
        method: start.method,
        customer: {
          firstName: firstName || start.customer.name,
          ...(rest.length > 0 ? { lastName: rest.join(' ') } : {}),
          ...(start.customer.email ? { email: start.customer.email } : {}),
          ...(start.customer.phone ? { phone: start.customer.phone } : {}),
        },
        items: start.items,
        ...(start.tokenId
          ? {
              card: {
                tokenId: start.tokenId,
                authentication: true,
                ...(start.saveCard ? { saveCard: true } : {}),
              },
            }
          : {}),
        ...(start.phoneNo ? { phone: start.phoneNo } : {}),
        ...(start.installmentTerm ? { installmentTerm: start.installmentTerm } : {}),
        finishUrl: `${publicUrl}/order/success/${start.orderId}`,
        expiryMinutes: Math.max(
          1,
          Math.round((start.expiresAt.getTime() - clock().getTime()) / 60_000),
        ),
      });
      return { ...charge };
    },
    async cancelPayment(orderRef) {
      await gateway.cancel(orderRef);
    },
    restoreBag: (userId, cartId, locale) => restore(userId, cartId, locale),
  };
}

/**
 * The orders module as the payment module's `PaymentOutcomes` (and its saved cards). `orderPaid`
 * is told, in the report's transaction, when an applied report says the order is paid (the
 * rewards' first-order badge and the invoice, each made once however often it is told).
 */
export function orderOutcomes(
  db: Kysely<Database>,
  clock: () => Date,
  orderPaid?: (tx: Kysely<Database>, userId: number, orderId: number) => Promise<unknown>,
  /** Told after the commit when a report moved an order's payment (the member's live events). */
  paymentMoved?: (change: { userId: number; orderId: number; state: string }) => void,
): PaymentOutcomes {
  const lookups = paymentLookups(db);
  return {
    async apply(tx, notification) {
      const result = await applyPaymentReport(
        tx,
        {
          orderRef: notification.orderRef,
          transactionId: notification.transactionId,
          state: notification.state,
          grossAmount: notification.grossAmount,
          paymentType: notification.paymentType,
        },
        clock(),
      );
      if (result.outcome !== 'applied') return result;
      // Money for an order that had ended: owed back, nothing of the order's to remember.
      if (result.note) return { outcome: 'applied', note: result.note };
      if (notification.savedCard) {
        await rememberCard(tx, result.userId, notification.savedCard, clock());
      }
      // Last: the paid order's invoice takes the year's counter, the last lock (ADR 0014).
      if (orderPaid && isPaidState(notification.state)) {
        await orderPaid(tx, result.userId, result.orderId);
      }
      const { userId, orderId } = result;
      return paymentMoved
        ? {
            outcome: 'applied',
            afterCommit: () => paymentMoved({ userId, orderId, state: notification.state }),
          }
        : { outcome: 'applied' };
    },
    orderRefFor: lookups.paymentRefFor,
  };
}

/** The member's last used payment method, as the orders module knows it. */
export const orderLastUsedMethod = (db: Kysely<Database>): LastUsedMethod =>
  paymentLookups(db).lastUsedMethod;
