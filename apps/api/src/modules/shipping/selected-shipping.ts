import type { Database } from '@kilau/db';
import type { DiscountSource, ShippingType } from '@kilau/domain/shipping';
import type { Kysely } from 'kysely';
import { hasDistrict, quotesFor } from './shipping-quotes';
import { createShippingRepository } from './shipping.repository';

/** The bag's chosen shipping, priced now, beside the price the shopper saw when choosing it. */
export type SelectedShipping = {
  cartId: number;
  addressId: number;
  serviceCode: string;
  serviceName: string;
  shippingType: ShippingType;
  carrier: { code: string; name: string; canTrack: boolean };
  weightGrams: number;
  billedWeightKg: number;
  fee: number;
  discount: number;
  feeAfterDiscount: number;
  discountSource: DiscountSource | null;
  eta: { minDays: number; maxDays: number; arrivesFrom: string; arrivesTo: string };
  /** As priced when the member chose it (`POST /user/me/shippings`). */
  chosen: { fee: number; discount: number; feeAfterDiscount: number; chosenAt: Date };
  /** The fee after discount differs from the chosen one: placement answers `price_mismatch`. */
  priceChanged: boolean;
};

export type SelectedShippingBag = {
  cartId: number;
  /** The bag's address (`carts.address_id`): a choice made for another address does not count. */
  addressId: number | null;
  weightGrams: number;
  amountAfterDiscount: number;
  shippingDiscountCap: number | null;
};

/**
 * The bag's stored shipping choice re-priced at `now` for the bag as it is
 * (design/checkout-and-payment.md), inside the caller's transaction `db`. Null when nothing is
 * chosen, when the choice was for another address than the bag's, or when the service no longer
 * serves the address or the parcel (a service or carrier withdrawn, a rate ended, a parcel grown
 * past the service's maximum).
 */
export async function selectedShipping(
  db: Kysely<Database>,
  bag: SelectedShippingBag,
  now: Date,
): Promise<SelectedShipping | null> {
  if (bag.addressId === null) return null;
  const repository = createShippingRepository(db);
  const selection = await repository.selection(bag.cartId);
  if (!selection || selection.address_id !== bag.addressId) return null;
  const destination = await repository.cartAddress(bag.cartId, selection.address_id);
  if (!destination || !hasDistrict(destination).ok) return null;
  const quotes = await quotesFor(repository, destination, bag, now);
  const quote = quotes.find((candidate) => candidate.serviceCode === selection.service_code);
  if (!quote) return null;
  const chosenAfterDiscount = selection.fee - selection.discount;
  return {
    cartId: bag.cartId,
    addressId: destination.id,
    serviceCode: quote.serviceCode,
    serviceName: quote.serviceName,
    shippingType: quote.shippingType,
    carrier: { code: quote.carrierCode, name: quote.carrierName, canTrack: quote.canTrack },
    weightGrams: quote.weightGrams,
    billedWeightKg: quote.billedWeightKg,
    fee: quote.fee,
    discount: quote.discount,
    feeAfterDiscount: quote.feeAfterDiscount,
    discountSource: quote.discountSource,
    eta: {
      minDays: quote.eta.minDays,
      maxDays: quote.eta.maxDays,
      arrivesFrom: quote.eta.arrivesFrom,
      arrivesTo: quote.eta.arrivesTo,
    },
    chosen: {
      fee: selection.fee,
      discount: selection.discount,
      feeAfterDiscount: chosenAfterDiscount,
      chosenAt: selection.chosen_at,
    },
    priceChanged: quote.feeAfterDiscount !== chosenAfterDiscount,
  };
}
