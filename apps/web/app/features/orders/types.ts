import type {
  OrderDetailView,
  OrderHistoryEntry,
  OrderLineView,
  OrderStateRow as ApiOrderStateRow,
  PlacedOrderView,
} from '@kilau/domain/orders';
import type {
  RefundMethod as RefundMethodCode,
  ReturnOptions,
  ReturnReason as ReturnReasonCode,
} from '@kilau/domain/orders';
import type { OrderCollection } from '@kilau/domain/stores';

/**
 * What the order-history screen reads from the API (000 §3 "Order (history)",
 * design/checkout-and-payment.md): the domain's answers (ADR 0020). Where a screen reads less,
 * the type says so, and test fixtures name only what a test needs.
 */

/** An order state (`GET /api/order/order-state`); the screens do not read its colour. */
export type OrderStateRow = Pick<ApiOrderStateRow, 'id' | 'name'> &
  Partial<Pick<ApiOrderStateRow, 'color'>>;

/** A line of an order: the bag line's view kept on the order, with what was paid. */
export type OrderLine = Pick<OrderLineView, 'id' | 'quantity' | 'unit_price' | 'total_price'> &
  Partial<OrderLineView>;

/** A free product that came with the order. */
export type { OrderFreeProduct } from '@kilau/domain/orders';

/** The action the API judged for the entry; the screens read `can_cancel`. */
export type EntryAction = Partial<OrderHistoryEntry['action']>;

/** An entry of `GET /api/order/user/me/orders`, as the screens read it. */
export type HistoryEntry = Omit<
  OrderHistoryEntry,
  'state' | 'products' | 'action' | 'status_group' | 'payment_due_at' | 'pay_again_until'
> &
  Partial<Pick<OrderHistoryEntry, 'status_group' | 'payment_due_at' | 'pay_again_until'>> & {
    state: OrderStateRow;
    products: OrderLine[];
    action?: EntryAction;
  };

/** A page of the history. */
export type HistoryPage = { entries: HistoryEntry[]; total: number };

/** The gateway's answer kept on an order (Midtrans Core API shapes). */
export type { OrderPayment } from '@kilau/domain/orders';

/**
 * `GET /api/order/orders/:id`: the order as placement answers it, with its lines, address,
 * shipping, cancellation reason and payment confirmation (absent from placement's answer, which
 * the cancel and OVO calls give).
 */
export type OrderDetail = PlacedOrderView &
  Partial<Omit<OrderDetailView, keyof PlacedOrderView | 'products'>> & { products?: OrderLine[] };

/** What the payment calls answer about an order's state (`POST /payment/payment-detail`). */
export type OrderPaymentState = Pick<
  PlacedOrderView,
  '_id' | 'state' | 'payment_status' | 'payment' | 'redirect_url' | 'payment_method'
>;

/** `GET /api/order/orders/:id/tracking`. */
export type { OrderTracking } from '@kilau/domain/orders';

/** `POST /api/cart/carts/reorder`. */
export type { ReorderAnswer } from '@kilau/domain/cart';

/** A company bank account for a manual transfer, and the methods answer that lists them. */
export type { CompanyBankAccount, PaymentMethodsAnswer } from '@kilau/domain/payment';

/** The history's filter: a status bucket (by group) and a WIB day range (`YYYY-MM-DD`). */
export type OrderFilter = { status: string | null; from: string | null; to: string | null };

/** A store order's collection QR: the API's answer and the QR drawn as SVG on the server. */
export type OrderCollectionView = {
  collection: OrderCollection;
  svg: string;
};

/** Returns and refunds (docs/design/returns.md, issue 25): the domain's answers. */
export type {
  RefundMethod as RefundMethodCode,
  ReturnOptions,
  ReturnReason as ReturnReasonCode,
  ReturnStatus,
  ReturnView as OrderReturn,
} from '@kilau/domain/orders';
export type ReturnableLine = ReturnOptions['lines'][number];
export type ReturnBank = ReturnOptions['banks'][number];

/**
 * What the return form sends to `POST …/returns` (`ReturnRequestInputSchema`'s input, as the
 * web builds it: ids as strings, the note always written).
 */
export type ReturnRequestBody = {
  lines: Array<{ order_line_id: string; quantity: number }>;
  reason: ReturnReasonCode;
  note: string;
  refund_method: RefundMethodCode;
  bank?: { bank_code: string; account_number: string; account_name: string };
};
