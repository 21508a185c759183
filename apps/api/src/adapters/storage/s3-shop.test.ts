// The shop on an S3-compatible bucket (STORAGE=s3, ADR 0023), against s3rver on 127.0.0.1:
// a payment receipt and a profile photo uploaded through the API and read back through the URLs
// it gives, a review photo PUT to the bucket's pre-signed URL and kept with its review, a
// smaller copy of an image made once and then served from the bucket — to a second instance too
// — and image URLs pointing at MEDIA_BASE_URL.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../config/env';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { multipartForm } from '../../test/multipart';
import { reviewBody } from '../../test/review-shop';
import {
  ordersAppWithGoods,
  placeOrderOf,
  type buildOrdersApp,
  type SellableCombination,
} from '../../test/orders';
import { startS3Server } from '../../test/s3-server';
import { prepare } from '../../shop-process';
import { createFileStorage, type FileStorage } from './index';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let mediaDir: string;
let client: S3Client;
/** The same bucket as the shop sees it, to put an original there as the seed would. */
let store: FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'kilau-s3-media-'));
  ({ env, goods } = await ordersAppWithGoods({
    count: 2,
    env: { ...s3.env, MEDIA_DIR: mediaDir },
  }));
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  store = await createFileStorage({
    config: parseEnv({ NODE_ENV: 'test', ...s3.env }),
    db: env.db,
    clock: () => new Date(),
  });
});
afterAll(async () => {
  store?.close();
  client?.destroy();
  await env?.close();
  await s3?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** Whether the bucket holds `key` (its full key: `media/…` or `uploads/…`). */
const inBucket = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'NotFound') return false;
      throw error;
    },
  );

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 90, b: 120 } } })
    .toFormat(format)
    .toBuffer();

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

describe('a payment receipt in the bucket', () => {
  it('is uploaded through the API and read back through the pre-signed URL it answers', async () => {
    const placed = await placeOrderOf(env, goods[0]!, { method: 'bank_transfer' });
    const photo = await picture(1200, 800, 'png');
    const confirmed = await placed.who.inject({
      method: 'POST',
      url: `/api/order/confirm-payment/${placed.order._id}`,
      ...multipartForm({ bank_name: 'BCA', account_name: 'Sari Wulandari' }, [
        { field: 'receipt', filename: 'bukti.png', type: 'image/png', content: photo },
      ]),
    });
    expect(confirmed.statusCode).toBe(200);

    // Read at the real time: the bucket judges a link's age by its own clock.
    env.clock.now = new Date();
    const detail = await placed.who.inject({ url: `/api/order/orders/${placed.order._id}` });
    const url = detail.json().data.payment_confirmation.receipt_url as string;
    const pattern = `^${s3.endpoint}/${s3.bucket}/uploads/receipts/${placed.order._id}-[0-9a-f]{24}\\.jpg\\?`;
    expect(url).toMatch(new RegExp(pattern));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('3600');

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

    const key = new URL(url).pathname.slice(`/${s3.bucket}/`.length);
    expect(await inBucket(key)).toBe(true);
    // Nothing of it on this machine's disk.
    expect(await filesUnder(env.uploadDir)).toEqual([]);

    // A link handed out an hour and a second ago no longer opens.
    env.clock.now = new Date(Date.now() - 3_601_000);
    const old = await placed.who.inject({ url: `/api/order/orders/${placed.order._id}` });
    const expired = await fetch(old.json().data.payment_confirmation.receipt_url as string);
    expect(expired.status).toBe(403);
    env.clock.now = FIXED_NOW;
  });
});

describe('a profile photo in the bucket', () => {
  it('is uploaded through the API and served at the /media URL it answers', async () => {
    const member = await registerMember(env.app);
    const upload = async (content: Buffer) =>
      member.inject({
        method: 'POST',
        url: '/api/users/me/image',
        ...multipartForm({}, [{ field: 'image', filename: 'me.jpg', type: 'image/jpeg', content }]),
      });
    const first = await upload(await picture(500, 300, 'jpeg'));
    expect(first.statusCode).toBe(200);
    const image = first.json().data.image as string;
    expect(image).toMatch(/^\/media\/users\/\d+-[0-9a-f]{16}\.webp$/);
    expect(await inBucket(image.slice(1))).toBe(true);

    const served = await env.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    const revalidated = await env.app.inject({
      url: image,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    // A smaller copy of it, then a new photo: the old one and its copy leave the bucket.
    expect(
      (await env.app.inject({ url: image.replace('/media/', '/media/w/160/') })).statusCode,
    ).toBe(200);
    expect(await inBucket(`media/w/160/${image.slice('/media/'.length)}`)).toBe(true);
    const second = await upload(await picture(300, 500, 'png'));
    expect(second.json().data.image).not.toBe(image);
    expect(await inBucket(image.slice(1))).toBe(false);
    expect(await inBucket(`media/w/160/${image.slice('/media/'.length)}`)).toBe(false);
    expect((await env.app.inject({ url: image })).statusCode).toBe(404);
    expect(await filesUnder(mediaDir)).toEqual([]);
  });
});

describe('a review photo in the bucket', () => {
  it('goes up to the pre-signed PUT URL, and is kept with its review at a /media URL', async () => {
    const member = await registerMember(env.app);
    // Signed at the real time: the bucket judges a link's age by its own clock.
    env.clock.now = new Date();
    try {
      const asked = await member.inject({
        url: '/api/reviews/upload-url?content_type=image/jpeg',
      });
      // The page may PUT there: the bucket's origin is in its connect-src.
      expect(asked.headers['content-security-policy']).toMatch(
        new RegExp(`connect-src 'self' ${s3.endpoint}[;\\s]`),
      );
      const link = asked.json().data as {
        name: string;
        url: string;
        headers: Record<string, string>;
      };
      expect(link.url).toMatch(
        new RegExp(
          `^${s3.endpoint}/${s3.bucket}/uploads/${link.name}\\?.*X-Amz-SignedHeaders=content-type%3Bhost`,
        ),
      );
      const photo = await picture(800, 1000, 'jpeg');
      const put = (url: string, type = 'image/jpeg') =>
        fetch(url, {
          method: 'PUT',
          body: new Uint8Array(photo),
          headers: { 'content-type': type },
        });
      // Tampered (another key), or sent as another type: the bucket refuses it.
      expect((await put(link.url.replace(link.name, `${link.name}x`))).status).toBe(403);
      expect((await put(link.url, 'image/png')).status).toBe(403);
      expect(await inBucket(`uploads/${link.name}`)).toBe(false);
      expect((await put(link.url)).status).toBe(200);
      expect(await inBucket(`uploads/${link.name}`)).toBe(true);

      const written = await member.inject({
        method: 'POST',
        url: '/api/reviews/v2',
        payload: reviewBody(goods[1]!.productId, goods[1]!.combinationId, {
          images: [{ name: link.name, description: 'Di bawah sinar matahari' }],
        }),
      });
      expect(written.statusCode).toBe(201);
      const [image] = written.json().data.images as Array<{ name: string; url: string }>;
      expect(image!.url).toMatch(new RegExp(`^/media/reviews/${member.id}-[0-9a-f]{16}\\.webp$`));
      expect(await inBucket(image!.url.slice(1))).toBe(true);
      expect(await inBucket(`uploads/${link.name}`)).toBe(false);
      const served = await env.app.inject({ url: image!.url });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 480, height: 600 });
      expect(await filesUnder(mediaDir)).toEqual([]);
    } finally {
      env.clock.now = FIXED_NOW;
    }
  });
});

describe('smaller copies of images in the bucket', () => {
  let second: App;
  beforeAll(async () => {
    second = await buildTestApp({
      database: undefined,
      env: { ...s3.env, MEDIA_BASE_URL: 'https://cdn.kilau.test/' },
    });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('are made once, kept in the bucket, and served from it — to every instance', async () => {
    await store.public.put('banners/probe.webp', await picture(1200, 400, 'webp'), 'image/webp');
    const decoded = env.app.images.stats().decoded;
    const made = await env.app.inject({ url: '/media/w/320/banners/probe.webp' });
    expect(made.statusCode).toBe(200);
    expect(made.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400',
    });
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({ width: 320 });
    expect(env.app.images.stats().decoded).toBe(decoded + 1);
    expect(await inBucket('media/w/320/banners/probe.webp')).toBe(true);

    const again = await env.app.inject({ url: '/media/w/320/banners/probe.webp' });
    expect(again.rawPayload.equals(made.rawPayload)).toBe(true);
    expect(env.app.images.stats().decoded).toBe(decoded + 1);

    // Another instance on the same bucket finds the copy made: it decodes nothing.
    const elsewhere = await second.inject({ url: '/media/w/320/banners/probe.webp' });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.rawPayload.equals(made.rawPayload)).toBe(true);
    expect(second.images.stats().decoded).toBe(0);
  });

  it('are made once for parallel requests of a copy', async () => {
    await store.public.put('banners/rush.webp', await picture(1200, 400, 'webp'), 'image/webp');
    const decoded = env.app.images.stats().decoded;
    const answers = await Promise.all(
      [1, 2, 3].map(() => env.app.inject({ url: '/media/w/480/banners/rush.webp' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(env.app.images.stats().decoded).toBe(decoded + 1);
  });

  it('answer 404 for a missing original, and nothing is kept for it', async () => {
    const missing = await env.app.inject({ url: '/media/w/320/banners/none.webp' });
    expect(missing.statusCode).toBe(404);
    expect(await inBucket('media/w/320/banners/none.webp')).toBe(false);
  });

  it('with MEDIA_BASE_URL, image URLs the shop emits point at the CDN, which images may come from', async () => {
    const member = await registerMember(second);
    const upload = await member.inject({
      method: 'POST',
      url: '/api/users/me/image',
      ...multipartForm({}, [
        {
          field: 'image',
          filename: 'me.png',
          type: 'image/png',
          content: await picture(200, 200, 'png'),
        },
      ]),
    });
    expect(upload.json().data.image).toMatch(
      /^https:\/\/cdn\.kilau\.test\/media\/users\/\d+-[0-9a-f]{16}\.webp$/,
    );
    const products = await second.inject({ url: '/api/catalog/v3/products?limit=2' });
    const urls = (products.json().data as Array<{ image: { url: string } | null }>).flatMap(
      (product) => (product.image ? [product.image.url] : []),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/cdn\.kilau\.test\/media\//);
    // The database keeps the shop's own paths; the shop still serves them (the CDN's origin).
    const stored = await second.inject({
      url: String(upload.json().data.image).replace('https://cdn.kilau.test', ''),
    });
    expect(stored.statusCode).toBe(200);
    // Loaded by the shop's pages from the CDN's origin: not refused as cross-origin.
    expect(stored.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(products.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.kilau\.test[;\s]/,
    );
  });
});

describe('preparing the shop on a bucket', () => {
  it('writes what the seed draws into the bucket, where the shop serves it', async () => {
    await prepare(parseEnv({ NODE_ENV: 'test', ...s3.env, SEED_DEMO: 'false' }), {
      kind: 'pglite',
      db: env.db,
      close: async () => undefined,
    } as Parameters<typeof prepare>[1]);
    expect(await inBucket('media/payments/ovo.svg')).toBe(true);
    const logo = await env.app.inject({ url: '/media/payments/ovo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toMatch(/^<svg /);
    expect(await filesUnder(mediaDir)).toEqual([]);
  });

  it('stops with a clear error when the bucket cannot be used', async () => {
    await expect(
      prepare(
        parseEnv({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'kilau-missing', SEED_DEMO: 'false' }),
        { kind: 'pglite', db: env.db, close: async () => undefined } as Parameters<
          typeof prepare
        >[1],
      ),
    ).rejects.toThrow(/^S3_BUCKET kilau-missing cannot be used at http:\/\/127\.0\.0\.1:\d+: /);
  });
});
