import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, productBody, shopper } from '../../test/cart-app';

let t: Awaited<ReturnType<typeof cartTestApp>>;
beforeAll(async () => {
  t = await cartTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('DELETE /user/me/carts/store (leaving self-checkout, issue 23)', () => {
  it('a guest gets 401 login_required', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/cart/user/me/carts/store' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'unauthorized' });
  });

  it("clears the bag's store and source and keeps its lines", async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    await member.add(productBody(pick, 2), { store_id: 5, source: 'sociolla_store' });
    expect(await member.cart()).toMatchObject({ store_id: 5, source: 'sociolla_store' });

    const res = await member.call('DELETE', '/user/me/carts/store');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ store_id: null, source: null });
    expect(res.json().data.products).toHaveLength(1);

    const cart = await member.cart();
    expect(cart).toMatchObject({ store_id: null, source: null });
    expect(cart.products).toHaveLength(1);
    expect(await member.count()).toBe(2);
  });

  it('without a bag answers the empty bag', async () => {
    const member = await shopper(t.app);
    const res = await member.call('DELETE', '/user/me/carts/store');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: null, products: [] });
  });
});
