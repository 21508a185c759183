import { PRODUCT_LINES } from '../tables/lines';
import { Random } from '../random';
import { planMarketing, type MarketingPlan } from './plan-marketing';
import { planProduct, type PlanContext } from './products';
import { planBundles, planEgifts, planGifts } from './specials';
import type { ProductPlan } from './types';

/** Bump when the generated catalogue changes, so a seeded database can tell which one it has. */
export const DEMO_CATALOGUE_VERSION = 1;
const SEED = 0x6b696c61; // "kila"

export interface CataloguePlan {
  products: ProductPlan[];
  marketing: MarketingPlan;
}

let cached: CataloguePlan | undefined;

/** The whole demo catalogue as data: the same every time (it does not depend on the clock). */
export function planDemoCatalogue(): CataloguePlan {
  cached ??= buildPlan();
  return cached;
}

function buildPlan(): CataloguePlan {
  const random = new Random(SEED);
  const context: PlanContext = { taken: new Set(), slugs: new Set() };
  let serial = 0;
  const nextSerial = () => (serial += 1);

  const regular: ProductPlan[] = [];
  for (const line of PRODUCT_LINES) {
    for (let i = 0; i < line.count; i += 1) {
      regular.push(planProduct(random, line, nextSerial(), context));
    }
  }
  const products = random.shuffle(regular);
  addPreorders(new Random(SEED + 1), products);
  const specialsRandom = new Random(SEED + 2);
  products.push(
    ...planBundles(specialsRandom, products, context, nextSerial),
    ...planEgifts(specialsRandom, context, nextSerial),
    ...planGifts(specialsRandom, context, nextSerial),
  );
  addViews(new Random(SEED + 3), products);
  return { products, marketing: planMarketing(new Random(SEED + 4), products) };
}

/** ~3% of products sell on pre-order: no stock, a quota and a delivery date; one quota is full. */
function addPreorders(random: Random, products: ProductPlan[]) {
  const candidates = products.filter(
    (product) => product.top !== 'tools' && product.combinations.some((c) => c.stock > 0),
  );
  const chosen = random.sample(candidates, Math.round(products.length * 0.03));
  chosen.forEach((product, n) => {
    const deliveryInDays = random.pick([14, 21, 28]);
    for (const combination of product.combinations) {
      const totalQuota = random.int(20, 200);
      combination.stock = 0;
      combination.preorder = {
        totalQuota,
        soldQuota: n === 0 ? totalQuota : random.int(0, totalQuota - 5),
        deliveryInDays,
      };
    }
    product.isNew = true;
    product.publishedHoursAgo = random.int(2, 72);
  });
}

/** Views for the last three days: a long tail, and a few products trending today. */
function addViews(random: Random, products: ProductPlan[]) {
  for (const product of products) {
    if (product.classification === 'gwp_non_sellable' || !random.chance(0.6)) continue;
    const base = random.skewed(1, 400, 2.5);
    const day = () => Math.max(0, Math.round(base * (0.6 + random.float() * 0.8)));
    product.views = [day(), day(), day()];
  }
  const trending = random.sample(
    products.filter((product) => product.classification === null),
    8,
  );
  trending.forEach((product, rank) => {
    const peak = 3_000 - rank * 300;
    product.views = [peak + random.int(0, 150), Math.round(peak * 0.7), random.int(50, 300)];
  });
}
