// Confirm payment (issue 8; 000 §7 "confirm payment /{orderId}"): a bank transfer's receipt by
// its bytes and size, re-encoded and kept privately behind signed URLs, and the order moved to
// 'Payment confirm' once — under parallel calls too (exact on PostgreSQL; PGlite runs one
// transaction at a time, so the same assertions hold there trivially).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../../test/orders';
import {
  after,
  FIXED_NOW,
  memberAtPayment,
  placeOrderOf,
  type SellableCombination,
  ordersAppWithGoods,
} from '../../test/orders';
import { blankPng } from '../../test/hostile-images';
import { multipartForm } from '../../test/multipart';
import { expireDueOrders } from './index';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let next = 0;
beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 20 }));
});
afterAll(async () => {
  await env?.close();
});
beforeEach(() => {
  env.clock.now = FIXED_NOW;
});

type Placed = Awaited<ReturnType<typeof placeOrderOf>>;
const place = (method = 'bank_transfer') => placeOrderOf(env, goods[next++]!, { method });

const form = multipartForm;

const FIELDS = { bank_name: 'BCA', account_name: 'Sari Wulandari' };
const receiptForm = (content: Buffer, filename = 'bukti.png', type = 'image/png') =>
  form(FIELDS, [{ field: 'receipt', filename, type, content }]);

const confirm = (placed: Placed, body: ReturnType<typeof form>, who = placed.who) =>
  who.inject({ method: 'POST', url: `/api/order/confirm-payment/${placed.order._id}`, ...body });

const stateOf = async (placed: Placed) =>
  (
    await env.db
      .selectFrom('orders')
      .select('state_id')
      .where('id', '=', Number(placed.order._id))
      .executeTakeFirstOrThrow()
  ).state_id;

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 235 } } })
    .toFormat(format)
    .toBuffer();

/**
 * A valid PNG of exactly `size` bytes: a private ancillary chunk (`prVt`, which decoders skip)
 * is put before IEND and filled up to the size.
 */
function pngOfSize(png: Buffer, size: number): Buffer {
  const iend = png.subarray(png.length - 12);
  const data = Buffer.alloc(size - png.length - 12, 0x20);
  const type = Buffer.from('prVt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, png.length - 12), length, type, data, crc, iend]);
}

describe('POST /api/order/confirm-payment/:orderId', () => {
  it('stores the receipt re-encoded, moves the order to Payment confirm and shows the confirmation', async () => {
    const placed = await place();
    const before = await placed.who.inject({ url: `/api/order/orders/${placed.order._id}` });
    expect(before.json().data).toMatchObject({
      state: { name: 'Awaiting bank wire payment' },
      payment_confirmation: null,
    });
    // A large photo straight from a phone: EXIF with a GPS position and an orientation.
    const photo = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Sari', Make: 'PhoneCam' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    env.clock.now = after(FIXED_NOW, 20);
    const res = await confirm(placed, receiptForm(photo, 'IMG_0001.JPG', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(
      'Konfirmasi pembayaran kamu sudah kami terima dan sedang diverifikasi.',
    );
    expect(data).toMatchObject({
      _id: placed.order._id,
      state: { id: 3, name: 'Payment confirm' },
      payment_method: 'bank_transfer',
      payment_confirmation: {
        bank_name: 'BCA',
        account_name: 'Sari Wulandari',
        created_at: after(FIXED_NOW, 20).toISOString(),
      },
    });
    const url = data.payment_confirmation.receipt_url as string;
    expect(url).toMatch(
      new RegExp(
        `^/uploads/receipts/${placed.order._id}-[0-9a-f]{24}\\.jpg\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    expect(Number(new URL(url, 'http://x').searchParams.get('expires'))).toBe(
      after(FIXED_NOW, 80).getTime() / 1000,
    );

    const served = await env.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(meta.exif).toBeUndefined();

    // The same order read back by id and by reference code carries the confirmation.
    const byId = await placed.who.inject({ url: `/api/order/orders/${placed.order._id}` });
    expect(byId.json().data.payment_confirmation).toMatchObject({ bank_name: 'BCA' });
    const byRef = await placed.who.inject({
      url: `/api/order/orders?filter[reference_code]=${placed.order.reference_code}`,
    });
    expect(byRef.json().data).toMatchObject({
      state: { name: 'Payment confirm' },
      payment_confirmation: { account_name: 'Sari Wulandari' },
    });
    const history = await env.db
      .selectFrom('order_state_histories')
      .select(['state_id', 'note'])
      .where('order_id', '=', Number(placed.order._id))
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { state_id: 2, note: null },
      { state_id: 3, note: 'payment_confirmation' },
    ]);

    // Signed links: tampered, unsigned and expired ones are refused.
    const tampered = url.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await env.app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await env.app.inject({ url: url.split('?')[0]! })).statusCode).toBe(403);
    // The signature of one key does not open another.
    const otherKey = url.replace(
      /(receipts\/\d+-)([0-9a-f])/,
      (_m, head: string, c: string) => `${head}${c === 'a' ? 'b' : 'a'}`,
    );
    expect(otherKey).not.toBe(url);
    expect((await env.app.inject({ url: otherKey })).statusCode).toBe(403);
    env.clock.now = after(FIXED_NOW, 80, 1);
    const expired = await env.app.inject({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ errorCode: 'upload_link_invalid' });

    // A second confirmation is refused; the confirmed transfer is not expired by the clock.
    const again = await confirm(placed, receiptForm(await picture(40, 40, 'png')));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order_not_awaiting_payment');
    await expireDueOrders(
      { db: env.db, cancelPayment: env.gateway.cancelPayment },
      after(FIXED_NOW, 3 * 24 * 60),
    );
    const kept = await placed.who.inject({ url: `/api/order/orders/${placed.order._id}` });
    expect(kept.json().data.state.name).toBe('Payment confirm');
  });

  it('accepts a receipt of exactly 5,242,880 bytes and refuses one byte more', async () => {
    const base = await picture(64, 64, 'png');
    const exact = pngOfSize(base, 5_242_880);
    expect(exact.length).toBe(5_242_880);
    const tooBig = pngOfSize(base, 5_242_881);
    expect(tooBig.length).toBe(5_242_881);

    const big = await place();
    const refused = await confirm(big, receiptForm(tooBig));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errorCode: 'file_too_large',
      message: 'Ukuran maksimum 5MB',
      data: { fields: { receipt: 'Ukuran maksimum 5MB' } },
    });
    const accepted = await confirm(big, receiptForm(exact));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.state.name).toBe('Payment confirm');
  });

  it('judges the receipt by its bytes: an HTML file named .png, a corrupt png', async () => {
    const placed = await place();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const corrupt = Buffer.concat([
      (await picture(50, 50, 'png')).subarray(0, 40),
      randomBytes(200),
    ]);
    for (const content of [html, corrupt]) {
      const res = await confirm(placed, receiptForm(content, 'receipt.png', 'image/png'));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: 'invalid_file_type',
        message: 'File harus png, jpg, jpeg',
        data: { fields: { receipt: 'File harus png, jpg, jpeg' } },
      });
    }
    const body = receiptForm(html, 'receipt.png', 'image/png');
    const english = await placed.who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${placed.order._id}`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      errorCode: 'invalid_file_type',
      message: 'File must be png, jpg, jpeg',
      data: { fields: { receipt: 'File must be png, jpg, jpeg' } },
    });
    // A jpeg sent as anything is fine: the name and declared type do not count.
    const jpeg = await confirm(
      placed,
      receiptForm(await picture(80, 60, 'jpeg'), 'scan.pdf', 'application/pdf'),
    );
    expect(jpeg.statusCode).toBe(200);
  });

  it('answers every missing or too long field at once', async () => {
    const placed = await place();
    const empty = await confirm(placed, form({ bank_name: '  ' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errorCode: 'validation_failed',
      data: {
        fields: {
          bank_name: 'Data belum diisi',
          account_name: 'Data belum diisi',
          receipt: 'Data belum diisi',
        },
      },
    });
    const long = await confirm(
      placed,
      form({ bank_name: 'B'.repeat(61), account_name: 'S'.repeat(101) }, [
        { field: 'receipt', filename: 'a.png', type: 'image/png', content: Buffer.from('<html>') },
      ]),
    );
    expect(long.json()).toMatchObject({
      errorCode: 'invalid_file_type',
      data: {
        fields: {
          bank_name: 'Nama bank maksimal 60 karakter',
          account_name: 'Nama pemilik rekening maksimal 100 karakter',
          receipt: 'File harus png, jpg, jpeg',
        },
      },
    });
    const json = await placed.who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${placed.order._id}`,
      payload: FIELDS,
    });
    expect(json.statusCode).toBe(415);
    const guest = await env.app.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${placed.order._id}`,
      ...receiptForm(await picture(20, 20, 'png')),
    });
    expect(guest.statusCode).toBe(401);
    expect(await stateOf(placed)).toBe(2);
  });

  it('404 for another member’s or an unknown order; 422 for a method that confirms itself', async () => {
    const placed = await place();
    const receipt = receiptForm(await picture(30, 30, 'png'));
    const other = await memberAtPayment(env);
    const theirs = await confirm(placed, receipt, other.who);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorCode).toBe('order_not_found');
    const unknown = await placed.who.inject({
      method: 'POST',
      url: '/api/order/confirm-payment/999999999',
      ...receipt,
    });
    expect(unknown.statusCode).toBe(404);

    // Gateway methods (a VA, a card) are confirmed by the gateway: no receipt (ADR 0034).
    for (const [method, name] of [
      ['bca_virtual_account', 'BCA Virtual Account'],
      ['credit_debit_card', 'Kartu Kredit/Debit'],
    ] as const) {
      const gateway = await place(method);
      const refused = await confirm(gateway, receiptForm(await picture(30, 30, 'png')));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errorCode: 'payment_confirmation_not_needed',
        message: `Pembayaran dengan ${name} dikonfirmasi otomatis, jadi tidak perlu unggah bukti transfer.`,
      });
      expect(await stateOf(gateway)).not.toBe(3);
    }
    const va = await place('bca_virtual_account');
    const body = receiptForm(await picture(30, 30, 'png'));
    const english = await va.who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${va.order._id}`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      errorCode: 'payment_confirmation_not_needed',
      message:
        'Payments by BCA Virtual Account confirm themselves, so there is no receipt to upload.',
    });
  });

  it('two parallel confirmations: one confirms, the other is refused and leaves no file', async () => {
    const placed = await place();
    const content = await picture(120, 90, 'png');
    const results = await Promise.all([
      confirm(placed, receiptForm(content)),
      confirm(placed, receiptForm(content)),
    ]);
    // The loser is refused by the state (409) or, while the winner still decodes, by the
    // member's one-decode-at-a-time bound (429).
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 429]).toContain(codes[1]);
    const rows = await env.db
      .selectFrom('order_payment_confirmations')
      .select('receipt_key')
      .where('order_id', '=', Number(placed.order._id))
      .execute();
    expect(rows).toHaveLength(1);
    const files = readdirSync(path.join(env.uploadDir, 'objects', 'receipts')).filter((name) =>
      name.startsWith(`${placed.order._id}-`),
    );
    expect(files).toEqual([path.basename(rows[0]!.receipt_key)]);
  });

  it('refuses a receipt too large in pixels by its header, before decoding it', async () => {
    const placed = await place();
    const decoded = env.app.images.stats().decoded;
    // 77 KB that took 8.7 s to decode (issue 14).
    const res = await confirm(placed, receiptForm(blankPng(1, 40_000_000)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'image_dimensions_too_large',
      message: 'Gambar maksimum 8000 piksel per sisi dan 40 megapiksel',
      data: { fields: { receipt: 'Gambar maksimum 8000 piksel per sisi dan 40 megapiksel' } },
    });
    expect(env.app.images.stats().decoded).toBe(decoded);
    expect(await stateOf(placed)).toBe(2);
  });

  it('checks the order before any image work: no decode for an order not awaiting the wire', async () => {
    const va = await place('bca_virtual_account');
    const confirmed = await place();
    const receipt = await picture(50, 50, 'png');
    expect((await confirm(confirmed, receiptForm(receipt))).statusCode).toBe(200);
    const decoded = env.app.images.stats().decoded;
    const byVa = await confirm(va, receiptForm(receipt));
    expect(byVa.json().errorCode).toBe('payment_confirmation_not_needed');
    const again = await confirm(confirmed, receiptForm(receipt));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('order_not_awaiting_payment');
    const other = await memberAtPayment(env);
    expect((await confirm(confirmed, receiptForm(receipt), other.who)).statusCode).toBe(404);
    expect(env.app.images.stats().decoded).toBe(decoded);
  });

  it('answers a second receipt file with its own 413 message', async () => {
    const placed = await place();
    const content = await picture(20, 20, 'png');
    const body = form(FIELDS, [
      { field: 'receipt', filename: 'a.png', type: 'image/png', content },
      { field: 'receipt', filename: 'b.png', type: 'image/png', content },
    ]);
    const res = await confirm(placed, body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorCode: 'too_many_files',
      message: 'Kirim satu file saja.',
    });
  });
});
