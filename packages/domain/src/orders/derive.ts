import { formatVariantLabel, type VariantAttributes } from '../catalog/variant';
import { translate, type MessageCode } from '../messages';
import { showsPaymentDue, formatPaymentDue } from '../payment/due';
import { formatDate, formatDateTime, toDate, type DateInput } from '../shared/date';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import {
  APP_ORDER_SOURCES,
  EMPTY_ADDRESS,
  HOW_TO_PAY_METHODS,
  ORDER_SOURCE_ALIASES,
} from './constants';
import { retryAction } from './retry';
import { confirmsByReceipt } from './pay-again';
import {
  groupAction,
  groupOrderStatus,
  orderStatusName,
  type OrderAction,
  type OrderStatusSource,
} from './order-status';

export type HistoryOrderProduct = {
  id: string | number;
  name?: string;
  quantity?: number;
  price?: number;
  combination?: VariantAttributes;
};

export type HistoryOrder = OrderStatusSource & {
  _id: string;
  reference_code?: string;
  created_at?: DateInput | null;
  is_payment_failed?: boolean;
  /** While a failed payment can be made again (ADR 0034): when that chance ends. */
  pay_again_until?: DateInput | null;
  order_source?: string | null;
  products?: HistoryOrderProduct[];
  payment_method?: {
    name?: string;
    code?: string;
    logo?: string;
    provider?: { bank_name?: string; account_number?: string; logo?: string } | null;
  } | null;
  shipping?: {
    code?: string | null;
    can_track_order?: boolean;
    carriers?: { name?: string; is_active?: boolean }[];
    delivery_address?: { street1?: string | null; street2?: string | null } | null;
  } | null;
};

export type OrderViewContext = { now: DateInput; locale?: Locale; appName: string };

/** Action buttons: icon and button class (the spec names the fields, not their values). */
export const ACTION_STYLES: Record<
  OrderAction,
  { icon: string; className: string; label: MessageCode }
> = {
  'CONFIRM PAYMENT': {
    icon: 'credit-card',
    className: 'btn-primary',
    label: 'action_confirm_payment',
  },
  'TRACK ORDER': { icon: 'truck', className: 'btn-outline', label: 'action_track_order' },
  REORDER: { icon: 'bag', className: 'btn-outline', label: 'action_reorder' },
  RETRY: { icon: 'refresh', className: 'btn-primary', label: 'action_retry' },
  CANCEL: { icon: 'close', className: 'btn-link', label: 'action_cancel' },
};

/** lulla shows as lilla; android, ios and freebies as the app's name; others capitalised. */
export function formatOrderSource(source: string | null | undefined, appName: string): string {
  const value = (source ?? '').trim();
  if (!value) return '';
  const key = value.toLowerCase();
  if (Object.hasOwn(ORDER_SOURCE_ALIASES, key)) return ORDER_SOURCE_ALIASES[key] ?? value;
  if ((APP_ORDER_SOURCES as readonly string[]).includes(key)) return appName;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** street1, else street2, else a dash. */
export const formatDeliveryAddress = (
  address: { street1?: string | null; street2?: string | null } | null | undefined,
): string => address?.street1?.trim() || address?.street2?.trim() || EMPTY_ADDRESS;

/**
 * Where an order goes, in full, as the checkout steps write an address: street, village,
 * district, city, province and postal code (names kept with the order; an older order without
 * them shows its street and postal code).
 */
export const deliveryAddressLine = (address: {
  street1?: string | null;
  street2?: string | null;
  subdistrict_name?: string | null;
  district_name?: string | null;
  city_name?: string | null;
  province_name?: string | null;
  zipcode?: string | null;
}): string =>
  [
    address.street1,
    address.street2,
    address.subdistrict_name,
    address.district_name,
    address.city_name,
    address.province_name,
    address.zipcode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** The shipping code, or the waiting placeholder when there is none but an active carrier. */
export function formatShippingCode(
  shipping: HistoryOrder['shipping'],
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (shipping?.code) return shipping.code;
  const hasActiveCarrier = (shipping?.carriers ?? []).some((carrier) => carrier.is_active);
  return hasActiveCarrier ? translate('shipping_awaiting_carrier', locale) : '';
}

export const activeCarrierName = (shipping: HistoryOrder['shipping']): string =>
  shipping?.carriers?.find((carrier) => carrier.is_active)?.name ?? '';

/** How-to-pay shows while waiting payment, unless the action is RETRY, for transfer-like methods. */
export function showsHowToPay(input: {
  waitingPayment: boolean;
  action: OrderAction | null;
  methodCode: string | null | undefined;
}): boolean {
  return (
    input.waitingPayment &&
    input.action !== 'RETRY' &&
    (HOW_TO_PAY_METHODS as readonly string[]).includes(input.methodCode ?? '')
  );
}

export const orderSubtotal = (products: readonly HistoryOrderProduct[] = []): number =>
  products.reduce(
    (sum, product) => sum + Math.max(0, product.price ?? 0) * Math.max(0, product.quantity ?? 1),
    0,
  );

/** Whether a failed payment's pay-again window is still open at `now`. */
function payAgainOpen(until: DateInput | null | undefined, now: DateInput): boolean {
  const end = toDate(until);
  const at = toDate(now);
  return !!end && !!at && at.getTime() < end.getTime();
}

/** Every derived order field of 000 §3, for the order list and detail. */
export function deriveOrderView(order: HistoryOrder, context: OrderViewContext) {
  const locale = context.locale ?? DEFAULT_LOCALE;
  const stateName = orderStatusName(order);
  const status = groupOrderStatus(stateName);
  const methodCode = order.payment_method?.code ?? '';
  const retry = retryAction({
    methodCode,
    statusName: stateName,
    isPaymentFailed: order.is_payment_failed,
    createdAt: order.created_at,
    now: context.now,
  });
  const payAgain = payAgainOpen(order.pay_again_until, context.now);
  const action = payAgain
    ? 'RETRY'
    : (retry ?? groupAction(status, order.shipping?.can_track_order, methodCode));
  const waitingPayment = status.group === 'waiting_payment';
  const showButtonHowToPay = showsHowToPay({ waitingPayment, action, methodCode });
  const style = action ? ACTION_STYLES[action] : null;
  return {
    order_date: formatDate(order.created_at, locale),
    order_date_detail: formatDateTime(order.created_at, locale),
    carrier_name: activeCarrierName(order.shipping),
    payment_due_at: showsPaymentDue({ methodCode, waitingPayment })
      ? formatPaymentDue(order.created_at, locale)
      : '',
    state_name: stateName,
    state_name_fmt: translate(status.label, locale),
    status,
    payment_method_name: order.payment_method?.name ?? '',
    deliveryAddress: formatDeliveryAddress(order.shipping?.delivery_address),
    order_source_fmt: formatOrderSource(order.order_source, context.appName),
    orderStatusColor: status.colour,
    subTotal: orderSubtotal(order.products),
    variantLabels: (order.products ?? []).map((product) =>
      formatVariantLabel(product.combination, locale),
    ),
    actionName: action,
    actionLabel: style ? translate(style.label, locale) : '',
    actionIcon: style?.icon ?? '',
    actionDescription: payAgain
      ? translate('pay_again_description', locale, {
          date: formatDateTime(order.pay_again_until, locale),
        })
      : action === 'RETRY'
        ? translate('retry_payment_description', locale)
        : '',
    /** RETRY opens the failed page's pay-again choice rather than the e-wallet retry. */
    isPayAgain: payAgain,
    /**
     * A gateway payment still waiting with no how-to-pay guide (a card's 3-D Secure, a wallet, a
     * QR): the card links to the order's payment status instead of a receipt upload.
     */
    showPaymentStatus:
      waitingPayment && action === null && !showButtonHowToPay && !confirmsByReceipt(methodCode),
    btActClass: style?.className ?? '',
    showButtonHowToPay,
    paymentMethodCode: methodCode,
    paymentMethodLogo: order.payment_method?.provider?.logo ?? order.payment_method?.logo ?? '',
    shippingCode: formatShippingCode(order.shipping, locale),
  };
}

export type OrderView = ReturnType<typeof deriveOrderView>;
