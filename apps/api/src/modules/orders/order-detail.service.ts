import type { FreeProduct } from '@kilau/domain/cart';
import {
  RECEIPT_URL_TTL_SECONDS,
  type OrderDeliveryAddress,
  type OrderDetailView,
  type OrderFreeProduct,
  type OrderLineView,
  type OrderShippingRecord,
} from '@kilau/domain/orders';
import type { UploadStorage } from '../../adapters/storage';
import { AppError } from '../../lib/app-error';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { placedOrderView, type PlacedOrder } from './place-order.service';

/** A bank transfer's confirmation as the order answers it; the receipt through a signed URL. */
export type PaymentConfirmationView = NonNullable<OrderDetailView['payment_confirmation']>;

/** `GET /orders/:id` (the domain's `OrderDetailSchema`), with the gateway's answer as stored. */
export type OrderDetail = Omit<OrderDetailView, 'payment'> & Pick<PlacedOrder, 'payment'>;

/** An order line as the order keeps it: the bag line's view at placement, with what was paid. */
export const orderLineView = (line: {
  detail: Record<string, unknown>;
  quantity: number;
  unit_price: number;
  total_price: number;
}): OrderLineView => ({
  ...(line.detail as OrderLineView),
  quantity: line.quantity,
  unit_price: line.unit_price,
  total_price: line.total_price,
});

/** A free product as the order keeps it: the bag's free product at placement. */
export const orderFreeProductView = (item: {
  detail: unknown;
  product_id: number;
  combination_id: number;
}): OrderFreeProduct => ({
  ...(item.detail as FreeProduct),
  id: String(item.product_id),
  combination_id: String(item.combination_id),
});

const notFound = () => new AppError(404, 'order_not_found', 'order_not_found');

/**
 * One of the member's orders as the API answers it: as placement answers it (`placed`), or with
 * its lines, delivery address, shipping, cancellation reason and payment confirmation
 * (`detail`, `GET /orders/:id`). Another member's order is a 404.
 */
export function createOrderDetailService(deps: {
  orders: OrdersRepository;
  uploads: UploadStorage;
}) {
  const { orders, uploads } = deps;

  async function paymentConfirmationOf(orderId: number): Promise<PaymentConfirmationView | null> {
    const row = await orders.paymentConfirmation(orderId);
    if (!row) return null;
    return {
      bank_name: row.bank_name,
      account_name: row.account_name,
      receipt_url: await uploads.signedUrl(row.receipt_key, RECEIPT_URL_TTL_SECONDS),
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  async function detail(userId: number, order: OrderRow | undefined): Promise<OrderDetail> {
    if (!order || order.user_id !== userId) throw notFound();
    const [lines, free, stateName, confirmation] = await Promise.all([
      orders.lines(order.id),
      orders.freeProducts(order.id),
      orders.stateName(order.state_id),
      paymentConfirmationOf(order.id),
    ]);
    return {
      ...placedOrderView(order, stateName),
      delivery_address: order.delivery_address as OrderDeliveryAddress,
      shipping: order.shipping as OrderShippingRecord,
      created_at: new Date(order.created_at).toISOString(),
      cancellation_reason: order.cancellation_reason,
      products: lines.map(orderLineView),
      free_products: free.map(orderFreeProductView),
      payment_confirmation: confirmation,
    };
  }

  const placed = async (order: OrderRow): Promise<PlacedOrder> =>
    placedOrderView(order, await orders.stateName(order.state_id));

  return {
    /** The order in full; `order` is the member's (a 404 otherwise). */
    detail,
    detailById: async (userId: number, orderId: number) =>
      detail(userId, await orders.byId(orderId)),
    detailByReference: async (userId: number, referenceCode: string) =>
      detail(userId, await orders.byReference(referenceCode)),
    /** The order as placement answers it. */
    placed,
    /** The member's order `orderId` as placement answers it (a 404 for anyone else's). */
    async placedById(userId: number, orderId: number): Promise<PlacedOrder> {
      const order = await orders.byId(orderId);
      if (!order || order.user_id !== userId) throw notFound();
      return placed(order);
    },
  };
}

export type OrderDetailService = ReturnType<typeof createOrderDetailService>;
