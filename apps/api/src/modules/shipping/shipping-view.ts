import { translate, type Locale, type MessageCode } from '@kilau/domain';
import type { ShippingType } from '@kilau/domain/shipping';
import type { Quote } from './shipping-quotes';

const TYPE_LABELS: Record<ShippingType, MessageCode> = {
  regular: 'shipping_type_regular',
  express: 'shipping_type_express',
  same_day: 'shipping_type_same_day',
};

/** Where a carrier without a configured logo gets its badge (`GET {prefix}/carriers/:code/logo.svg`). */
export const carrierLogoPath = (prefix: string, carrierCode: string) =>
  `${prefix}/carriers/${encodeURIComponent(carrierCode)}/logo.svg`;

/** A shipping method as the shipping calls answer it (000 §3 Shipping method: `is_selected`). */
export function quoteView(
  quote: Quote,
  locale: Locale,
  options: { selected: string | null; prefix: string },
) {
  return {
    _id: quote.serviceCode,
    code: quote.serviceCode,
    name: `${quote.carrierName} ${quote.serviceName}`,
    service_name: quote.serviceName,
    shipping_type: quote.shippingType,
    shipping_type_label: translate(TYPE_LABELS[quote.shippingType], locale),
    carrier: {
      code: quote.carrierCode,
      name: quote.carrierName,
      logo: quote.carrierLogoUrl ?? carrierLogoPath(options.prefix, quote.carrierCode),
      can_track: quote.canTrack,
    },
    fee: quote.fee,
    discount: quote.discount,
    fee_after_discount: quote.feeAfterDiscount,
    is_free: quote.feeAfterDiscount === 0,
    discount_source: quote.discountSource,
    eta: {
      min_days: quote.eta.minDays,
      max_days: quote.eta.maxDays,
      arrives_from: quote.eta.arrivesFrom,
      arrives_to: quote.eta.arrivesTo,
      text: translate(quote.eta.text.code, locale, quote.eta.text.params),
    },
    weight_grams: quote.weightGrams,
    billed_weight_kg: quote.billedWeightKg,
    is_selected: quote.serviceCode === options.selected,
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * A carrier's badge: its name in white on its brand colour. The shop ships no third-party
 * artwork; a carrier's real logo is configured as `shipping_carriers.logo_url`.
 */
export function carrierBadgeSvg(carrier: { name: string; brand_color: string }): string {
  const name = carrier.name.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
  const color = /^#[0-9a-f]{6}$/i.test(carrier.brand_color) ? carrier.brand_color : '#333333';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" ` +
    `role="img" aria-label="${name}"><rect width="120" height="40" rx="6" fill="${color}"/>` +
    `<text x="60" y="25" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="15" font-weight="700" text-anchor="middle">${name}</text></svg>`
  );
}
