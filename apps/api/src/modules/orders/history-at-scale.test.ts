import { SCALE_SHOPPER, seedScaleCatalogue, seedScaleOrders } from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';

// The bench's shopper (seed:scale --orders, ADR 0025): she signs in with the seeded password and
// her generated orders read as any order does, through the history's response schema.
let app: App;
beforeAll(async () => {
  const database = await createTestDatabase();
  await seedScaleCatalogue(database.db, { products: 60, now: FIXED_NOW });
  await seedScaleOrders(database.db, { orders: 200, shopperEvery: 10, now: FIXED_NOW });
  app = await buildTestApp({ database });
  app.addHook('onClose', () => database.close());
});
afterAll(async () => {
  await app?.close();
});

type Entry = {
  reference_code: string;
  created_at: string;
  state: { name: string };
  products: Array<{ name: string; quantity: number; total_price: number }>;
  state_histories: unknown[];
  price: number;
};

describe('the scale orders in a member history', () => {
  it('shows the shopper her twenty orders, newest first, with their lines and states', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login?transport=bearer',
      payload: { email: SCALE_SHOPPER.email, password: SCALE_SHOPPER.password },
    });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };

    const read = async (skip: number) => {
      const res = await app.inject({
        url: `/api/order/user/me/orders?skip=${skip}&limit=10&sort=-created_at`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { data: Entry[]; meta: { total: number } };
    };
    const [first, second] = [await read(0), await read(10)];
    expect(first.meta.total).toBe(20);
    const entries = [...first.data, ...second.data];
    expect(entries).toHaveLength(20);
    expect(new Set(entries.map((entry) => entry.reference_code)).size).toBe(20);
    const times = entries.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const entry of entries) {
      expect(entry.products.length).toBeGreaterThanOrEqual(1);
      expect(entry.products.every((line) => line.name.length > 0 && line.quantity > 0)).toBe(true);
      expect(entry.state_histories.length).toBeGreaterThanOrEqual(2);
      expect(entry.price).toBe(
        entry.products.reduce((sum, line) => sum + line.total_price, 0) + 15_000,
      );
    }
  });
});
