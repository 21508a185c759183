import { CATEGORY_TREE } from '../tables/categories';
import { CAMPAIGNS } from '../tables/campaigns';
import { FLASH_SALES, PROMOTIONS, SPECIAL_PRICE_CODES } from '../tables/promotions';
import type { Random } from '../random';
import { shopPrice } from '../text';
import type { ProductPlan } from './types';

export interface FlashSalePlan {
  name: string;
  window: readonly [number, number];
  items: { product: number; combination: number; price: number; quota: number; sold: number }[];
}

export type SpecialPriceScope = 'any' | 'brand' | 'category' | 'product';

export interface SpecialPricePlan {
  product: number;
  combination: number;
  voucherCode: string;
  price: number;
  quotaPerUser: number;
  minAmount: number | null;
  minQty: number | null;
  scope: SpecialPriceScope;
  window: readonly [number, number];
}

export interface MarketingPlan {
  flashSales: FlashSalePlan[];
  specialPrices: SpecialPricePlan[];
  /** Product indexes per promotion slug and per campaign section (`slug/title`). */
  promotionProducts: Record<string, number[]>;
  sectionProducts: Record<string, number[]>;
}

type Indexed = { product: ProductPlan; index: number };

const defaultOf = (product: ProductPlan) =>
  Math.max(
    0,
    product.combinations.findIndex((combination) => combination.isDefault),
  );

/** Regular products that can be bought now: in stock, not on pre-order. */
function sellable(products: readonly ProductPlan[]): Indexed[] {
  return products
    .map((product, index) => ({ product, index }))
    .filter(
      ({ product }) =>
        product.classification === null &&
        product.combinations.some((c) => c.stock > 0 && c.preorder === null),
    );
}

const parentOf = new Map(
  CATEGORY_TREE.flatMap((top) => top.children.map((child) => [child.name, top.name] as const)),
);

function matches(product: ProductPlan, pick: string): boolean {
  if (pick === 'discounted') return product.isSale;
  if (pick === 'under-100k') {
    const chosen = product.combinations[defaultOf(product)];
    return (chosen?.priceAfterDiscount ?? 0) < 100_000;
  }
  return product.leaf === pick || parentOf.get(product.leaf) === pick;
}

/** Flash sales, special prices and the products of promotions and campaign sections. */
export function planMarketing(random: Random, products: readonly ProductPlan[]): MarketingPlan {
  const pool = sellable(products);
  const byDemand = [...pool].sort((a, b) => b.product.totalSold - a.product.totalSold);
  const used = new Set<number>();

  const flashSales = FLASH_SALES.map((sale, n) => {
    const candidates = random.sample(
      byDemand.slice(0, 200).filter(({ index }) => !used.has(index)),
      sale.items,
    );
    return {
      name: sale.name,
      window: sale.window,
      items: candidates.map(({ product, index }, i) => {
        used.add(index);
        const combination = defaultOf(product);
        const base = product.combinations[combination]?.priceAfterDiscount ?? 0;
        const price = Math.min(base - 500, shopPrice(base * (0.55 + random.float() * 0.25)));
        const quota = random.pick([20, 30, 50, 75, 100]);
        const sold = n === 0 && i === 0 ? quota : random.int(0, Math.floor(quota * 0.9));
        return { product: index, combination, price, quota, sold };
      }),
    };
  });

  const scopes: SpecialPriceScope[] = ['any', 'brand', 'category', 'product'];
  const specialPrices = random
    .sample(
      pool.filter(({ index }) => !used.has(index)),
      SPECIAL_PRICE_CODES.length,
    )
    .map(({ product, index }, i) => {
      const combination = defaultOf(product);
      const base = product.combinations[combination]?.priceAfterDiscount ?? 0;
      return {
        product: index,
        combination,
        voucherCode: SPECIAL_PRICE_CODES[i] ?? `SPESIAL${i}`,
        price: Math.min(base - 500, shopPrice(base * (0.45 + random.float() * 0.2))),
        quotaPerUser: random.pick([1, 1, 2]),
        minAmount: i % 3 === 0 ? random.pick([150_000, 200_000, 250_000]) : null,
        minQty: i % 4 === 1 ? 2 : null,
        scope: scopes[i % scopes.length] ?? 'any',
        window: [-48, 240] as const,
      };
    });

  const promotionProducts: Record<string, number[]> = {};
  for (const promotion of PROMOTIONS) {
    const candidates = pool.filter(
      ({ product }) =>
        (promotion.category === null || matches(product, promotion.category)) &&
        (!promotion.onlyDiscounted || product.isSale),
    );
    promotionProducts[promotion.slug] = random
      .sample(candidates, random.int(12, 24))
      .map(({ index }) => index);
  }

  const sectionProducts: Record<string, number[]> = {};
  for (const campaign of CAMPAIGNS) {
    for (const section of campaign.sections) {
      const candidates = pool.filter(({ product }) => matches(product, section.pick));
      sectionProducts[`${campaign.slug}/${section.title}`] = random
        .sample(candidates, section.count)
        .map(({ index }) => index);
    }
  }

  return { flashSales, specialPrices, promotionProducts, sectionProducts };
}
