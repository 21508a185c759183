import type { Database } from '@kilau/db';
import type { MessageCode } from '@kilau/domain';
import { clampAppliedPoints, pointsValue } from '@kilau/domain/points';
import { giftsEarned } from '@kilau/domain/vouchers';
import type { Kysely } from 'kysely';
import {
  NO_PROMOTIONS,
  type AppliedVoucher,
  type CartPromotions,
  type CartPromotionSummary,
  type CartRef,
  type FreeProduct,
  type PricedLine,
} from '../cart-promotions';
import {
  createPromotionCartsRepository,
  type CartPromotionPatch,
  type CartPromotionRow,
} from './promotion-carts.repository';
import { keepHold } from './holds';
import { createOffersRepository, type GiftItem } from './offers.repository';
import { clearAll } from './clear-promotions';
import { createPointsRepository } from './points.repository';
import { priceSpecialLine } from './special-lines';
import { bagValue, memberStanding } from './member-standing';
import { appliedVoucherOf, termsOf } from './bag-voucher-shape';
import { createHoldsRepository } from './holds.repository';
import { createBagVouchersRepository, type VoucherRow } from './bag-vouchers.repository';

const freeProductOf = (
  item: GiftItem,
  quantity: number,
  source: FreeProduct['source'],
  voucherId: number | null,
): FreeProduct => ({
  product_id: String(item.product_id),
  combination_id: String(item.combination_id),
  name: item.name,
  brand: item.brand,
  image: item.image,
  quantity,
  source,
  voucher_id: voucherId === null ? null : String(voucherId),
});

type Slot = 'voucher_id' | 'free_product_voucher_id' | 'paper_bag_voucher_id';

/** Re-checks each applied voucher of a locked cart, keeping or re-taking its hold. */
async function keepVouchers(
  db: Kysely<Database>,
  cart: CartPromotionRow,
  lines: readonly PricedLine[],
  now: Date,
) {
  const slots = (['voucher_id', 'free_product_voucher_id', 'paper_bag_voucher_id'] as Slot[])
    .map((slot) => [slot, cart[slot]] as const)
    .filter((entry): entry is readonly [Slot, number] => entry[1] !== null);
  const kept = new Map<Slot, { row: VoucherRow; discount: number; shippingCap: number | null }>();
  const notices: MessageCode[] = [];
  const patch: CartPromotionPatch = {};
  if (slots.length === 0) return { kept, notices, patch };
  const vouchers = createBagVouchersRepository(db);
  const member = await memberStanding(db, cart.user_id);
  const targets = await vouchers.targets(slots.map(([, id]) => id));
  for (const [slot, id] of slots) {
    const row = await vouchers.byId(id, cart.user_id);
    const outcome = row
      ? await keepHold(db, {
          voucher: row,
          terms: termsOf(row, targets.get(id)),
          cart,
          lines,
          member,
          now,
        })
      : ({ ok: false, notice: 'voucher_dropped' } as const);
    if (outcome.ok && row) {
      kept.set(slot, { row, ...outcome.benefit });
    } else {
      if (!outcome.ok) notices.push(outcome.notice);
      await createHoldsRepository(db).releaseHolds(cart.id, [id]);
      patch[slot] = null;
    }
  }
  return { kept, notices, patch };
}

/**
 * The promotions seen from the cart core (design/the-bag.md): a summary on every read and change,
 * the price of special-price and free-product lines, and the release of everything when the bag is
 * emptied. All inside the core's transaction.
 */
/** Each call works in the transaction and at the time the core hands in: no dependencies. */
export function createCartPromotions(): CartPromotions {
  return {
    async summarize(tx, ref: CartRef, lines, now): Promise<CartPromotionSummary> {
      const carts = createPromotionCartsRepository(tx);
      const cart = await carts.lock(ref.id);
      if (!cart) return NO_PROMOTIONS;
      const { kept, notices, patch } = await keepVouchers(tx, cart, lines, now);

      let voucher: AppliedVoucher | null = null;
      let voucherDiscount = 0;
      let shippingDiscountCap: number | null = null;
      const applied = kept.get('voucher_id');
      if (applied) {
        voucher = appliedVoucherOf(applied.row);
        voucherDiscount = applied.discount;
        shippingDiscountCap = applied.shippingCap;
      }

      const freeProducts: FreeProduct[] = [];
      const wanted: number[] = [];
      const freeVoucher = kept.get('free_product_voucher_id');
      if (freeVoucher?.row.free_combination_id) wanted.push(freeVoucher.row.free_combination_id);
      const gifts = giftsEarned(
        (await createOffersRepository(tx).runningGifts(now)).map((gift) => ({
          ...gift,
          scope: { scope: gift.scope, ids: gift.scope_ids },
        })),
        lines,
      );
      wanted.push(...gifts.given.map((gift) => gift.combination_id));
      const items = await createOffersRepository(tx).giftItems(wanted);

      if (freeVoucher) {
        const { row } = freeVoucher;
        voucher = appliedVoucherOf(row);
        // A free line added with the voucher is priced by the core; the voucher pays for it.
        const line = lines.find((l) => l.isAppliedFreeProduct && l.freeProductVoucherId === row.id);
        if (line) {
          voucherDiscount = line.unitPrice * Math.min(line.quantity, row.free_quantity);
        } else {
          const item = row.free_combination_id ? items.get(row.free_combination_id) : undefined;
          if (item) freeProducts.push(freeProductOf(item, row.free_quantity, 'voucher', row.id));
        }
      }
      for (const gift of gifts.given) {
        const item = items.get(gift.combination_id);
        if (item) freeProducts.push(freeProductOf(item, gift.quantity, 'gift_with_purchase', null));
      }

      let pointsApplied = cart.points_applied;
      if (pointsApplied > 0) {
        const { keep, release } = clampAppliedPoints(pointsApplied, bagValue(lines));
        if (release > 0) {
          await createPointsRepository(tx).give(
            cart.user_id,
            release,
            'cart_release',
            cart.id,
            now,
          );
          patch.points_applied = keep;
          pointsApplied = keep;
          notices.push('points_clamped');
        }
      }
      await carts.update(cart.id, patch, now);

      const paperBag = kept.get('paper_bag_voucher_id');
      return {
        voucher,
        voucherDiscount,
        shippingDiscountCap,
        pointsApplied,
        pointsDiscount: pointsValue(pointsApplied),
        paperBagVoucherId: paperBag ? String(paperBag.row.id) : null,
        freeProducts,
        gwpErrorMessage: gifts.outOfStock.length > 0 ? 'gwp_out_of_stock' : null,
        notices,
      };
    },

    priceSpecialLine: (tx, ref, lines, incoming, now) =>
      priceSpecialLine(tx, ref, lines, incoming, now),

    holdsAny: (cart) =>
      cart.voucher_id != null ||
      cart.free_product_voucher_id != null ||
      cart.paper_bag_voucher_id != null ||
      Number(cart.points_applied ?? 0) > 0,

    async releaseAll(tx, ref, now) {
      const cart = await createPromotionCartsRepository(tx).lock(ref.id);
      if (cart) await clearAll(tx, cart, now);
    },
  };
}
