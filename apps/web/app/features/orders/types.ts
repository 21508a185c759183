import type { OrderPayment, OrderStateRow as ApiOrderStateRow } from '@kilau/domain/orders';

/**
 * What the order-history screen reads from the API (000 §3 "Order (history)", design/checkout-and-payment.md). Only
 * the fields the screen shows are named; the API may send more. Ids are strings, rupiah integers.
 */

/** An order state (`GET /api/order/order-state`). */
export type OrderStateRow = Pick<ApiOrderStateRow, 'id' | 'name'> &
  Partial<Pick<ApiOrderStateRow, 'color'>>;

/** A variant attribute of a line: `{ shade: { name: '01 Rosy' } }` (`non_specify` = no option). */
export type LineAttributes = Record<string, { name?: string } | null | undefined>;

/** A line of an order: the bag line's view kept on the order, with what was paid. */
export type OrderLine = {
  id: string | number;
  _id?: string;
  combination_id?: string | number;
  name?: string;
  slug?: string;
  image?: string | null;
  brand?: { id?: string | number; name?: string } | null;
  combination_name?: string | null;
  combination?: { attributes?: LineAttributes | null } | null;
  is_pack?: boolean;
  pack_content?: { name?: string; combination_name?: string | null; quantity?: number }[] | null;
  egift_info?: { recipient_email?: string; delivery_date?: string } | null;
  is_pre_order?: boolean;
  quantity: number;
  unit_price: number;
  total_price: number;
};

/** A free product that came with the order. */
export type OrderFreeProduct = {
  id: string;
  combination_id: string;
  name?: string;
  image?: string | null;
  combination_name?: string | null;
  quantity?: number;
};

/** The action the API judged for the entry (being added to the history: see design/checkout-and-payment.md). */
export type EntryAction = {
  name?: string | null;
  show_how_to_pay?: boolean;
  can_cancel?: boolean;
  retry_until?: string | null;
};

/** An entry of `GET /api/order/user/me/orders`. */
export type HistoryEntry = {
  _id: string;
  reference_code: string;
  cart_id: string;
  state: { id: number | string; name: string; color?: string | null } | null;
  state_histories?: { to_status: { id?: number | string; name: string }; created_at: string }[];
  products: OrderLine[];
  free_products?: OrderFreeProduct[];
  payment_method: {
    code: string;
    name?: string;
    logo?: string | null;
    provider?: { bank_name?: string; account_number?: string; logo?: string | null } | null;
  } | null;
  shipping: {
    code?: string | null;
    can_track_order?: boolean;
    carriers?: { name?: string; service?: string | null; is_active?: boolean }[];
    delivery_address?: { street1?: string | null; street2?: string | null } | null;
  } | null;
  payment_status?: string;
  payment_due_at?: string | null;
  created_at: string;
  is_payment_failed?: boolean;
  order_source?: string | null;
  price: number;
  subtotal?: number;
  status_group?: { group?: string; step?: number; label?: string } | null;
  action?: EntryAction | null;
};

/** A page of the history. */
export type HistoryPage = { entries: HistoryEntry[]; total: number };

/** The gateway's answer kept on an order (Midtrans Core API shapes). */
export type { OrderPayment } from '@kilau/domain/orders';

/** `GET /api/order/orders/:id`: the order as placement answers it, with its lines. */
export type OrderDetail = {
  _id: string;
  reference_code: string;
  cart_id: string;
  state: { id: number | string; name: string };
  payment_method: string;
  payment_status?: string;
  subtotal: number;
  discount: number;
  voucher_discount?: number;
  points_discount?: number;
  bank_promotion_discount?: number;
  shipping_fee: number;
  shipping_discount: number;
  total_paid: number;
  payment_due_at: string | null;
  redirect_url: string | null;
  payment: OrderPayment | null;
  created_at?: string;
  cancellation_reason?: string | null;
  delivery_address?: {
    title?: string | null;
    contact?: string | null;
    phone?: string | null;
    street1?: string | null;
    street2?: string | null;
    zipcode?: string | null;
  } | null;
  shipping?: {
    carrier_name?: string;
    service_name?: string;
    code?: string | null;
    eta_min_days?: number;
    eta_max_days?: number;
  } | null;
  products?: OrderLine[];
};

/** What the payment calls answer about an order's state (`POST /payment/payment-detail`). */
export type OrderPaymentState = Pick<
  OrderDetail,
  '_id' | 'state' | 'payment_status' | 'payment' | 'redirect_url' | 'payment_method'
>;

/** `GET /api/order/orders/:id/tracking`. */
export type { OrderTracking } from '@kilau/domain/orders';

/** `POST /api/cart/carts/reorder`. */
export type { ReorderAnswer } from '@kilau/domain/cart';

/** A company bank account for a manual transfer (the payment methods' `bank_transfer_list`). */
export type CompanyBankAccount = {
  id_bank_account: string | number;
  bank_name: string;
  account_number: string;
  account_name: string;
  logo?: string | null;
};

/** The history's filter: a status bucket (by group) and a WIB day range (`YYYY-MM-DD`). */
export type OrderFilter = { status: string | null; from: string | null; to: string | null };
