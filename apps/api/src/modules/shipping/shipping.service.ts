import type { Database } from '@kilau/db';
import { translate, type Locale, type MessageCode } from '@kilau/domain';
import {
  cheapestQuote,
  ofShippingType,
  type ShippingSelection,
  type ShippingTypeFilter,
} from '@kilau/domain/shipping';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import {
  basisOf,
  hasDistrict,
  quotesFor,
  type BagForShipping,
  type Quote,
} from './shipping-quotes';
import type { ShippingRepository } from './shipping.repository';

/** The quotes answered, and which service the bag has chosen for this address (if any). */
export type QuoteList = { quotes: Quote[]; selected: string | null };

/** The bag's choice of `quote` for the destination, as stored. */
const selectionRow = (cartId: number, addressId: number, quote: Quote, now: Date) => ({
  cart_id: cartId,
  address_id: addressId,
  service_code: quote.serviceCode,
  weight_grams: quote.weightGrams,
  billed_weight_kg: quote.billedWeightKg,
  fee: quote.fee,
  discount: quote.discount,
  eta_min_days: quote.eta.minDays,
  eta_max_days: quote.eta.maxDays,
  chosen_at: now,
});

/** A 422 that names the field at fault, in the shopper's language. */
const fieldError = (code: MessageCode, field: string, locale: Locale) =>
  new AppError(422, code, code, {}, { fields: { [field]: translate(code, locale) } });

/**
 * Shipping quotes and the bag's shipping method (000 §4, §7; design/checkout-and-payment.md). Each
 * call is one transaction: the bag is read (and its promotions re-checked) in it, and a selection
 * is written under the bag's row lock, so it never races an order placing the same bag.
 */
export function createShippingService(deps: {
  /** Runs `work` in one transaction, retried on a conflict (`inTransaction`). */
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  /** The tables' reads and writes inside a transaction (`createShippingRepository`). */
  repository: (tx: Kysely<Database>) => ShippingRepository;
  /** The carriers, read outside any transaction. */
  carriers: Pick<ShippingRepository, 'carrier'>;
  clock: () => Date;
  bagForShipping: BagForShipping;
}) {
  const repositoryOf = deps.repository;

  async function destinationOf(
    repository: ShippingRepository,
    userId: number,
    addressId: number,
    locale: Locale,
  ) {
    const destination = await repository.memberAddress(userId, addressId);
    if (!destination) throw new AppError(404, 'address_not_found', 'address_not_found');
    const served = hasDistrict(destination);
    if (!served.ok) throw fieldError(served.code, 'address_id', locale);
    return destination;
  }

  return {
    /**
     * `GET /user/me/shippings`: the services for one of the member's addresses, priced for
     * their bag. Without a bag, a one-kilogram parcel worth `amount` (the caller's figure).
     * When the bag has chosen nothing for its address (or has no address yet), the cheapest
     * service (`cheapestQuote`) becomes its choice, so checkout starts from what costs least.
     */
    list(
      userId: number,
      query: { addressId: number; shippingType: ShippingTypeFilter; amount?: number | undefined },
      locale: Locale,
    ): Promise<QuoteList> {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const repository = repositoryOf(tx);
        const destination = await destinationOf(repository, userId, query.addressId, locale);
        const bag = await deps.bagForShipping(tx, userId, now);
        const basis = bag
          ? basisOf(bag)
          : { weightGrams: 0, amountAfterDiscount: query.amount ?? 0, shippingDiscountCap: null };
        const quotes = await quotesFor(repository, destination, basis, now);
        const selection = bag ? await repository.selection(bag.cart.id) : undefined;
        if (selection?.address_id === destination.id) {
          return {
            quotes: ofShippingType(quotes, query.shippingType),
            selected: selection.service_code,
          };
        }
        // Nothing chosen for the bag's address yet: checkout starts from the cheapest service
        // (the bag's free-shipping message is this same rule), stored as the bag's choice.
        const cheapest = cheapestQuote(quotes);
        const startsHere =
          bag &&
          bag.weightGrams > 0 &&
          (bag.cart.addressId === null || bag.cart.addressId === destination.id);
        if (!startsHere || !cheapest) {
          return { quotes: ofShippingType(quotes, query.shippingType), selected: null };
        }
        await repository.saveSelection(selectionRow(bag.cart.id, destination.id, cheapest, now));
        return {
          quotes: ofShippingType(quotes, query.shippingType),
          selected: cheapest.serviceCode,
        };
      });
    },

    /**
     * `POST /user/me/shippings`: chooses `service_code` for the member's active bag `cart_id`
     * delivered to `address_id` (which becomes the bag's address), priced from the bag.
     */
    choose(userId: number, body: ShippingSelection, locale: Locale): Promise<QuoteList> {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const repository = repositoryOf(tx);
        const cart = await repository.lockActiveCart(userId, body.cart_id);
        const bag = cart ? await deps.bagForShipping(tx, userId, now) : null;
        if (!cart || !bag || bag.cart.id !== cart.id) {
          throw new AppError(404, 'cart_not_found', 'cart_not_found');
        }
        const destination = await destinationOf(repository, userId, body.address_id, locale);
        // An empty bag, or one of e-gift cards only (delivered by e-mail), weighs nothing.
        if (bag.weightGrams <= 0) {
          throw new AppError(422, 'shipping_nothing_to_ship', 'shipping_nothing_to_ship');
        }
        const quotes = await quotesFor(repository, destination, basisOf(bag), now);
        const quote = quotes.find((candidate) => candidate.serviceCode === body.service_code);
        if (!quote) throw fieldError('shipping_service_unavailable', 'service_code', locale);
        if (body.shipping_type !== 'all' && quote.shippingType !== body.shipping_type) {
          throw fieldError('shipping_type_mismatch', 'shipping_type', locale);
        }
        await repository.saveSelection(selectionRow(cart.id, destination.id, quote, now));
        return { quotes: ofShippingType(quotes, body.shipping_type), selected: quote.serviceCode };
      });
    },

    /** `GET /carriers/:code/logo.svg`: an active carrier, or 404 `shipping_carrier_not_found`. */
    async carrier(code: string) {
      const carrier = await deps.carriers.carrier(code);
      if (!carrier) {
        throw new AppError(404, 'shipping_carrier_not_found', 'shipping_carrier_not_found');
      }
      return carrier;
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
