import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskArea } from '../adapters/storage/local-disk';
import { createImageGuard } from '../lib/image-guard';
import { gate, blankPng } from '../test/hostile-images';
import { media } from './media';

let root: string;
let app: FastifyInstance;
let files: ReturnType<typeof localDiskArea>;
// No queue: one held decode fills the guard.
const images = createImageGuard({ atOnce: 1, queued: 0 });

const banner = (colour: string) =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } })
    .webp()
    .toBuffer();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kilau-media-'));
  await mkdir(path.join(root, 'banners'), { recursive: true });
  await mkdir(path.join(root, 'users'), { recursive: true });
  await writeFile(path.join(root, 'banners', 'hero.webp'), await banner('#c0406a'));
  await writeFile(path.join(root, 'banners', 'notes.txt'), 'not an image');
  await writeFile(path.join(root, 'banners', 'bomb.png'), blankPng(100, 400_000));
  await writeFile(path.join(root, 'users', '5-0123456789abcdef.webp'), await banner('#ffffff'));
  app = Fastify();
  files = localDiskArea({ objectsDir: root, metaDir: path.join(root, '.meta') });
  await app.register(media, { files, images });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await images.close();
  await rm(root, { recursive: true, force: true });
});

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('stored images in smaller copies (/media/w/{width}/…)', () => {
  it('answers a WebP copy of the asked width, cacheable, and keeps it', async () => {
    const response = await app.inject('/media/w/480/banners/hero.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(await widthOf(response.rawPayload)).toBe(480);
    const again = await app.inject('/media/w/480/banners/hero.webp');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    // Kept in the store at the URL's own path, where every instance (and a CDN) finds it.
    const kept = await files.get('w/480/banners/hero.webp');
    expect(kept?.contentType).toBe('image/webp');
    expect(kept?.bytes.equals(response.rawPayload)).toBe(true);
  });

  it('makes the copy again when the original is newer', async () => {
    const first = await app.inject('/media/w/320/banners/hero.webp');
    const original = path.join(root, 'banners', 'hero.webp');
    await writeFile(original, await banner('#2b6cb0'));
    const later = new Date(Date.now() + 60_000);
    await utimes(original, later, later);
    const second = await app.inject('/media/w/320/banners/hero.webp');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it.each([
    ['a width the shop does not make', '/media/w/600/banners/hero.webp'],
    ['a missing original', '/media/w/480/banners/missing.webp'],
    ['a file that is not an image type', '/media/w/480/banners/notes.txt'],
    ['a way out of the media folder', '/media/w/480/..%2F..%2Fetc%2Fpasswd.png'],
    ["the store's own records", '/media/.meta/w/480/banners/hero.webp.json'],
    ['a dot file', '/media/banners/.hero.webp'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
  });

  it('still serves the originals, for a day, and a 304 to a browser that has them', async () => {
    const response = await app.inject('/media/banners/hero.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(await widthOf(response.rawPayload)).toBe(1200);
    const etag = String(response.headers.etag);
    const again = await app.inject({
      url: '/media/banners/hero.webp',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await app.inject('/media/banners/missing.webp')).statusCode).toBe(404);
  });

  it('caches for a year, immutable, an image whose name changes with its content', async () => {
    const original = await app.inject('/media/users/5-0123456789abcdef.webp');
    const copy = await app.inject('/media/w/160/users/5-0123456789abcdef.webp');
    for (const response of [original, copy]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes no copy of an original whose header declares too large a picture', async () => {
    const decoded = images.stats().decoded;
    const response = await app.inject('/media/w/160/banners/bomb.png');
    expect(response.statusCode).toBe(404);
    expect(images.stats().decoded).toBe(decoded);
  });

  it('answers the original, uncached, while the image guard is full', async () => {
    const held = gate();
    const work = images.run(() => held.opened, { owner: 'someone' });
    try {
      const response = await app.inject('/media/w/160/banners/hero.webp');
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('/media/banners/hero.webp');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      held.open();
      await work;
    }
    const made = await app.inject('/media/w/160/banners/hero.webp');
    expect(made.statusCode).toBe(200);
    expect(await widthOf(made.rawPayload)).toBe(160);
  });

  it('makes one copy for parallel requests of it', async () => {
    const decoded = images.stats().decoded;
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject('/media/w/800/banners/hero.webp')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(images.stats().decoded).toBe(decoded + 1);
  });
});
