import type { Database } from '@kilau/db';
import { ID_PATTERN, translate, type Locale } from '@kilau/domain';
import { voucherCodeOf } from '@kilau/domain/vouchers';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { PricedLine } from '../cart-promotions';
import {
  createPromotionCartsRepository,
  type CartPromotionPatch,
  type CartPromotionRow,
} from './promotion-carts.repository';
import { takeHold } from './holds';
import { clearOptionsFor } from './clear-promotions';
import { promotionState } from './promotion-state';
import { memberStanding } from './member-standing';
import type { CartPricer, RunInTransaction } from './types';
import { termsOf } from './bag-voucher-shape';
import { createHoldsRepository } from './holds.repository';
import { createBagVouchersRepository, type VoucherRow } from './bag-vouchers.repository';

const cartEmpty = () => new AppError(422, 'cart_empty', 'cart_empty');
const cartNotFound = () =>
  new AppError(404, 'promotion_cart_not_found', 'promotion_cart_not_found');
const voucherNotFound = () => new AppError(422, 'voucher_not_found', 'voucher_not_found');

/** Ids arrive as strings (`_id`, `voucher_id`); anything not a positive integer matches nothing. */
export const idOf = (raw: string | number | null | undefined): number | null => {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  return ID_PATTERN.test(text) ? Number(text) : null;
};

/**
 * Redeeming and removing vouchers in the member's bag (000 §5, §7; design/the-bag.md
 * decisions 5, 7): each call locks the bag, prices it with the core's pricer, and takes or
 * releases holds in one transaction.
 */
export function createVoucherRedemption(deps: {
  /** Runs `work` in one transaction, retried on a conflict (`inTransaction`). */
  transaction: RunInTransaction;
  clock: () => Date;
  priceCart: CartPricer;
}) {
  /** Runs `work` on the member's locked bag with its priced lines. */
  function inBag<T>(
    userId: number,
    work: (
      tx: Kysely<Database>,
      cart: CartPromotionRow,
      lines: PricedLine[],
      now: Date,
    ) => Promise<T>,
  ): Promise<T> {
    return deps.transaction(async (tx) => {
      const now = deps.clock();
      const cart = await createPromotionCartsRepository(tx).lockActive(userId);
      if (!cart) throw cartEmpty();
      const lines = await deps.priceCart(tx, { id: cart.id, userId }, now);
      if (lines.length === 0) throw cartEmpty();
      return work(tx, cart, lines, now);
    });
  }

  /** Holds the voucher for the bag or answers the first rule it fails. */
  async function hold(
    tx: Kysely<Database>,
    cart: CartPromotionRow,
    lines: PricedLine[],
    voucher: VoucherRow,
    now: Date,
  ) {
    const targets = await createBagVouchersRepository(tx).targets([voucher.id]);
    const taken = await takeHold(tx, {
      voucher,
      terms: termsOf(voucher, targets.get(voucher.id)),
      cart,
      lines,
      member: await memberStanding(tx, cart.user_id),
      now,
    });
    if (!taken.ok) throw new AppError(422, taken.code, taken.code, taken.params ?? {});
    return taken.value;
  }

  async function applyPaperBag(
    tx: Kysely<Database>,
    cart: CartPromotionRow,
    lines: PricedLine[],
    voucher: VoucherRow,
    now: Date,
  ) {
    if (!voucher.is_special_paper_bag) {
      throw new AppError(422, 'voucher_not_paper_bag', 'voucher_not_paper_bag');
    }
    await hold(tx, cart, lines, voucher, now);
    if (cart.paper_bag_voucher_id !== null && cart.paper_bag_voucher_id !== voucher.id) {
      await createHoldsRepository(tx).releaseHolds(cart.id, [cart.paper_bag_voucher_id]);
    }
    await createPromotionCartsRepository(tx).update(
      cart.id,
      { paper_bag_voucher_id: voucher.id },
      now,
    );
    return promotionState(tx, { ...cart, paper_bag_voucher_id: voucher.id });
  }

  return {
    /**
     * `POST /user/me/carts/voucher {voucher_code}`: the code with all whitespace removed and
     * upper-cased; a free-product voucher becomes the bag's free-product option, a paper-bag
     * voucher its paper bag; any other clears points or a free-product voucher.
     */
    async apply(userId: number, rawCode: string | null | undefined, locale: Locale) {
      const code = voucherCodeOf(rawCode);
      if (!code.ok) {
        throw new AppError(
          422,
          'voucher_code_required',
          'voucher_code_required',
          {},
          { fields: { voucher_code: translate('voucher_code_required', locale) } },
        );
      }
      return inBag(userId, async (tx, cart, lines, now) => {
        const voucher = await createBagVouchersRepository(tx).byCode(code.value, userId);
        if (!voucher) throw voucherNotFound();
        if (voucher.is_special_paper_bag) return applyPaperBag(tx, cart, lines, voucher, now);
        const benefit = await hold(tx, cart, lines, voucher, now);
        const slot =
          voucher.discount_type === 'free_product' ? 'free_product_voucher_id' : 'voucher_id';
        const after = await clearOptionsFor(
          tx,
          cart,
          slot === 'voucher_id'
            ? { kind: 'voucher', code: voucher.code, id: String(voucher.id) }
            : { kind: 'free_product', voucherId: String(voucher.id) },
          now,
        );
        const previous = after[slot];
        if (previous !== null && previous !== voucher.id) {
          await createHoldsRepository(tx).releaseHolds(cart.id, [previous]);
        }
        await createPromotionCartsRepository(tx).update(cart.id, { [slot]: voucher.id }, now);
        const state = await promotionState(tx, { ...after, [slot]: voucher.id });
        return {
          ...state,
          voucher_discount: benefit.discount,
          shipping_discount_cap: benefit.shippingCap,
        };
      });
    },

    /**
     * `DELETE /user/me/carts/voucher {voucher_id, _id}`: releases the named voucher (the
     * voucher or free-product voucher when none is named). Idempotent: removing a voucher that
     * is not applied changes nothing.
     */
    remove(userId: number, body: { voucher_id?: string | null; _id?: string | null }) {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const cart = await createPromotionCartsRepository(tx).lockActive(userId);
        if (!cart || (body._id && idOf(body._id) !== cart.id)) throw cartNotFound();
        const named = body.voucher_id ? idOf(body.voucher_id) : null;
        const slots = (
          named === null
            ? (['voucher_id', 'free_product_voucher_id'] as const)
            : (['voucher_id', 'free_product_voucher_id', 'paper_bag_voucher_id'] as const)
        ).filter((slot) => cart[slot] !== null && (named === null || cart[slot] === named));
        const patch: CartPromotionPatch = {};
        for (const slot of slots) patch[slot] = null;
        await createHoldsRepository(tx).releaseHolds(
          cart.id,
          slots.map((slot) => cart[slot]),
        );
        await createPromotionCartsRepository(tx).update(cart.id, patch, now);
        return promotionState(tx, { ...cart, ...patch });
      });
    },

    /** `POST /user/me/carts/paper-bag {voucher_id}`: the paper bag, kept across other options. */
    applyPaperBag(userId: number, rawId: string) {
      return inBag(userId, async (tx, cart, lines, now) => {
        const id = idOf(rawId);
        const voucher =
          id === null ? undefined : await createBagVouchersRepository(tx).byId(id, userId);
        if (!voucher) throw voucherNotFound();
        return applyPaperBag(tx, cart, lines, voucher, now);
      });
    },

    /** `DELETE /user/me/carts/paper-bag`: releases the paper-bag voucher (idempotent). */
    removePaperBag(userId: number) {
      return deps.transaction(async (tx) => {
        const now = deps.clock();
        const cart = await createPromotionCartsRepository(tx).lockActive(userId);
        if (!cart) throw cartNotFound();
        await createHoldsRepository(tx).releaseHolds(cart.id, [cart.paper_bag_voucher_id]);
        await createPromotionCartsRepository(tx).update(
          cart.id,
          { paper_bag_voucher_id: null },
          now,
        );
        return promotionState(tx, { ...cart, paper_bag_voucher_id: null });
      });
    },
  };
}

export type VoucherRedemption = ReturnType<typeof createVoucherRedemption>;
