// Test support for the concurrency suites: products with several shades (combinations) to buy,
// many members with an address each, and bags of overlapping shade sets (issue 14, item 1).
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { App } from '../app';
import { addressOf, bagWith, firstDistrict, quickMembers, SHIPPING_FEE } from './orders';

export type Shade = { productId: number; combinationId: number; price: number };

/**
 * `products` plain products (no pack, pre-order, flash sale or special price) with at least
 * `shades` active combinations each, their shades in id order, every shade stocked `stock`.
 */
export async function shadedProducts(
  db: Kysely<Database>,
  options: { products: number; shades: number; stock: number },
): Promise<Shade[][]> {
  const { rows } = await sql<{ product_id: number; ids: number[]; prices: number[] }>`
    select c.product_id, array_agg(c.id order by c.id) as ids,
           array_agg(c.price_after_discount order by c.id) as prices
      from combinations c join products p on p.id = c.product_id
     where p.is_active and c.is_active and p.classification is null and c.price_after_discount > 0
       and not exists (select 1 from pack_items pi where pi.pack_product_id = p.id)
       and not exists (select 1 from preorder_rules r where r.combination_id = c.id)
       and not exists (select 1 from flash_sale_items fi where fi.combination_id = c.id)
       and not exists (select 1 from special_prices sp where sp.combination_id = c.id)
       -- shades nobody has ordered yet (the demo reviews' deliveries hold some): the tests'
       -- stock sums count every live order of a shade
       and not exists (select 1 from order_lines l where l.combination_id = c.id)
     group by c.product_id
    having count(*) >= ${options.shades}
     order by c.product_id
     limit ${options.products}`.execute(db);
  if (rows.length < options.products) throw new Error('the catalogue has too few shaded products');
  const products = rows.map((row) =>
    row.ids.slice(0, options.shades).map((id, i) => ({
      productId: row.product_id,
      combinationId: Number(id),
      price: Number(row.prices[i]),
    })),
  );
  const ids = products.flat().map((shade) => shade.combinationId);
  await db
    .updateTable('combinations')
    .set({ stock: options.stock })
    .where('id', 'in', ids)
    .execute();
  // The shop caps units per order by product; these tests buy one of each shade.
  await db
    .updateTable('products')
    .set({ max_limit_per_order: null })
    .where(
      'id',
      'in',
      products.map((shades) => shades[0]!.productId),
    )
    .execute();
  return products;
}

/**
 * Member `i`'s shade set in round `round`: 2 or 3 neighbouring shades of one product, so that
 * neighbours' sets overlap ({A,B}, {B,C,D}, {C,D}, …) — the shape that deadlocked placement.
 */
export function shadeSet(products: Shade[][], i: number, round: number): Shade[] {
  const shades = products[(i + round) % products.length]!;
  const size = 2 + ((i + round) % 2);
  const start = (i * 7 + round * 3) % (shades.length - size + 1);
  return shades.slice(start, start + size);
}

/** `count` members (session cookies), each with an address of their own. */
export async function crowd(env: { app: App; db: Kysely<Database> }, count: number) {
  const members = await quickMembers(env, count);
  const district = await firstDistrict(env.db);
  const addresses = await env.db
    .insertInto('addresses')
    .values(members.map((member) => addressOf(member.id, district)))
    .returning(['id', 'user_id'])
    .execute();
  const addressByUser = new Map(addresses.map((row) => [row.user_id, row.id]));
  return members.map((member) => ({ ...member, addressId: addressByUser.get(member.id)! }));
}

export type CrowdMember = Awaited<ReturnType<typeof crowd>>[number];

/** Fills the member's active bag with one of each shade, at their address; answers the call. */
export async function bagOfShades(db: Kysely<Database>, member: CrowdMember, shades: Shade[]) {
  const cartId = await bagWith(
    db,
    member.id,
    shades.map((shade) => ({ combinationId: shade.combinationId })),
  );
  await db
    .updateTable('carts')
    .set({ address_id: member.addressId })
    .where('id', '=', cartId)
    .execute();
  const goods = shades.reduce((sum, shade) => sum + shade.price, 0);
  return { cartId, total: goods + SHIPPING_FEE };
}

/** A deadlock or serialization failure that reached the shopper as a 500. */
export const isServerError = (res: { statusCode: number }) => res.statusCode >= 500;
