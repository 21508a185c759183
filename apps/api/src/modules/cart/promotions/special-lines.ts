import type { Database } from '@kilau/db';
import { evaluateSpecialPrice, type SpecialPriceVerdict } from '@kilau/domain/catalog';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { CartRef, LinePriceDecision, PricedLine } from '../cart-promotions';
import { createPromotionCartsRepository } from './promotion-carts.repository';
import { takeHold } from './holds';
import { createOffersRepository, type OffersRepository } from './offers.repository';
import { clearOptionsFor } from './clear-promotions';
import { memberStanding } from './member-standing';
import { termsOf } from './bag-voucher-shape';
import { createHoldsRepository } from './holds.repository';
import { createBagVouchersRepository } from './bag-vouchers.repository';

type Decision = LinePriceDecision & {
  specialPriceId: number | null;
  freeProductVoucherId: number | null;
};

type Incoming = {
  productId: number;
  combinationId: number;
  quantity: number;
  specialPriceVoucherCode?: string | null;
  freeProductVoucherId?: string | null;
};

/** The spec's `reason` (000 §3): what is unmet, with the names of the scope's targets. */
export async function reasonOf(
  offers: OffersRepository,
  rule: { scope: 'any' | 'brand' | 'category' | 'product'; scope_ids: number[] },
  verdict: SpecialPriceVerdict,
) {
  const names =
    rule.scope === 'any'
      ? []
      : (await offers.scopeNames(rule.scope, rule.scope_ids)).map((row) => ({
          id: row.id,
          name: row.name,
        }));
  return {
    min_oder: verdict.min_oder,
    min_qty: verdict.min_qty,
    quota_reached: verdict.quota_reached,
    brands: rule.scope === 'brand' ? names : [],
    categories: rule.scope === 'category' ? names : [],
    products: rule.scope === 'product' ? names : [],
  };
}

/** Units of each special price already in the bag. */
export const specialUnitsInBag = (lines: readonly PricedLine[]) => {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (line.isSpecialPrice && line.specialPriceId !== null) {
      units.set(line.specialPriceId, (units.get(line.specialPriceId) ?? 0) + line.quantity);
    }
  }
  return units;
};

const notApplicable = (reason: unknown) =>
  new AppError(422, 'special_price_not_applicable', 'special_price_not_applicable', {}, { reason });

async function priceSpecial(
  db: Kysely<Database>,
  cart: CartRef,
  lines: readonly PricedLine[],
  incoming: Incoming,
  code: string,
  now: Date,
): Promise<Decision> {
  const offers = createOffersRepository(db);
  const rule = await offers.runningSpecialPrice(code, now);
  if (!rule || rule.combination_id !== incoming.combinationId) throw notApplicable(null);
  const ordered = (await offers.specialPriceUnitsOrdered(cart.userId, [rule.id])).get(rule.id) ?? 0;
  const verdict = evaluateSpecialPrice(rule, {
    lines,
    used: ordered + (specialUnitsInBag(lines).get(rule.id) ?? 0),
    adding: incoming.quantity,
  });
  if (!verdict.applicable) throw notApplicable(await reasonOf(offers, rule, verdict));
  return { unitPrice: rule.price, specialPriceId: rule.id, freeProductVoucherId: null };
}

/**
 * A line added with a free-product voucher applies that voucher as the bag's promotion option
 * (clearing a voucher or points) and holds its quota; the line is free while it stays applied.
 */
async function priceFreeProduct(
  db: Kysely<Database>,
  ref: CartRef,
  lines: readonly PricedLine[],
  incoming: Incoming,
  rawId: string,
  now: Date,
): Promise<Decision> {
  const vouchers = createBagVouchersRepository(db);
  const id = /^[1-9][0-9]{0,15}$/.test(rawId) ? Number(rawId) : null;
  const voucher = id === null ? undefined : await vouchers.byId(id, ref.userId);
  if (!voucher) throw new AppError(422, 'voucher_not_found', 'voucher_not_found');
  if (
    voucher.discount_type !== 'free_product' ||
    voucher.free_combination_id !== incoming.combinationId
  ) {
    throw new AppError(422, 'voucher_free_product_mismatch', 'voucher_free_product_mismatch');
  }
  if (incoming.quantity > voucher.free_quantity) {
    throw new AppError(422, 'cart_quantity_limit', 'cart_quantity_limit', {
      limit: voucher.free_quantity,
    });
  }
  const carts = createPromotionCartsRepository(db);
  const cart = await carts.lock(ref.id);
  if (!cart) throw new AppError(404, 'promotion_cart_not_found', 'promotion_cart_not_found');
  const targets = await vouchers.targets([voucher.id]);
  const taken = await takeHold(db, {
    voucher,
    terms: termsOf(voucher, targets.get(voucher.id)),
    cart,
    lines,
    member: await memberStanding(db, cart.user_id),
    now,
  });
  if (!taken.ok) throw new AppError(422, taken.code, taken.code, taken.params ?? {});
  const after = await clearOptionsFor(
    db,
    cart,
    { kind: 'free_product', voucherId: String(voucher.id) },
    now,
  );
  if (after.free_product_voucher_id !== null && after.free_product_voucher_id !== voucher.id) {
    await createHoldsRepository(db).releaseHolds(cart.id, [after.free_product_voucher_id]);
  }
  await carts.update(cart.id, { free_product_voucher_id: voucher.id }, now);
  return { unitPrice: 0, specialPriceId: null, freeProductVoucherId: voucher.id };
}

/** `CartPromotions.priceSpecialLine`: a special-price line or a free-product line. */
export function priceSpecialLine(
  db: Kysely<Database>,
  cart: CartRef,
  lines: readonly PricedLine[],
  incoming: Incoming,
  now: Date,
): Promise<Decision> {
  const code = incoming.specialPriceVoucherCode?.trim();
  if (code) return priceSpecial(db, cart, lines, incoming, code, now);
  const voucherId = incoming.freeProductVoucherId?.trim();
  if (voucherId) return priceFreeProduct(db, cart, lines, incoming, voucherId, now);
  return Promise.reject(notApplicable(null));
}
