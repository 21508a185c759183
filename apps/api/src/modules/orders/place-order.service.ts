import { createHash, randomBytes } from 'node:crypto';
import { checkInstallmentTerm, hasPaymentDue, paymentDueAt } from '@kilau/domain/payment';
import { WIB_OFFSET_MS } from '@kilau/domain/shared';
import { AppError } from '../../lib/app-error';
import type { CheckoutBag } from '@kilau/domain/cart';
import type {
  OrderDeliveryAddress,
  OrderShippingRecord,
  PlacedOrderView,
} from '@kilau/domain/orders';
import { takingsOf } from './order-takings';
import { deliveryAddressOf } from './delivery-address';
import { channelOf, methodRefusal } from './order-channel';
import type { OrderServiceDeps, OrderTransaction } from './order-transaction';
import { payAgainUntilOf } from './pay-again.service';
import { STATE, type OrderRow } from './orders.repository';
import { chargeOrder } from './payment-start';
import type { OrderShipping } from './ports';
import { storePickupAddress, storePickupShipping } from './store-pickup';

/** The Order payment request entity (000 §3) as placement accepts it. */
export type PlaceOrderBody = {
  cart_id: string;
  payment_method: string;
  payment_type?: string | undefined;
  total_price: number;
  id_payment_method?: string | undefined;
  phone_no?: string | undefined;
  id_bank_account?: string | undefined;
  bank_name?: string | undefined;
  account_name?: string | undefined;
  account_number?: string | undefined;
  installment_term?: number | undefined;
  token_id?: string | undefined;
  save_card?: boolean | undefined;
  id_bank_promotion?: string | undefined;
  card_bin?: string | undefined;
};

/** Methods whose order waits for a bank wire / VA / counter payment (000 §9 state name). */
const WIRE_METHODS = new Set([
  'bank_transfer',
  'bca_virtual_account',
  'permata_virtual_account',
  'indomaret',
]);

const FREE_ORDER = 'free_order';

/** `KLU-261121-7Q4M2X`: the day in WIB and six unambiguous characters. */
export function newReferenceCode(now: Date): string {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS).toISOString();
  const day = wib.slice(2, 10).replaceAll('-', '');
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(6);
  const tail = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `KLU-${day}-${tail}`;
}

const hashOf = (body: PlaceOrderBody) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

/**
 * What placement answers (and a replay answers again): the domain's `PlacedOrderSchema`, with the
 * gateway's answer as stored (the response schema reads its known fields).
 */
export type PlacedOrder = Omit<PlacedOrderView, 'payment'> & { payment: Record<string, unknown> };

export function placedOrderView(order: OrderRow, stateName: string): PlacedOrder {
  const payment = order.payment ?? {};
  const redirect =
    typeof payment.redirect_url === 'string'
      ? payment.redirect_url
      : ((payment.actions as Array<{ name: string; url: string }> | undefined)?.find(
          (action) => action.name === 'deeplink-redirect' || action.name === 'redirect',
        )?.url ?? null);
  return {
    _id: String(order.id),
    reference_code: order.reference_code,
    cart_id: String(order.cart_id),
    state: { id: order.state_id, name: stateName },
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    subtotal: order.subtotal,
    discount: order.voucher_discount + order.points_discount + order.bank_promotion_discount,
    shipping_fee: order.shipping_fee,
    shipping_discount: order.shipping_discount,
    total_paid: order.total_paid,
    payment_due_at: hasPaymentDue(order.payment_method)
      ? new Date(order.payment_due_at).toISOString()
      : null,
    redirect_url: redirect,
    payment,
    pay_again_until: payAgainUntilOf(order),
  };
}

type Placed = { order: OrderRow; replay: boolean };

/**
 * Places an order (docs/design/checkout-and-payment.md): one transaction re-validates the bag, address, shipping, method,
 * bank promotion and price, takes stock and quotas, turns the voucher hold into a use, keeps the
 * points the bag held, writes the order and closes the cart. Then the payment starts at the
 * gateway; a refusal there gives everything back (once) and answers the failure.
 */
export function createPlaceOrderService(deps: OrderServiceDeps) {
  const { ports, clock } = deps;

  type Delivery = {
    address: OrderDeliveryAddress;
    addressId: number | null;
    shipping: Pick<OrderShipping, 'fee' | 'discount'>;
    record: OrderShippingRecord;
  };

  /** A delivered order: the member's address and the service chosen for the bag. */
  async function deliveryTo(
    { tx, orders }: OrderTransaction,
    bag: CheckoutBag,
    userId: number,
    now: Date,
  ): Promise<Delivery> {
    if (bag.cart.addressId === null) {
      throw new AppError(422, 'invalid_address', 'shipping_address_required');
    }
    const address = await orders.address(userId, bag.cart.addressId);
    if (!address) throw new AppError(422, 'invalid_address', 'invalid_address');
    const shipping = await ports.shipping(
      tx,
      {
        cartId: bag.cart.id,
        addressId: bag.cart.addressId,
        weightGrams: bag.weightGrams,
        amountAfterDiscount: bag.amountAfterDiscount,
        shippingDiscountCap: bag.shippingDiscountCap,
      },
      now,
    );
    if (!shipping) throw new AppError(422, 'shipping_method_required', 'shipping_method_required');
    return {
      address: deliveryAddressOf(address),
      addressId: bag.cart.addressId,
      shipping,
      record: shippingRecord(shipping),
    };
  }

  /** A self-checkout order: collected in the cart's store (an inactive store takes no orders). */
  async function pickupIn(
    { orders }: OrderTransaction,
    storeId: number,
    userId: number,
  ): Promise<Delivery> {
    const store = await orders.pickupStore(storeId);
    if (!store) throw new AppError(404, 'store_not_found', 'store_not_found');
    const record = storePickupShipping(store);
    return {
      address: storePickupAddress(store, await orders.customer(userId)),
      addressId: null,
      shipping: record,
      record,
    };
  }

  async function placeInTransaction(
    userId: number,
    body: PlaceOrderBody,
    key: string | null,
    now: Date,
  ): Promise<Placed> {
    // Locks in the one global order (ADR 0014): the idempotency key, the cart (`ports.bag`, which
    // also takes the voucher's row and the point balance for the bag's promotions), the voucher
    // hold and member voucher, then stock and quotas in ascending ids; the order is a new row.
    return deps.inTransaction(async (t) => {
      const { tx, orders, promotions, stock } = t;
      if (key !== null) {
        const claimed = await orders.claimKey(userId, key, hashOf(body), now);
        if (!claimed.fresh) {
          if (claimed.requestHash !== hashOf(body)) {
            throw new AppError(422, 'idempotency_key_reused', 'idempotency_key_reused');
          }
          const order = claimed.orderId === null ? null : await orders.byId(claimed.orderId);
          if (order) return { order, replay: true };
        }
      }

      const bag = await ports.bag(tx, userId, now);
      if (!bag) {
        // A second click on a cart already placed answers that order.
        const placed = await orders.byCart(userId, Number(body.cart_id));
        if (placed) return { order: placed, replay: true };
        throw new AppError(422, 'cart_empty', 'cart_empty');
      }
      if (bag.lines.length === 0) throw new AppError(422, 'cart_empty', 'cart_empty');
      if (String(bag.cart.id) !== body.cart_id) {
        throw new AppError(409, 'price_mismatch', 'price_mismatch');
      }
      if (bag.hasUnavailable) {
        throw new AppError(409, 'out_of_stock', 'out_of_stock', {}, preorderData(bag));
      }
      // A self-checkout order (the cart carries its store) is carried out of the store: no
      // address, no courier, no fee. Every other order needs both.
      const delivery =
        bag.cart.storeId !== null
          ? await pickupIn(t, bag.cart.storeId, userId)
          : await deliveryTo(t, bag, userId, now);

      const bankPromotion = body.id_bank_promotion
        ? await ports.bankPromotion(
            tx,
            {
              id: Number(body.id_bank_promotion),
              paymentMethod: body.payment_method,
              cardBin: body.card_bin ?? null,
              totalAmount: bag.amountAfterDiscount,
            },
            now,
          )
        : null;
      if (body.id_bank_promotion && !bankPromotion) {
        throw new AppError(422, 'bank_promo_not_eligible', 'bank_promo_not_eligible');
      }
      const bankDiscount = Math.min(bankPromotion?.discount ?? 0, bag.amountAfterDiscount);
      const { shipping } = delivery;
      const shippingDiscount = Math.min(shipping.discount, shipping.fee);
      const total = bag.amountAfterDiscount - bankDiscount + shipping.fee - shippingDiscount;
      const methodCode = total === 0 ? FREE_ORDER : body.payment_method;
      if (total > 0 && body.payment_method === FREE_ORDER) {
        throw new AppError(422, 'payment_method_unavailable', 'payment_method_unavailable');
      }
      if (total !== body.total_price) {
        throw new AppError(409, 'price_mismatch', 'price_mismatch', {}, { total_price: total });
      }
      // A store's bag pays with the store's methods only, the website's with the website's.
      const channel = channelOf(bag.cart.storeId);
      const method =
        methodCode === FREE_ORDER
          ? { code: FREE_ORDER, name: 'Free order', category: 'other', installmentTerms: [] }
          : await ports.method(tx, methodCode, total, channel);
      if (!method) {
        throw await methodRefusal(ports, tx, { code: methodCode, amount: total, channel });
      }
      if (method.code === 'ovo' && !body.phone_no) {
        throw new AppError(422, 'ovo_phone_invalid', 'ovo_phone_invalid');
      }
      if (!checkInstallmentTerm(method.installmentTerms, body.installment_term).ok) {
        throw new AppError(422, 'installment_term_invalid', 'installment_term_invalid');
      }

      const reference = newReferenceCode(now);
      if (bag.voucherId !== null && !(await promotions.useHeldVoucher(bag, reference, now))) {
        throw new AppError(409, 'price_mismatch', 'price_mismatch');
      }
      const available = bag.lines.filter((line) => line.isAvailable);
      const taken = await stock.take(takingsOf(available, bag.cart.storeId), now);
      if (taken.short) {
        throw new AppError(409, 'out_of_stock', 'stock_changed', {}, preorderData(bag));
      }
      const paid = method.code === FREE_ORDER;
      const stateId = paid
        ? STATE.paymentAccepted
        : WIRE_METHODS.has(method.code)
          ? STATE.awaitingWire
          : STATE.created;
      // A closure in flight holds the member: wait for it, and place nothing for a closed account.
      if (!(await orders.memberIsOpen(userId))) {
        throw new AppError(401, 'unauthorized', 'login_required');
      }
      const order = await orders.insert({
        reference,
        userId,
        bag,
        address: delivery.address,
        addressId: delivery.addressId,
        shipping: delivery.record,
        shippingFee: shipping.fee,
        shippingDiscount,
        bankPromotion: bankPromotion ? { id: bankPromotion.id, discount: bankDiscount } : null,
        total,
        method: method.code,
        paymentType: body.payment_type ?? null,
        stateId,
        paid,
        dueAt: paymentDueAt(now) as Date,
        flashSales: taken.flashSales,
        now,
      });
      await orders.closeCart(bag.cart.id, now);
      // A free order is paid now: it earns what a paid order earns (the first-order badge, its
      // invoice: the counter is the last lock, docs/design/invoices.md).
      if (paid) await ports.orderPaid?.(tx, userId, order.id);
      if (key !== null) await orders.keyAnswered(userId, key, order.id);
      return { order, replay: false };
    });
  }

  async function placeOrder(
    userId: number,
    body: PlaceOrderBody,
    key: string | null,
  ): Promise<{ order: PlacedOrder; replay: boolean }> {
    const now = clock();
    const placed = await placeInTransaction(userId, body, key, now);
    const { replay } = placed;
    const order =
      !replay && placed.order.payment_method !== FREE_ORDER
        ? await chargeOrder(deps, placed.order, {
            tokenId: body.token_id,
            saveCard: body.save_card,
            phoneNo: body.phone_no,
            installmentTerm: body.installment_term,
          })
        : placed.order;
    const stateName = await deps.repositories.orders.stateName(order.state_id);
    return { order: placedOrderView(order, stateName), replay };
  }

  return { place: placeOrder };
}

export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;

function shippingRecord(shipping: OrderShipping): OrderShippingRecord {
  return { ...shipping, code: null, can_track_order: false };
}

const preorderData = (bag: CheckoutBag) => ({
  is_preorder: bag.lines.some((line) => line.isPreOrder),
});
