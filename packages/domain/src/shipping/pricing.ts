import { qualifiesForFreeShipping } from '../cart/free-shipping';
import type { ShippingType, ShippingTypeFilter } from './constants';
import { estimateEta, type Eta } from './eta';
import { billedWeightKg } from './weight';

/** A service's rate for one destination zone, as the rate table gives it. */
export type ServiceRate = {
  serviceCode: string;
  shippingType: ShippingType;
  maxWeightGrams: number;
  cutoffHour: number | null;
  firstKgPrice: number;
  nextKgPrice: number;
  etaMinDays: number;
  etaMaxDays: number;
};

/** What a quote depends on besides the rate: the bag. */
export type ShippingBasis = {
  /** The parcel: Σ weight × quantity of the bag's lines. */
  weightGrams: number;
  /** The goods after the bag's discounts (voucher, points): decides the free-shipping limit. */
  amountAfterDiscount: number;
  /** A free-shipping voucher's cap on the fee (null: no such voucher applies). */
  shippingDiscountCap: number | null;
};

/** Who pays the discount: the shop's free shipping from Rp 200.000, or a voucher. */
export type DiscountSource = 'free_shipping_limit' | 'voucher';

export type ShippingQuote<R extends ServiceRate = ServiceRate> = R & {
  weightGrams: number;
  billedWeightKg: number;
  fee: number;
  discount: number;
  feeAfterDiscount: number;
  discountSource: DiscountSource | null;
  eta: Eta;
};

const rupiah = (value: number | null | undefined): number =>
  value != null && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

/** The fee for a billed weight: the first kilogram's price plus each further kilogram's. */
export function shippingFee(
  rate: Pick<ServiceRate, 'firstKgPrice' | 'nextKgPrice'>,
  billedKg: number,
): number {
  const kg = Math.max(1, Math.ceil(billedKg));
  return rupiah(rate.firstKgPrice) + (kg - 1) * rupiah(rate.nextKgPrice);
}

/**
 * What the shop pays towards shipping when the goods after discounts reach freeShippingLimit
 * (Rp 200.000, 000 §9): the cheapest regular service's fee for this parcel, so regular delivery
 * is free and a faster service costs only the difference. Nothing below the limit, or when no
 * regular service serves the address. The limit is the bag's own rule
 * (`qualifiesForFreeShipping`), so the bag's free-shipping message and checkout agree.
 */
export function freeShippingAllowance(amountAfterDiscount: number, regularFees: number[]): number {
  if (!qualifiesForFreeShipping(rupiah(amountAfterDiscount)) || regularFees.length === 0) return 0;
  return Math.min(...regularFees.map(rupiah));
}

/**
 * The discount on one fee: the larger of the shop's allowance and a free-shipping voucher's cap
 * (they do not add up), never more than the fee. Ties go to the shop, so a voucher is not said
 * to have paid for what the shop gives anyway.
 */
export function shippingDiscount(
  fee: number,
  offers: { allowance: number; voucherCap: number | null },
): { discount: number; source: DiscountSource | null } {
  const allowance = rupiah(offers.allowance);
  const voucher = rupiah(offers.voucherCap);
  const discount = Math.min(rupiah(fee), Math.max(allowance, voucher));
  if (discount === 0) return { discount, source: null };
  return { discount, source: allowance >= voucher ? 'free_shipping_limit' : 'voucher' };
}

/**
 * Every service that can carry the parcel, priced for the bag at `now`: billed weight, fee,
 * discount and delivery days. A service whose maximum parcel the billed weight exceeds is left
 * out. Order is kept.
 */
export function priceServices<R extends ServiceRate>(
  rates: readonly R[],
  basis: ShippingBasis,
  now: Date,
): ShippingQuote<R>[] {
  const weightGrams = Math.max(
    0,
    Math.ceil(Number.isFinite(basis.weightGrams) ? basis.weightGrams : 0),
  );
  const billedKg = billedWeightKg(weightGrams);
  const served = rates
    .filter((rate) => billedKg * 1_000 <= rate.maxWeightGrams)
    .map((rate) => ({ rate, fee: shippingFee(rate, billedKg) }));
  const allowance = freeShippingAllowance(
    basis.amountAfterDiscount,
    served.filter(({ rate }) => rate.shippingType === 'regular').map(({ fee }) => fee),
  );
  return served.map(({ rate, fee }) => {
    const { discount, source } = shippingDiscount(fee, {
      allowance,
      voucherCap: basis.shippingDiscountCap,
    });
    return {
      ...rate,
      weightGrams,
      billedWeightKg: billedKg,
      fee,
      discount,
      feeAfterDiscount: fee - discount,
      discountSource: source,
      eta: estimateEta(now, rate),
    };
  });
}

/**
 * The service checkout starts from when the shopper has chosen none: the one that costs least
 * after its discount (a bag the shop ships free starts free), then the sooner arrival, then the
 * first listed. Null without quotes.
 */
export function cheapestQuote<
  Q extends { feeAfterDiscount: number; eta: Pick<Eta, 'maxDays' | 'minDays'> },
>(quotes: readonly Q[]): Q | null {
  let best: Q | null = null;
  for (const quote of quotes) {
    if (
      !best ||
      quote.feeAfterDiscount < best.feeAfterDiscount ||
      (quote.feeAfterDiscount === best.feeAfterDiscount &&
        (quote.eta.maxDays < best.eta.maxDays ||
          (quote.eta.maxDays === best.eta.maxDays && quote.eta.minDays < best.eta.minDays)))
    ) {
      best = quote;
    }
  }
  return best;
}

/** The quotes of one shipping type (`all`: every one). */
export const ofShippingType = <Q extends { shippingType: ShippingType }>(
  quotes: readonly Q[],
  type: ShippingTypeFilter,
): Q[] => (type === 'all' ? [...quotes] : quotes.filter((quote) => quote.shippingType === type));
