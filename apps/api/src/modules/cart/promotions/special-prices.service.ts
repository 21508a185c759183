import type { SpecialPriceTile } from '@kilau/domain/cart';
import { evaluateSpecialPrice } from '@kilau/domain/catalog';
import { AppError } from '../../../lib/app-error';
import type { CartRef, PricedLine } from '../cart-promotions';
import type { CartPromotionRow, PromotionCartsRepository } from './promotion-carts.repository';
import type { OffersRepository } from './offers.repository';
import { specialUnitsInBag } from './special-lines';
import type { SpecialPriceListItem, SpecialPriceListing } from './types';

/**
 * The item carries its product's tile: always, since a special price's combination joins its
 * product (the catalogue spreads the tile in, so its type cannot say so).
 */
const hasTile = (item: SpecialPriceListItem): item is SpecialPriceTile => item.id !== undefined;

/**
 * `GET /special-prices` for the bag (000 §5, §7): the catalogue's special-price list, judged
 * with the member's bag — minimum amount and item count over the in-scope lines, and the
 * per-user quota over the member's ordered bags plus the active one. Guests (and a member who
 * passes only `final_amount`) are judged by the amount alone.
 */
export function createSpecialPricesService(deps: {
  carts: PromotionCartsRepository;
  offers: OffersRepository;
  /** The cart core's pricing of the bag's lines. */
  priceBag: (cart: CartRef, now: Date) => Promise<PricedLine[]>;
  clock: () => Date;
  listing: SpecialPriceListing;
}) {
  const { offers } = deps;
  return {
    async list(
      userId: number | null,
      query: { skip: number; limit: number; cartId?: number | null; finalAmount?: number },
    ) {
      const now = deps.clock();
      let cart: CartPromotionRow | undefined;
      if (userId !== null) {
        const carts = deps.carts;
        if (query.cartId !== undefined) {
          cart = query.cartId === null ? undefined : await carts.ofMember(userId, query.cartId);
          if (!cart)
            throw new AppError(404, 'promotion_cart_not_found', 'promotion_cart_not_found');
        } else if (query.finalAmount === undefined) {
          cart = await carts.active(userId);
        }
      }
      const lines: PricedLine[] | null = cart
        ? await deps.priceBag({ id: cart.id, userId: cart.user_id }, now)
        : null;
      const page = await deps.listing({ skip: query.skip, limit: query.limit }, async (rows) => {
        const ordered =
          userId === null
            ? null
            : await offers.specialPriceUnitsOrdered(
                userId,
                rows.map((row) => row.id),
              );
        const inBag = lines ? specialUnitsInBag(lines) : new Map<number, number>();
        return new Map(
          rows.map((row) => [
            row.id,
            evaluateSpecialPrice(row, {
              ...(lines ? { lines } : { finalAmount: query.finalAmount ?? 0 }),
              ...(ordered ? { used: (ordered.get(row.id) ?? 0) + (inBag.get(row.id) ?? 0) } : {}),
            }),
          ]),
        );
      });
      return { items: page.items.filter(hasTile), total: page.total };
    },
  };
}

export type SpecialPricesService = ReturnType<typeof createSpecialPricesService>;
