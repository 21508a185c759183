import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressIn,
  bagWith,
  feesOf,
  ordinaryGoods,
  shipper,
  shippingTestApp,
  type Goods,
} from '../../test/shipping-app';

const JAKARTA_SELATAN = '31.74';
const KOTA_BEKASI = '32.75';
const KOTA_BANDUNG = '32.73';
const KEPULAUAN_SERIBU = '31.01';

let env: Awaited<ReturnType<typeof shippingTestApp>>;
let cheap: Goods[];
beforeAll(async () => {
  env = await shippingTestApp();
  cheap = await ordinaryGoods(env.db, 50_000, 120_000);
});
afterAll(async () => {
  await env?.close();
});

/** A member with an address in `regency` and a bag of one item of `grams` (below the limit). */
async function shopperWithBag(regency = JAKARTA_SELATAN, grams = 800, goods = cheap[0]!) {
  const who = await shipper(env.app);
  const addressId = await addressIn(env.db, who.id, regency);
  const cartId = await bagWith(env.db, who.id, [{ goods, grams }]);
  return { who, addressId, cartId };
}
const selectionOf = (cartId: number) =>
  env.db.selectFrom('cart_shippings').selectAll().where('cart_id', '=', cartId).executeTakeFirst();

describe('members only', () => {
  it.each([
    ['GET', '/api/shipping/user/me/shippings?filter[address_id]=1'],
    ['GET', '/api/shipping/user/me/shippings'],
    ['POST', '/api/shipping/user/me/shippings'],
  ] as const)('%s %s answers 401 for guests, before validating', async (method, url) => {
    const res = await env.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'unauthorized' });
  });
});

describe('GET /api/shipping/user/me/shippings', () => {
  it('lists every service for a Jakarta address, priced for the bag', async () => {
    const { who, addressId } = await shopperWithBag();
    const res = await who.quotes({ address_id: addressId, total_amount_after_discount: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 200, total: 6 });
    expect(feesOf(body.data)).toEqual({
      jne_reg: [10_000, 0, 10_000],
      jne_yes: [18_000, 0, 18_000],
      sicepat_reg: [9_500, 0, 9_500],
      jnt_ez: [9_500, 0, 9_500],
      anteraja_reg: [9_000, 0, 9_000],
      same_day: [18_000, 0, 18_000],
    });
    expect(body.data[0]).toEqual({
      _id: 'jne_reg',
      code: 'jne_reg',
      name: 'JNE REG',
      service_name: 'REG',
      shipping_type: 'regular',
      shipping_type_label: 'Reguler',
      carrier: {
        code: 'jne',
        name: 'JNE',
        logo: '/api/shipping/carriers/jne/logo.svg',
        can_track: true,
      },
      fee: 10_000,
      discount: 0,
      fee_after_discount: 10_000,
      is_free: false,
      discount_source: null,
      // The tests' clock is Saturday 10:00 WIB, before every cut-off.
      eta: {
        min_days: 1,
        max_days: 2,
        arrives_from: '2026-11-22',
        arrives_to: '2026-11-23',
        text: 'Estimasi tiba 1-2 hari',
      },
      weight_grams: 800,
      billed_weight_kg: 1,
      is_selected: false,
    });
    expect(body.data.find((q: { code: string }) => q.code === 'same_day').eta.text).toBe(
      'Tiba hari ini',
    );
  });

  it('answers in English', async () => {
    const { who, addressId } = await shopperWithBag();
    const res = await who.quotes({ address_id: addressId, shipping_type: 'same_day' }, 'en');
    expect(res.json().data).toMatchObject([
      { code: 'same_day', shipping_type_label: 'Same day', eta: { text: 'Arrives today' } },
    ]);
  });

  it.each([
    ['Bekasi is Greater Jakarta (same day served)', KOTA_BEKASI, 'all', 6, 10_000, '1-2'],
    ['Bandung: no same day, dearer and slower', KOTA_BANDUNG, 'all', 5, 14_000, '2-3'],
    ['Bandung has no same-day service', KOTA_BANDUNG, 'same_day', 0, null, null],
    [
      'Kepulauan Seribu (a regency override): regular only',
      KEPULAUAN_SERIBU,
      'all',
      3,
      24_000,
      '3-5',
    ],
    ['express only', JAKARTA_SELATAN, 'express', 1, null, null],
    ['regular only', JAKARTA_SELATAN, 'regular', 4, 10_000, '1-2'],
  ])('%s', async (_rule, regency, type, count, jneReg, days) => {
    const { who, addressId } = await shopperWithBag(regency);
    const res = await who.quotes({ address_id: addressId, shipping_type: type });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ code: string; fee: number; eta: { text: string } }>;
    expect(data).toHaveLength(count);
    const reg = data.find((quote) => quote.code === 'jne_reg');
    expect(reg?.fee ?? null).toBe(jneReg);
    if (days) expect(reg?.eta.text).toBe(`Estimasi tiba ${days} hari`);
  });

  it('Papua Pegunungan: the dearest and slowest, with fewer carriers', async () => {
    const regency = await env.db
      .selectFrom('regencies')
      .select('code')
      .where('province_code', '=', '95')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const { who, addressId } = await shopperWithBag(regency.code);
    const data = (await who.quotes({ address_id: addressId })).json().data;
    expect(feesOf(data)).toEqual({
      jne_reg: [150_000, 0, 150_000],
      sicepat_reg: [142_500, 0, 142_500],
      jnt_ez: [145_500, 0, 145_500],
    });
    expect(data[0].eta).toMatchObject({ min_days: 7, max_days: 14 });
  });

  it.each([
    [1_300, 1, 10_000],
    [1_301, 2, 20_000],
    [2_300, 2, 20_000],
    [4_750, 5, 50_000],
  ])('a %s g parcel is billed %s kg (JNE REG Rp %s)', async (grams, kg, fee) => {
    const { who, addressId } = await shopperWithBag(JAKARTA_SELATAN, grams, cheap[1]!);
    const reg = (await who.quotes({ address_id: addressId, shipping_type: 'regular' })).json()
      .data[0];
    expect(reg).toMatchObject({ code: 'jne_reg', weight_grams: grams, billed_weight_kg: kg, fee });
  });

  it('weighs every line: weight × quantity', async () => {
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    await bagWith(env.db, who.id, [
      { goods: cheap[2]!, quantity: 3, grams: 400 },
      { goods: cheap[3]!, quantity: 2, grams: 250 },
    ]);
    const reg = (await who.quotes({ address_id: addressId })).json().data[0];
    expect(reg).toMatchObject({ weight_grams: 1_700, billed_weight_kg: 2, fee: 20_000 });
  });

  it('a pack added through the cart weighs its components, not itself', async () => {
    const pack = await env.db
      .selectFrom('products as p')
      .innerJoin('combinations as c', 'c.product_id', 'p.id')
      .select(['p.id as productId', 'c.id as combinationId'])
      .where('p.is_active', '=', true)
      .where('c.is_active', '=', true)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('pack_items as pi')
            .select('pi.combination_id')
            .whereRef('pi.pack_product_id', '=', 'p.id'),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('pack_items as pi')
              .innerJoin('combinations as pc', 'pc.id', 'pi.combination_id')
              .select('pi.combination_id')
              .whereRef('pi.pack_product_id', '=', 'p.id')
              .where('pc.stock', '<', 10),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const items = await env.db
      .selectFrom('pack_items')
      .select(['combination_id', 'quantity'])
      .where('pack_product_id', '=', pack.productId)
      .execute();
    await env.db
      .updateTable('combinations')
      .set({ weight_grams: 5_000 })
      .where('id', '=', pack.combinationId)
      .execute();
    await env.db
      .updateTable('combinations')
      .set({ weight_grams: 150 })
      .where(
        'id',
        'in',
        items.map((item) => item.combination_id),
      )
      .execute();
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    const added = await who.inject({
      method: 'POST',
      url: '/api/cart/carts',
      payload: {
        product: {
          id: pack.productId,
          combination_id: String(pack.combinationId),
          quantity: 2,
          is_pack: true,
        },
      },
    });
    expect(added.statusCode).toBe(200);
    const grams = 2 * items.reduce((sum, item) => sum + 150 * item.quantity, 0);
    const reg = (await who.quotes({ address_id: addressId })).json().data[0];
    expect(reg).toMatchObject({ code: 'jne_reg', weight_grams: grams });
  });

  it('from Rp 200.000 after discounts the cheapest regular service is free, others pay the difference', async () => {
    const goods = cheap[4]!;
    const quantity = Math.ceil(200_000 / goods.price);
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    await bagWith(env.db, who.id, [{ goods, quantity, grams: 100 }]);
    // The caller's amount does not count: the bag's own does.
    const data = (
      await who.quotes({ address_id: addressId, total_amount_after_discount: 0 })
    ).json().data;
    expect(feesOf(data)).toEqual({
      jne_reg: [10_000, 9_000, 1_000],
      jne_yes: [18_000, 9_000, 9_000],
      sicepat_reg: [9_500, 9_000, 500],
      jnt_ez: [9_500, 9_000, 500],
      anteraja_reg: [9_000, 9_000, 0],
      same_day: [18_000, 9_000, 9_000],
    });
    expect(data.find((q: { code: string }) => q.code === 'anteraja_reg')).toMatchObject({
      is_free: true,
      discount_source: 'free_shipping_limit',
    });
  });

  it('a free-shipping voucher in the bag takes up to its cap off each fee', async () => {
    const { who, addressId } = await shopperWithBag(JAKARTA_SELATAN, 800, cheap[5]!);
    const code = `ONGKIR${who.id}`;
    await env.db
      .insertInto('vouchers')
      .values({
        code,
        name: 'Gratis Ongkir 15rb',
        discount_type: 'free_shipping',
        amount: null,
        percentage: null,
        max_discount: 15_000,
        starts_at: null,
        ends_at: null,
        valid_days: null,
        quota_total: null,
        image: null,
      } as never)
      .execute();
    const applied = await who.inject({
      method: 'POST',
      url: '/api/cart/user/me/carts/voucher',
      payload: { voucher_code: code },
    });
    expect(applied.statusCode).toBe(200);
    const data = (await who.quotes({ address_id: addressId })).json().data;
    expect(feesOf(data)).toEqual({
      jne_reg: [10_000, 10_000, 0],
      jne_yes: [18_000, 15_000, 3_000],
      sicepat_reg: [9_500, 9_500, 0],
      jnt_ez: [9_500, 9_500, 0],
      anteraja_reg: [9_000, 9_000, 0],
      same_day: [18_000, 15_000, 3_000],
    });
    expect(data[1].discount_source).toBe('voucher');
  });

  it('without a bag: a one-kilogram parcel worth the caller’s amount', async () => {
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    const below = (
      await who.quotes({ address_id: addressId, total_amount_after_discount: 150_000 })
    ).json().data;
    expect(below[0]).toMatchObject({ fee: 10_000, discount: 0, billed_weight_kg: 1 });
    const above = (
      await who.quotes({ address_id: addressId, total_amount_after_discount: 250_000 })
    ).json().data;
    expect(feesOf(above).anteraja_reg).toEqual([9_000, 9_000, 0]);
  });

  it("another member's address answers 404", async () => {
    const owner = await shopperWithBag();
    const other = await shipper(env.app);
    const res = await other.quotes({ address_id: owner.addressId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      errorCode: 'address_not_found',
      message: 'Alamat tidak ditemukan.',
    });
    expect((await other.quotes({ address_id: 987_654_321 })).statusCode).toBe(404);
  });

  it.each([
    ['no address', {}, 'filter[address_id]', 'Data belum diisi', 'This field is required'],
    ['a bad address id', { address_id: 'rumah' }, 'filter[address_id]', 'ID tidak valid', null],
    [
      'an unknown shipping type',
      { address_id: 1, shipping_type: 'instant' },
      'filter[shipping_type]',
      'Jenis pengiriman tidak valid',
      'The shipping type is not valid',
    ],
    [
      'a negative amount',
      { address_id: 1, total_amount_after_discount: -1 },
      'filter[total_amount_after_discount]',
      'Total belanja harus berupa bilangan bulat 0 atau lebih',
      'The order total must be a whole number of 0 or more',
    ],
  ])('422 for %s, field by field', async (_case, query, field, id, en) => {
    const who = await shipper(env.app);
    const res = await who.quotes(query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      data: { fields: { [field]: id } },
    });
    if (en) {
      const english = await who.quotes(query, 'en');
      expect(english.json().data.fields[field]).toBe(en);
    }
  });
});

describe('checkout starts from the cheapest service, as the bag promised', () => {
  type Method = { code: string; is_selected: boolean; fee_after_discount: number };
  const bagOf = async (who: Awaited<ReturnType<typeof shipper>>) =>
    (await who.inject({ url: '/api/cart/user/me/carts' })).json().data;

  it.each([
    { case: 'below Rp 200.000: the cheapest fee, and the bag says how much is missing', reach: 0 },
    { case: 'from Rp 200.000: free, as the bag says', reach: 200_000 },
  ])('$case', async ({ reach }) => {
    const goods = cheap[5]!;
    const quantity = Math.max(1, Math.ceil(reach / goods.price));
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    const cartId = await bagWith(env.db, who.id, [{ goods, quantity, grams: 100 }]);
    const bag = await bagOf(who);

    const data: Method[] = (await who.quotes({ address_id: addressId })).json().data;
    const selected = data.filter((method) => method.is_selected);
    expect(selected.map((method) => method.code)).toEqual(['anteraja_reg']);
    const cheapest = Math.min(...data.map((method) => method.fee_after_discount));
    expect(selected[0]!.fee_after_discount).toBe(cheapest);
    // What the bag said is what checkout does.
    expect(bag.totals.free_shipping.qualifies).toBe(reach > 0);
    expect(selected[0]!.fee_after_discount === 0).toBe(bag.totals.free_shipping.qualifies);
    // Stored as the bag's choice, on the address listed.
    expect(await selectionOf(cartId)).toMatchObject({
      address_id: addressId,
      service_code: 'anteraja_reg',
    });
    const cart = await env.db
      .selectFrom('carts')
      .select('address_id')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart.address_id).toBe(addressId);
  });

  it('a service the shopper chose stays chosen', async () => {
    const { who, addressId, cartId } = await shopperWithBag();
    const chosen = await who.choose({
      address_id: String(addressId),
      cart_id: String(cartId),
      service_code: 'jne_yes',
      shipping_type: 'all',
    });
    expect(chosen.statusCode).toBe(200);
    const data: Method[] = (await who.quotes({ address_id: addressId })).json().data;
    expect(data.filter((method) => method.is_selected).map((method) => method.code)).toEqual([
      'jne_yes',
    ]);
  });

  it('listing another address than the bag’s chooses nothing for it', async () => {
    const { who, addressId, cartId } = await shopperWithBag();
    await who.quotes({ address_id: addressId });
    const other = await addressIn(env.db, who.id, KOTA_BANDUNG);
    const data: Method[] = (await who.quotes({ address_id: other })).json().data;
    expect(data.some((method) => method.is_selected)).toBe(false);
    expect(await selectionOf(cartId)).toMatchObject({ address_id: addressId });
  });
});

describe('POST /api/shipping/user/me/shippings', () => {
  it('chooses a service: stored with its price, the bag’s address set, answered with is_selected', async () => {
    const { who, addressId, cartId } = await shopperWithBag();
    const res = await who.choose({
      address_id: addressId,
      cart_id: cartId,
      service_code: 'sicepat_reg',
      shipping_type: 'regular',
      total_amount_after_discount: 0,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Metode pengiriman berhasil dipilih.');
    expect(body.meta.total).toBe(4);
    expect(
      body.data.map((q: { code: string; is_selected: boolean }) => [q.code, q.is_selected]),
    ).toEqual([
      ['jne_reg', false],
      ['sicepat_reg', true],
      ['jnt_ez', false],
      ['anteraja_reg', false],
    ]);
    expect(await selectionOf(cartId)).toMatchObject({
      address_id: addressId,
      service_code: 'sicepat_reg',
      weight_grams: 800,
      billed_weight_kg: 1,
      fee: 9_500,
      discount: 0,
      eta_min_days: 1,
      eta_max_days: 2,
    });
    const cart = await env.db
      .selectFrom('carts')
      .select('address_id')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart.address_id).toBe(addressId);

    // The list remembers it for this address, not for another one.
    const listed = (await who.quotes({ address_id: addressId })).json().data;
    expect(
      listed
        .filter((q: { is_selected: boolean }) => q.is_selected)
        .map((q: { code: string }) => q.code),
    ).toEqual(['sicepat_reg']);
    const office = await addressIn(env.db, who.id, KOTA_BEKASI);
    const elsewhere = (await who.quotes({ address_id: office })).json().data;
    expect(elsewhere.some((q: { is_selected: boolean }) => q.is_selected)).toBe(false);
  });

  it('a second choice replaces the first (one selected), and may move the bag to another address', async () => {
    const { who, addressId, cartId } = await shopperWithBag();
    await who.choose({ address_id: addressId, cart_id: cartId, service_code: 'jne_reg' });
    const bekasi = await addressIn(env.db, who.id, KOTA_BEKASI);
    const res = await who.choose({
      address_id: String(bekasi),
      cart_id: String(cartId),
      service_code: 'same_day',
      shipping_type: 'same_day',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject([{ code: 'same_day', is_selected: true }]);
    expect(await selectionOf(cartId)).toMatchObject({
      address_id: bekasi,
      service_code: 'same_day',
      fee: 18_000,
      eta_min_days: 0,
      eta_max_days: 0,
    });
    const all = (await who.quotes({ address_id: bekasi })).json().data;
    expect(all.filter((q: { is_selected: boolean }) => q.is_selected)).toHaveLength(1);
    const before = (await who.quotes({ address_id: addressId })).json().data;
    expect(before.some((q: { is_selected: boolean }) => q.is_selected)).toBe(false);
  });

  it('stores the discounted price of the free-shipping limit', async () => {
    const goods = cheap[6]!;
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, KOTA_BANDUNG);
    const cartId = await bagWith(env.db, who.id, [
      { goods, quantity: Math.ceil(200_000 / goods.price), grams: 100 },
    ]);
    const res = await who.choose({
      address_id: addressId,
      cart_id: cartId,
      service_code: 'jne_reg',
    });
    expect(res.statusCode).toBe(200);
    expect(await selectionOf(cartId)).toMatchObject({ fee: 14_000, discount: 12_500 });
  });

  it.each([
    [
      'a service that does not serve the address',
      { service_code: 'same_day' },
      'shipping_service_unavailable',
      'service_code',
      'Layanan pengiriman ini tidak tersedia untuk alamat dan paket kamu.',
    ],
    [
      'an unknown service',
      { service_code: 'dhl_express' },
      'shipping_service_unavailable',
      'service_code',
      'Layanan pengiriman ini tidak tersedia untuk alamat dan paket kamu.',
    ],
    [
      'a service of another type than asked',
      { service_code: 'jne_yes', shipping_type: 'regular' },
      'shipping_type_mismatch',
      'shipping_type',
      'Layanan pengiriman tidak sesuai dengan jenis pengiriman yang dipilih.',
    ],
  ])('422 for %s', async (_case, over, errorCode, field, message) => {
    const { who, addressId, cartId } = await shopperWithBag(KOTA_BANDUNG);
    const res = await who.choose({ address_id: addressId, cart_id: cartId, ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode,
      message,
      data: { fields: { [field]: message } },
    });
    expect(await selectionOf(cartId)).toBeUndefined();
  });

  it('a parcel over a service’s maximum cannot take it', async () => {
    const { who, addressId, cartId } = await shopperWithBag(JAKARTA_SELATAN, 21_000, cheap[7]!);
    const res = await who.choose({
      address_id: addressId,
      cart_id: cartId,
      service_code: 'same_day',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('shipping_service_unavailable');
    const listed = (await who.quotes({ address_id: addressId })).json().data;
    expect(listed.map((q: { code: string }) => q.code)).not.toContain('same_day');
  });

  it.each([
    ['an empty bag', 'empty'],
    ['a bag of e-gift cards only (they weigh nothing)', 'egift'],
  ] as const)('%s answers 422 shipping_nothing_to_ship', async (_case, kind) => {
    const who = await shipper(env.app);
    const addressId = await addressIn(env.db, who.id, JAKARTA_SELATAN);
    const egift = await env.db
      .selectFrom('combinations as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['c.id as combinationId', 'p.id as productId', 'c.price_after_discount as price'])
      .where('p.classification', '=', 'egift')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const cartId = await bagWith(
      env.db,
      who.id,
      kind === 'empty' ? [] : [{ goods: egift, grams: 300 }],
    );
    const res = await who.choose({
      address_id: addressId,
      cart_id: cartId,
      service_code: 'jne_reg',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'shipping_nothing_to_ship',
      message: 'Tidak ada produk yang perlu dikirim di tas belanja kamu.',
    });
  });

  it("another member's address or bag answers 404, and nothing is stored", async () => {
    const mine = await shopperWithBag();
    const theirs = await shopperWithBag();
    const cases = [
      [{ address_id: theirs.addressId, cart_id: mine.cartId }, 'address_not_found'],
      [{ address_id: mine.addressId, cart_id: theirs.cartId }, 'cart_not_found'],
      [{ address_id: mine.addressId, cart_id: 987_654_321 }, 'cart_not_found'],
    ] as const;
    for (const [ids, errorCode] of cases) {
      const res = await mine.who.choose({ ...ids, service_code: 'jne_reg' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe(errorCode);
    }
    expect(await selectionOf(mine.cartId)).toBeUndefined();
    expect(await selectionOf(theirs.cartId)).toBeUndefined();
  });

  it('a bag that is no longer active answers 404', async () => {
    const { who, addressId, cartId } = await shopperWithBag();
    await env.db.updateTable('carts').set({ status: 'ordered' }).where('id', '=', cartId).execute();
    const res = await who.choose({
      address_id: addressId,
      cart_id: cartId,
      service_code: 'jne_reg',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('cart_not_found');
  });

  it.each([
    ['address_id', { address_id: undefined }, 'Data belum diisi'],
    ['address_id', { address_id: 0 }, 'ID tidak valid'],
    ['cart_id', { cart_id: 'abc' }, 'ID tidak valid'],
    ['cart_id', { cart_id: null }, 'Data belum diisi'],
    ['service_code', { service_code: undefined }, 'Data belum diisi'],
    ['service_code', { service_code: 'JNE REG' }, 'Layanan pengiriman tidak valid'],
    ['shipping_type', { shipping_type: 'instant' }, 'Jenis pengiriman tidak valid'],
    [
      'total_amount_after_discount',
      { total_amount_after_discount: 10.5 },
      'Total belanja harus berupa bilangan bulat 0 atau lebih',
    ],
  ])('422 on %s (%o)', async (field, over, message) => {
    const who = await shipper(env.app);
    const body = { address_id: 1, cart_id: 1, service_code: 'jne_reg', ...over };
    const res = await who.choose(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed' });
    expect(res.json().data.fields).toEqual({ [field]: message });
  });

  it('an empty body answers 422 field by field, in English too', async () => {
    const who = await shipper(env.app);
    const res = await who.choose({}, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({
      address_id: 'This field is required',
      cart_id: 'This field is required',
      service_code: 'This field is required',
    });
  });
});

describe('GET /api/shipping/carriers/:code/logo.svg', () => {
  it('draws a carrier’s badge; unknown carriers are 404', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/shipping/carriers/jnt/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('J&amp;T Express');
    expect(res.body).toContain('#e3001b');
    const missing = await env.app.inject({
      method: 'GET',
      url: '/api/shipping/carriers/dhl/logo.svg',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('shipping_carrier_not_found');
  });
});
