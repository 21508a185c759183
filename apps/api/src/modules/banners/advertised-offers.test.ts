import type { BannerOffer, BannerView } from '@kilau/domain/engagement';
import { FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members';
import { bagWith, buildPromotionsApp, sellable } from '../../test/promotions-bag';

/** Every placement the storefront shows a banner in. */
const PLACEMENTS = [
  'home',
  'top_banners',
  'promo_text_banner',
  'top_middle_banner',
  'flexible_banner',
  'floating_banners',
  'popup_banner',
  'searchbar_promo_text',
];

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
let banners: BannerView[];
beforeAll(async () => {
  env = await buildPromotionsApp();
  const res = await env.app.inject({
    url: `/api/banners/all?locations=${PLACEMENTS.join(',')}`,
  });
  expect(res.statusCode).toBe(200);
  banners = Object.values(res.json().data as Record<string, BannerView[]>).flat();
});
afterAll(async () => {
  await env?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;

/** The member's bag, holding at least `min` of ordinary goods (one product, several pieces). */
async function bagOfAtLeast(who: Member, min: number) {
  const [goods] = await sellable(env.db, { min: 50_000, max: 150_000 });
  const quantity = Math.max(1, Math.ceil(min / goods!.price));
  await bagWith(env.db, who.id, [{ combinationId: goods!.combinationId, quantity }]);
  return goods!.price * quantity;
}

const apply = (who: Member, code: string) =>
  who.inject({
    method: 'POST',
    url: '/api/cart/user/me/carts/voucher',
    payload: { voucher_code: code },
  });

/** The discount the banner's words promise for a bag of `subtotal`. */
const promised = (offer: BannerOffer, subtotal: number) =>
  offer.discount_type === 'percentage'
    ? Math.min(Math.floor((subtotal * offer.percentage!) / 100), offer.max_discount ?? Infinity)
    : offer.amount;

const withOffer = (kind: BannerOffer['kind']) =>
  banners.filter((banner) => banner.offer?.kind === kind);

describe('what the banners advertise is what the bag does', () => {
  it('no banner names a code, an amount or a condition in its own copy', () => {
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const copy = `${banner.title} ${banner.subtitle}`;
      expect(copy, banner.title).not.toMatch(/Rp\s?\d|\d\s?%|\d+\s?rb\b|\b[A-Z]{3,}\d+[A-Z\d]*\b/i);
    }
  });

  it('no promotion names a discount, cashback or price its data does not keep', async () => {
    const res = await env.app.inject({ url: '/api/catalog/v3/promotions?limit=50' });
    expect(res.statusCode).toBe(200);
    const promotions = res.json().data as Array<{ name: string; description?: string | null }>;
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      const copy = `${promotion.name} ${promotion.description ?? ''}`;
      expect(copy, promotion.name).not.toMatch(/Rp\s?\d|\d\s?%|gratis \d|beli \d/i);
    }
  });

  it('the advertised codes, each applied in a bag that meets its minimum, give the advertised amount', async () => {
    const coded = banners.filter((banner) => banner.offer?.code);
    expect(coded.length).toBeGreaterThan(0);
    for (const banner of coded) {
      const offer = banner.offer!;
      const who = await registerMember(env.app);
      const subtotal = await bagOfAtLeast(who, offer.min_amount);
      const res = await apply(who, offer.code!);
      expect(res.statusCode, `${offer.code}: ${res.body}`).toBe(200);
      const state = res.json().data;
      expect(state.voucher_code).toBe(offer.code);
      if (offer.discount_type === 'free_shipping') {
        expect(state.shipping_discount_cap).toBe(offer.max_discount);
      } else {
        expect(state.voucher_discount).toBe(promised(offer, subtotal));
      }
    }
  });

  it('below the advertised minimum the bag refuses the code with the minimum', async () => {
    for (const banner of banners.filter((b) => b.offer?.code && b.offer.min_amount > 0)) {
      const who = await registerMember(env.app);
      const [goods] = await sellable(env.db, { min: 10_000, max: banner.offer!.min_amount - 1 });
      await bagWith(env.db, who.id, [{ combinationId: goods!.combinationId, quantity: 1 }]);
      expect((await apply(who, banner.offer!.code!)).json()).toMatchObject({
        errorCode: 'voucher_min_amount',
      });
    }
  });

  it('the new-member strip advertises the voucher registration really gives, and it works', async () => {
    const [strip] = withOffer('welcome_voucher');
    expect(strip).toBeDefined();
    const offer = strip!.offer!;
    const who = await registerMember(env.app);
    const mine = (await who.inject({ url: '/api/users/me/vouchers' })).json().data as Array<{
      code: string;
      amount: number | null;
      min_amount: number;
    }>;
    const welcome = mine.find((voucher) => voucher.amount === offer.amount);
    expect(welcome).toMatchObject({ amount: offer.amount, min_amount: offer.min_amount });
    const subtotal = await bagOfAtLeast(who, offer.min_amount);
    const res = await apply(who, welcome!.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.voucher_discount).toBe(promised(offer, subtotal));
  });

  it('the free-shipping strip names the limit the bag and checkout use', async () => {
    const [strip] = withOffer('free_shipping');
    expect(strip!.offer!.min_amount).toBe(FREE_SHIPPING_LIMIT);
    const who = await registerMember(env.app);
    await bagOfAtLeast(who, strip!.offer!.min_amount);
    const bag = (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;
    expect(bag.totals.free_shipping.qualifies).toBe(true);
  });

  it('a banner whose voucher has ended is not shown', async () => {
    const [banner] = banners.filter((b) => b.offer?.code);
    const code = banner!.offer!.code!;
    await env.db
      .updateTable('vouchers')
      .set({ is_active: false })
      .where('code', '=', code)
      .execute();
    try {
      // A fresh placement list: the banners' cache is keyed by the placements asked for.
      const res = await env.app.inject({ url: `/api/banners/all?locations=${banner!.location}` });
      const shown = (res.json().data[banner!.location] as BannerView[]).map((b) => b.id);
      expect(shown).not.toContain(banner!.id);
    } finally {
      await env.db
        .updateTable('vouchers')
        .set({ is_active: true })
        .where('code', '=', code)
        .execute();
    }
  });
});
