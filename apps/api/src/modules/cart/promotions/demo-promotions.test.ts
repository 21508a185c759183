import { DEMO_MEMBER_POINTS, seedDemoPromotions } from '@kilau/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../seed/demo-member';
import { FIXED_NOW } from '../../../test/build-test-app';
import { sessionOf, someIp } from '../../../test/members';
import { createCartPromotions } from './index';
import { bagWith, buildPromotionsApp, sellable } from '../../../test/promotions-bag';
import { priceCart } from '../index';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let demo: { id: number; inject: (url: string) => Promise<{ json(): { data: unknown } }> };
beforeAll(async () => {
  env = await buildPromotionsApp();
  const login = await env.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    remoteAddress: someIp(),
  });
  const cookies = { kilau_session: sessionOf(login)! };
  demo = {
    id: login.json().data.user.id,
    inject: (url) => env.app.inject({ url, cookies }),
  };
});
afterAll(async () => {
  await env?.close();
});

describe('the demo shop’s promotions (seeded with the demo catalogue)', () => {
  it('gives the demo member a ledger-backed beauty points balance', async () => {
    const res = await demo.inject('/api/cart/user/me/points');
    expect(res.json().data).toMatchObject({
      balance: DEMO_MEMBER_POINTS,
      point_value: 1_000,
      held: 0,
      ledger: [{ delta: DEMO_MEMBER_POINTS, reason: 'welcome_bonus', cart_id: null }],
    });
  });

  it('lists realistic public vouchers next to the member’s welcome voucher', async () => {
    const list = (await demo.inject('/api/cart/vouchers?limit=50')).json().data as Array<
      Record<string, unknown>
    >;
    const byCode = new Map(list.map((item) => [item.code, item]));
    expect(byCode.get('HEMAT25K')).toMatchObject({
      discount_type: 'amount',
      discount_info: { amount: 25_000 },
      rules: { order: { min_amount: 200_000 } },
      available_quota: 500,
      type: 'public',
    });
    expect(byCode.get('KIRANA15')).toMatchObject({
      discount_type: 'percentage',
      discount_info: { percentage: 15, max_discount: 50_000 },
      rules: { brands: [{ name: 'Kirana Glow' }] },
    });
    expect(byCode.get('SKINCARE10')).toMatchObject({
      rules: { categories: [{ name: 'Skincare' }] },
    });
    expect(byCode.get('GRATISONGKIR')).toMatchObject({
      discount_type: 'free_shipping',
      discount_info: { shipping_fee_discount: 20_000 },
    });
    expect(byCode.get('GRATISMASKER')).toMatchObject({
      discount_type: 'free_product',
      discount_info: { free_product: { name: 'Sheet Mask Hydrating (Hadiah)', quantity: 1 } },
    });
    expect(byCode.get('PAPERBAG')).toMatchObject({
      is_special_paper_bag: true,
      estimated_discount: 0,
    });
    expect(byCode.get('WELCOME25')).toMatchObject({ voucher_info: { header: 'WELCOME VOUCHER' } });
    const paperBag = (await env.app.inject({ url: '/api/cart/vouchers/paper-bag' })).json().data;
    expect(paperBag).toMatchObject({ code: 'PAPERBAG' });
  });

  it('gives the pouch with a bag of Rp 300.000 or more', async () => {
    const [line] = await sellable(env.db, { min: 100_000, max: 150_000 });
    const quantity = Math.ceil(300_000 / line!.price);
    const cartId = await bagWith(env.db, demo.id, [
      { combinationId: line!.combinationId, quantity },
    ]);
    const summary = await env.db.transaction().execute(async (tx) => {
      const ref = { id: cartId, userId: demo.id };
      return createCartPromotions().summarize(
        tx,
        ref,
        await priceCart(tx, ref, FIXED_NOW),
        FIXED_NOW,
      );
    });
    expect(summary.freeProducts).toEqual([
      expect.objectContaining({
        name: 'Pouch Kosmetik Eksklusif (Hadiah)',
        source: 'gift_with_purchase',
      }),
    ]);
  });

  it('seeds once', async () => {
    expect(await seedDemoPromotions(env.db, { now: FIXED_NOW })).toEqual({ seeded: false });
    const codes = await env.db
      .selectFrom('vouchers')
      .select('code')
      .where('code', '=', 'HEMAT25K')
      .execute();
    expect(codes).toHaveLength(1);
  });
});
