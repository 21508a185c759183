import { translate, type Locale, type MessageCode } from '@kilau/domain';
import { checkVoucher } from '@kilau/domain/vouchers';
import { AppError } from '../../../lib/app-error';
import type { CartRef, PricedLine } from '../cart-promotions';
import type { CartPromotionRow, PromotionCartsRepository } from './promotion-carts.repository';
import type { MemberStanding } from './holds';
import { assignmentOf, termsOf, toVoucherItem, type VoucherItem } from './bag-voucher-shape';
import type { HoldsRepository } from './holds.repository';
import type { OffersRepository } from './offers.repository';
import {
  type BagVouchersRepository,
  type VoucherListFilter,
  type VoucherRow,
} from './bag-vouchers.repository';

type Paging = { skip: number; limit: number };
type Viewer = { userId: number | null; locale: Locale };

const GUEST: MemberStanding = { isVerifiedPhone: false, verifiedOnly: false };

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/** Applied first, then usable ones, then the member's own, then the soonest to end. */
function byRelevance(a: VoucherItem, b: VoucherItem): number {
  return (
    Number(b.is_applied) - Number(a.is_applied) ||
    Number(b.is_eligible) - Number(a.is_eligible) ||
    Number(b.is_assigned) - Number(a.is_assigned) ||
    time(a.to_date) - time(b.to_date) ||
    a.id - b.id
  );
}

/**
 * The bag's voucher lists (000 §7): the member's own vouchers and the public ones, each with
 * its verdict for the bag (`is_eligible`, `reason`, `is_applied`) and what is left of its quota.
 */
export function createVoucherListing(deps: {
  vouchers: BagVouchersRepository;
  carts: PromotionCartsRepository;
  holds: HoldsRepository;
  offers: OffersRepository;
  /** The voucher toggle and the member's verified phone. */
  standing: (userId: number) => Promise<MemberStanding>;
  /** The cart core's pricing of the bag's lines. */
  priceBag: (cart: CartRef, now: Date) => Promise<PricedLine[]>;
  clock: () => Date;
}) {
  const { vouchers } = deps;

  /** The bag the verdicts are for: `cartId` (the member's), else their active bag. */
  async function bagOf(userId: number | null, cartId: number | null | undefined, now: Date) {
    if (userId === null) return { cart: null, lines: null };
    const carts = deps.carts;
    let cart: CartPromotionRow | undefined;
    if (cartId !== undefined) {
      cart = cartId === null ? undefined : await carts.ofMember(userId, cartId);
      if (!cart) throw new AppError(404, 'promotion_cart_not_found', 'promotion_cart_not_found');
    } else {
      cart = await carts.active(userId);
    }
    if (!cart) return { cart: null, lines: null };
    return { cart, lines: await deps.priceBag({ id: cart.id, userId }, now) };
  }

  async function judge(
    rows: VoucherRow[],
    viewer: Viewer,
    bag: { cart: CartPromotionRow | null; lines: PricedLine[] | null },
    now: Date,
  ): Promise<VoucherItem[]> {
    const ids = rows.map((row) => row.id);
    const [targets, usage, standing] = await Promise.all([
      vouchers.targets(ids),
      deps.holds.usage(ids, viewer.userId, bag.cart?.id ?? null, now),
      viewer.userId === null ? GUEST : deps.standing(viewer.userId),
    ]);
    const [names, freeItems] = await Promise.all([
      vouchers.ruleNames([...targets.values()]),
      deps.offers.giftItems(
        rows.flatMap((row) => (row.free_combination_id ? [row.free_combination_id] : [])),
      ),
    ]);
    const applied = new Set(
      bag.cart
        ? [bag.cart.voucher_id, bag.cart.free_product_voucher_id, bag.cart.paper_bag_voucher_id]
        : [],
    );
    return rows.map((row) => {
      const terms = termsOf(row, targets.get(row.id));
      const used = usage.get(row.id) ?? { total: 0, byMember: 0 };
      const verdict = checkVoucher(terms, {
        now,
        assignment: assignmentOf(row),
        ...standing,
        usage: used,
        ...(bag.lines ? { lines: bag.lines } : {}),
      });
      const reasonCode: MessageCode | null = verdict.ok ? null : verdict.code;
      return toVoucherItem({
        row,
        terms,
        names,
        // The remaining quota counts this bag's own hold too.
        used: used.total + (applied.has(row.id) ? 1 : 0),
        userId: viewer.userId,
        freeItem: row.free_combination_id ? freeItems.get(row.free_combination_id) : undefined,
        verdict: {
          is_eligible: verdict.ok,
          reason:
            reasonCode === null
              ? null
              : translate(reasonCode, viewer.locale, verdict.ok ? {} : (verdict.params ?? {})),
          reason_code: reasonCode,
          is_applied: applied.has(row.id),
          estimated_discount: verdict.ok && !row.is_special_paper_bag ? verdict.value.discount : 0,
        },
      });
    });
  }

  async function page(
    viewer: Viewer,
    filter: VoucherListFilter,
    paging: Paging,
    cartId?: number | null,
  ) {
    const now = deps.clock();
    const bag = await bagOf(viewer.userId, cartId, now);
    const rows = await vouchers.list(viewer.userId, filter, now);
    const items = (await judge(rows, viewer, bag, now)).sort(byRelevance);
    return { items: items.slice(paging.skip, paging.skip + paging.limit), total: items.length };
  }

  return {
    /** `GET /vouchers`: filter[cart_id], filter[discount_type], filter[is_active] (default true). */
    list(
      viewer: Viewer,
      query: Paging & {
        cartId?: number | null;
        discountType?: VoucherRow['discount_type'];
        isActive: boolean;
      },
    ) {
      return page(
        viewer,
        { discountType: query.discountType, active: query.isActive },
        query,
        query.cartId,
      );
    },

    /** `GET /category/:id/vouchers`: vouchers whose rules name the category or its family. */
    async forCategory(viewer: Viewer, categoryId: number, paging: Paging) {
      const family = await vouchers.categoryFamily(categoryId);
      if (!family) throw new AppError(404, 'category_not_found', 'category_not_found');
      return page(
        viewer,
        {
          active: true,
          paperBag: false,
          targets: { products: [], brands: [], categories: family, orUnscoped: false },
        },
        paging,
      );
    },

    /** `GET /vouchers/products/:id`: vouchers naming the product, its brand or categories, or nothing. */
    async forProduct(viewer: Viewer, productId: number, paging: Paging) {
      const product = await vouchers.productFacts(productId);
      if (!product) throw new AppError(404, 'product_not_found', 'product_not_found');
      return page(
        viewer,
        {
          active: true,
          paperBag: false,
          targets: {
            products: [productId],
            brands: [product.brandId],
            categories: product.categoryIds,
            orUnscoped: true,
          },
        },
        paging,
      );
    },

    /** `GET /vouchers/paper-bag`: the paper-bag voucher for this member's bag, or null. */
    async paperBag(viewer: Viewer) {
      const { items } = await page(viewer, { active: true, paperBag: true }, { skip: 0, limit: 1 });
      return items[0] ?? null;
    },
  };
}

export type VoucherListing = ReturnType<typeof createVoucherListing>;
