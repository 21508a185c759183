import type { Locale } from '@kilau/domain';
import { formatVariantLabel } from '@kilau/domain/catalog';
import { deriveOrderView, type HistoryOrder, type OrderView } from '@kilau/domain/orders';
import type { HistoryEntry, OrderLine } from '../types';

/** Android, iOS and freebies orders show the store's app name (000 §9). */
export const appNameOf = (siteName: string) => `${siteName} App`;

/** A line's variant attributes as the domain's variant rule reads them. */
const attributesOf = (line: Pick<OrderLine, 'combination'>) => {
  const attributes = line.combination?.attributes ?? null;
  if (!attributes) return null;
  return Object.fromEntries(
    Object.entries(attributes).flatMap(([key, value]) =>
      value?.name ? [[key, { name: value.name }]] : [],
    ),
  );
};

/** `Shade: 01 Rosy` (Shade, Variant, Size in that priority), or the line's own name for it. */
export function lineVariantLabel(line: OrderLine, locale: Locale): string {
  const label = formatVariantLabel(attributesOf(line), locale);
  return label || (line.combination_name?.trim() ?? '');
}

/** The API's history entry as the domain's order rules read it. */
export function toHistoryOrder(entry: HistoryEntry): HistoryOrder {
  return {
    _id: entry._id,
    reference_code: entry.reference_code,
    created_at: entry.created_at,
    is_payment_failed: entry.is_payment_failed ?? false,
    pay_again_until: entry.pay_again_until ?? null,
    order_source: entry.order_source ?? null,
    state: entry.state,
    state_histories: entry.state_histories ?? null,
    products: entry.products.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.unit_price,
      combination: attributesOf(line),
    })),
    payment_method: entry.payment_method
      ? {
          code: entry.payment_method.code,
          name: entry.payment_method.name,
          logo: entry.payment_method.logo ?? undefined,
          provider: entry.payment_method.provider
            ? {
                bank_name: entry.payment_method.provider.bank_name,
                account_number: entry.payment_method.provider.account_number,
                logo: entry.payment_method.provider.logo ?? undefined,
              }
            : null,
        }
      : null,
    shipping: entry.shipping
      ? {
          code: entry.shipping.code ?? null,
          can_track_order: entry.shipping.can_track_order === true,
          carriers: (entry.shipping.carriers ?? []).map((carrier) => ({
            name: carrier.name,
            is_active: carrier.is_active === true,
          })),
          delivery_address: entry.shipping.delivery_address ?? null,
        }
      : null,
  };
}

export type OrderCardView = OrderView & {
  /** CANCEL shows beside the group's action when the API says the order can still be cancelled. */
  canCancel: boolean;
  /** The carrier's service (REG, YES…), when known. */
  carrierService: string;
};

/**
 * Every derived field of 000 §3 for one entry — the domain's rule (`deriveOrderView`) at `now`
 * — plus CANCEL, which the API decides (`action.can_cancel`, false when absent).
 */
export function orderCardView(
  entry: HistoryEntry,
  context: { now: number; locale: Locale; appName: string },
): OrderCardView {
  const view = deriveOrderView(toHistoryOrder(entry), context);
  const carrier = entry.shipping?.carriers?.find((candidate) => candidate.is_active);
  return {
    ...view,
    canCancel: entry.action?.can_cancel === true,
    carrierService: carrier?.service ?? '',
  };
}
