import type { Database } from '@kilau/db';
import { checkShippingAddress } from '@kilau/domain/checkout';
import { priceServices, type ShippingBasis, type ShippingQuote } from '@kilau/domain/shipping';
import type { Kysely } from 'kysely';
import type { Destination, RateRow, ShippingRepository } from './shipping.repository';

/**
 * The bag as shipping needs it (design/checkout-and-payment.md: a subset of the cart module's
 * `CheckoutBag`).
 */
export type ShippingBag = {
  cart: { id: number; addressId: number | null };
  /** Σ weight × quantity of the bag's lines (a pack weighs its components). */
  weightGrams: number;
  /** The goods after the bag's discounts. */
  amountAfterDiscount: number;
  /** A free-shipping voucher's cap on the fee (null: none applies). */
  shippingDiscountCap: number | null;
};

/**
 * Reads the member's bag inside the caller's transaction `db`: the cart module's `checkoutBag`
 * (or, until it lands, the wiring's fallback). Null when the member has no active bag.
 */
export type BagForShipping = (
  db: Kysely<Database>,
  userId: number,
  now: Date,
) => Promise<ShippingBag | null>;

export type Quote = ShippingQuote<RateRow>;

/** A destination shipping can serve: it must have a district (000 §4, §5). */
export const hasDistrict = (destination: Destination) =>
  checkShippingAddress({ district: destination.district_name });

/** Every service that can carry the bag's parcel to the destination, priced at `now`. */
export async function quotesFor(
  repository: ShippingRepository,
  destination: Destination,
  basis: ShippingBasis,
  now: Date,
): Promise<Quote[]> {
  return priceServices(await repository.ratesFor(destination, now), basis, now);
}

export const basisOf = (bag: ShippingBag): ShippingBasis => ({
  weightGrams: bag.weightGrams,
  amountAfterDiscount: bag.amountAfterDiscount,
  shippingDiscountCap: bag.shippingDiscountCap,
});
