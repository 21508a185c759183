// The back office's dashboard (issue 18, docs/design/back-office.md "Dashboard"): figures from
// real orders, each block only for the roles that may see it, and the searches that found nothing.
import { LOW_STOCK_THRESHOLD } from '@kilau/domain/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersAppWithGoods, placeOrder, type SellableCombination } from '../../test/operator';
import { signedInStaff } from '../../test/staff';

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];

beforeAll(async () => {
  let all: SellableCombination[];
  ({ env, goods: all } = await ordersAppWithGoods({ count: 40 }));
  // Products nobody has ordered (the demo reviews' deliveries hold some), so a product's units
  // in the top list are this test's own.
  const ordered = new Set(
    (await env.db.selectFrom('order_lines').select('product_id').distinct().execute()).map((row) =>
      Number(row.product_id),
    ),
  );
  goods = all.filter((item) => !ordered.has(item.productId)).slice(0, 4);
  expect(goods).toHaveLength(4);
});
afterAll(async () => {
  await env?.close();
});

const staffOf = (role: Parameters<typeof signedInStaff>[2]) =>
  signedInStaff(env.app, env.db, role, () => env.clock.now);

type Dashboard = {
  today: string;
  sales?: {
    today: { orders: number; revenue: number };
    week: { orders: number; revenue: number };
    days: Array<{ day: string; orders: number; revenue: number }>;
  };
  waiting?: Record<'payment_to_check' | 'to_pick' | 'to_pack' | 'to_ship', number>;
  low_stock?: {
    threshold: number;
    out_of_stock: number;
    items: Array<{ sku: string; stock: number }>;
  };
  top_products?: { last_7_days: Array<{ product_id: number; units: number }> };
  search_misses?: Array<{ term: string; count: number }>;
};

async function dashboardOf(staff: Awaited<ReturnType<typeof staffOf>>): Promise<Dashboard> {
  const res = await staff.inject({ url: '/api/admin/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Dashboard;
}

describe('the dashboard', () => {
  it('counts paid orders and revenue on the WIB day, and the orders waiting for each action', async () => {
    const operations = await staffOf('operations');
    const before = await dashboardOf(operations);
    expect(before.today).toBe('2026-11-21');
    expect(before.sales!.days).toHaveLength(14);
    expect(before.sales!.days.at(-1)!.day).toBe('2026-11-21');

    const move = async (reference: string, states: string[]) => {
      for (const state of states) {
        const res = await operations.inject({
          method: 'POST',
          url: `/api/admin/orders/${reference}/advance`,
          payload: { state },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    const paid = await placeOrder(env, goods[0]!, 3);
    await move(paid.order.reference_code, ['payment-accepted']);
    const picking = await placeOrder(env, goods[1]!, 1);
    await move(picking.order.reference_code, ['payment-accepted', 'verified', 'picking']);
    // Unpaid: counted nowhere.
    await placeOrder(env, goods[2]!, 1);
    // A transfer receipt sent and not yet decided on.
    const receipt = await placeOrder(env, goods[3]!, 1);
    const { id } = await env.db
      .updateTable('orders')
      .set({ state_id: 3 })
      .where('reference_code', '=', receipt.order.reference_code)
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db
      .insertInto('order_payment_confirmations')
      .values({
        order_id: id,
        bank_name: 'BCA',
        account_name: 'Sari',
        receipt_key: 'receipts/x.webp',
        receipt_content_type: 'image/webp',
        created_at: env.clock.now,
      })
      .execute();

    const after = await dashboardOf(operations);
    const revenue = paid.order.total_paid + picking.order.total_paid;
    expect(after.sales!.today.orders - before.sales!.today.orders).toBe(2);
    expect(after.sales!.today.revenue - before.sales!.today.revenue).toBe(revenue);
    expect(after.sales!.week.revenue - before.sales!.week.revenue).toBe(revenue);
    expect(after.sales!.days.at(-1)!.revenue - before.sales!.days.at(-1)!.revenue).toBe(revenue);
    const waited = (key: keyof NonNullable<Dashboard['waiting']>) =>
      after.waiting![key] - before.waiting![key];
    expect([waited('payment_to_check'), waited('to_pick'), waited('to_pack')]).toEqual([1, 1, 1]);
    expect(waited('to_ship')).toBe(0);
    // Orders people see no catalogue blocks.
    expect(after.low_stock).toBeUndefined();
    expect(after.top_products).toBeUndefined();
    expect(after.search_misses).toBeUndefined();

    const merchandiser = await dashboardOf(await staffOf('merchandiser'));
    expect(merchandiser.sales).toBeUndefined();
    expect(merchandiser.waiting).toBeUndefined();
    expect(merchandiser.top_products!.last_7_days).toContainEqual(
      expect.objectContaining({ product_id: goods[0]!.productId, units: 3 }),
    );
  });

  it('shows only the day to a role with neither orders nor catalogue', async () => {
    const content = await dashboardOf(await staffOf('content'));
    expect(content).toEqual({ today: '2026-11-21' });
  });

  it('lists combinations low on stock and the searches that found nothing', async () => {
    // Only ours is low (the seed has a few low ones of its own).
    await env.db
      .updateTable('combinations')
      .set({ stock: 50 })
      .where('stock', '>', 0)
      .where('stock', '<', 5)
      .execute();
    const low = await env.db
      .updateTable('combinations')
      .set({ stock: 2 })
      .where('id', '=', goods[3]!.combinationId)
      .returning('sku')
      .executeTakeFirstOrThrow();
    for (const q of ['zzqxwv', 'ZZQXWV ', 'Zzqxwv']) {
      const res = await env.app.inject({
        url: `/api/catalog/v3/search?q=${encodeURIComponent(q)}`,
      });
      expect(res.json().meta.total).toBe(0);
    }
    // A later page of the same miss is not a second search.
    await env.app.inject({ url: '/api/catalog/v3/search?q=zzqxwv&page=2' });

    const merchandiser = await dashboardOf(await staffOf('merchandiser'));
    expect(merchandiser.low_stock!.items).toContainEqual(
      expect.objectContaining({ sku: low.sku, stock: 2 }),
    );
    expect(
      merchandiser.low_stock!.items.every(
        (item) => item.stock > 0 && item.stock <= LOW_STOCK_THRESHOLD,
      ),
    ).toBe(true);
    expect(merchandiser.low_stock!.out_of_stock).toBeGreaterThan(0);
    expect(merchandiser.search_misses).toContainEqual({ term: 'zzqxwv', count: 3 });
    const stored = await env.db.selectFrom('search_misses').selectAll().execute();
    expect(stored.map((row) => row.term_normalized)).toEqual(['zzqxwv']);
  });
});
