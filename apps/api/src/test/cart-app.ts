// Shared by the cart's API tests: the app on its own database, and demo-catalogue products
// with the traits a test needs, found by SQL (each test file takes distinct products).
import type { Database } from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import { sql, type Kysely } from 'kysely';
import type { App } from '../app';
import { buildTestApp } from './build-test-app';
import { registerMember } from './members';
import type { CartPromotions } from '../modules/cart';

export type Pick = {
  productId: number;
  combinationId: number;
  stock: number;
  price: number;
  priceAfterDiscount: number;
  maxLimit: number | null;
};

export async function cartTestApp(options: { promotions?: CartPromotions } = {}) {
  const database = await createTestDatabase();
  const app = await buildTestApp({ database, ...options });
  const db = database.db;
  return {
    app,
    db,
    products: catalogueFinder(db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type Member = Awaited<ReturnType<typeof registerMember>>;

/** A member with the cart calls at hand. */
export async function shopper(app: App) {
  const member = await registerMember(app);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'id',
  ) =>
    member.inject({
      method,
      url: `/api/cart${url}`,
      headers: { 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...member,
    call,
    add: (product: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      call('POST', '/carts', { product, ...extra }),
    cart: async () => (await call('GET', '/user/me/carts')).json().data,
    count: async () => (await call('GET', '/user/me/carts/count')).json().data.count as number,
  };
}

const PLAIN_PRODUCT = sql<boolean>`p.is_active and c.is_active and p.classification is null
  and not exists (select 1 from pack_items pi where pi.pack_product_id = p.id)
  and not exists (select 1 from preorder_rules pr where pr.combination_id = c.id)
  and not exists (select 1 from flash_sale_items fi where fi.combination_id = c.id)
  and not exists (select 1 from special_prices sp where sp.combination_id = c.id)`;

function catalogueFinder(db: Kysely<Database>) {
  const taken = new Set<number>([0]);
  async function one(where: ReturnType<typeof sql<boolean>>, what: string): Promise<Pick> {
    const { rows } = await sql<{
      product_id: number;
      combination_id: number;
      stock: number;
      price: number;
      price_after_discount: number;
      max_limit_per_order: number | null;
    }>`select p.id as product_id, c.id as combination_id, c.stock, c.price,
              c.price_after_discount, p.max_limit_per_order
         from products p join combinations c on c.product_id = p.id
        where ${where} and p.id not in (${sql.join([...taken])})
        order by p.id, c.position, c.id limit 1`.execute(db);
    const row = rows[0];
    if (!row) throw new Error(`the demo catalogue has no ${what} left`);
    taken.add(row.product_id);
    return {
      productId: row.product_id,
      combinationId: row.combination_id,
      stock: row.stock,
      price: row.price,
      priceAfterDiscount: row.price_after_discount,
      maxLimit: row.max_limit_per_order,
    };
  }

  return {
    /** An ordinary product: no pack, pre-order, flash sale or special price; no own cap. */
    plain: (minStock = 25) =>
      one(
        sql<boolean>`${PLAIN_PRODUCT} and c.stock >= ${minStock} and p.max_limit_per_order is null`,
        'plain product',
      ),
    /** An ordinary product whose own cap per order is below 20. */
    capped: () =>
      one(
        sql<boolean>`${PLAIN_PRODUCT} and c.stock >= 20 and p.max_limit_per_order < 20`,
        'capped product',
      ),
    /** A product with several active combinations (shades), both in stock. */
    async shaded() {
      const first = await one(
        sql<boolean>`${PLAIN_PRODUCT} and c.stock >= 25 and p.max_limit_per_order is null
          and (select count(*) from combinations o where o.product_id = p.id and o.is_active and o.stock >= 25) >= 2`,
        'product with shades',
      );
      const { rows } = await sql<{ id: number }>`select id from combinations
        where product_id = ${first.productId} and is_active and stock >= 25 and id <> ${first.combinationId}
        order by position, id limit 1`.execute(db);
      return { ...first, otherCombinationId: rows[0]?.id as number };
    },
    /** A pre-order combination with quota left (or a full one with `full`). */
    preorder: (options: { full?: boolean; notOn?: string; on?: string } = {}) =>
      one(
        sql<boolean>`p.is_active and c.is_active and exists (
          select 1 from preorder_rules pr where pr.combination_id = c.id and pr.is_active
            and ${options.full ? sql`pr.sold_quota >= pr.total_quota` : sql`pr.total_quota > pr.sold_quota + 5`}
            ${options.notOn ? sql`and pr.delivery_date <> ${options.notOn}::date` : sql``}
            ${options.on ? sql`and pr.delivery_date = ${options.on}::date` : sql``})`,
        'pre-order',
      ),
    /** A pack whose components all have stock. */
    pack: () =>
      one(
        sql<boolean>`p.is_active and c.is_active
          and exists (select 1 from pack_items pi where pi.pack_product_id = p.id)
          and not exists (select 1 from pack_items pi join combinations pc on pc.id = pi.combination_id
            where pi.pack_product_id = p.id and pc.stock < 10 * pi.quantity)`,
        'pack',
      ),
    egift: () =>
      one(sql<boolean>`p.is_active and c.is_active and p.classification = 'egift'`, 'e-gift'),
    gift: () =>
      one(
        sql<boolean>`p.is_active and c.is_active and p.classification = 'gwp_non_sellable'`,
        'gift with purchase',
      ),
    /** A combination in a flash sale running at the tests' clock, with quota left. */
    async flash() {
      const pick = await one(
        sql<boolean>`p.is_active and c.is_active and c.stock >= 5 and exists (
          select 1 from flash_sale_items fi join flash_sales fs on fs.id = fi.flash_sale_id
           where fi.combination_id = c.id and fs.is_active and fi.sold < fi.quota
             and fs.starts_at <= '2026-11-21T03:00:00Z' and fs.ends_at > '2026-11-21T03:00:00Z')`,
        'flash-sale item',
      );
      const { rows } = await sql<{ price: number }>`select min(fi.price) as price
        from flash_sale_items fi join flash_sales fs on fs.id = fi.flash_sale_id
        where fi.combination_id = ${pick.combinationId} and fs.is_active and fi.sold < fi.quota
          and fs.starts_at <= '2026-11-21T03:00:00Z' and fs.ends_at > '2026-11-21T03:00:00Z'`.execute(
        db,
      );
      return { ...pick, flashPrice: Number(rows[0]?.price) };
    },
  };
}

export const productBody = (pick: Pick, quantity = 1, extra: Record<string, unknown> = {}) => ({
  id: pick.productId,
  combination_id: String(pick.combinationId),
  quantity,
  ...extra,
});
