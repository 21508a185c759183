import type { CheckoutAddress, CheckoutBag, ShippingMethod } from '../types';

/**
 * The address the shipping step starts from: the bag's own when it is still one of the member's,
 * else the default address, else the first one; null without addresses.
 */
export function chosenAddressId(
  bag: Pick<CheckoutBag, 'address_id'>,
  addresses: readonly Pick<CheckoutAddress, '_id' | 'is_default'>[],
): string | null {
  const own = bag.address_id ? addresses.find((address) => address._id === bag.address_id) : null;
  const pick = own ?? addresses.find((address) => address.is_default) ?? addresses[0];
  return pick?._id ?? null;
}

/** The bag's chosen method among the address's methods, or null. */
export const selectedMethod = (methods: readonly ShippingMethod[]): ShippingMethod | null =>
  methods.find((method) => method.is_selected) ?? null;

/**
 * What the shopper pays at checkout, worked out as placement does (design/checkout-and-payment.md): the goods after the
 * bag's discounts, less a bank promotion's discount on them, plus the chosen shipping fee after
 * its discount.
 */
export function checkoutTotal(
  bag: Pick<CheckoutBag, 'totals'>,
  method: Pick<ShippingMethod, 'fee_after_discount'> | null,
  bankPromoDiscount = 0,
): number {
  const goods = bag.totals.total_amount_after_discount;
  return (
    Math.max(0, goods - Math.min(bankPromoDiscount, goods)) + (method?.fee_after_discount ?? 0)
  );
}

/** The address as one line: street, details, village, district, city, province, zip. */
export const addressLine = (address: CheckoutAddress): string =>
  [
    address.address1,
    address.address2,
    address.subdistrict?.name,
    address.district?.name,
    address.city.name,
    address.province.name,
    address.zipcode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
