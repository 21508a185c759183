// Private files on local disk and the shop's own signed `/uploads/*` links (ADR 0023; the
// behaviour both adapters share is in storage.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { parseEnv } from '../../config/env';
import { createFileStorage, isStorageKey } from './index';
import { localDiskArea } from './local-disk';
import { selfSignedFiles } from './signed-links';

const SECRET = 'a-test-signing-secret-of-32-chars!!';
const root = mkdtempSync(path.join(tmpdir(), 'kilau-upload-port-'));
const clock = { now: FIXED_NOW };
const area = localDiskArea({
  objectsDir: path.join(root, 'objects'),
  metaDir: path.join(root, 'meta'),
});
const signed = (secret: string, now: () => Date) => selfSignedFiles({ area, secret, clock: now });
const storage = signed(SECRET, () => clock.now);
let app: App;

beforeAll(async () => {
  app = await buildTestApp({
    clock: () => clock.now,
    env: { UPLOAD_DIR: root, UPLOAD_SIGNING_SECRET: SECRET },
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('storage keys', () => {
  it.each([
    ['receipts/12-ab34.jpg', true],
    ['a', true],
    ['receipts/2026/11/x.png', true],
    ['w/320/users/_x.webp', true],
    ['../etc/passwd', false],
    ['receipts/../../x', false],
    ['/absolute', false],
    ['receipts/.hidden', false],
    ['receipts//x', false],
    ['receipts\\x', false],
    ['', false],
    ['a b', false],
  ])('%s → %s', (key, valid) => {
    expect(isStorageKey(key)).toBe(valid);
  });
});

describe("the shop's own upload links", () => {
  it('signs URLs for a time: the key, the expiry and the signature all count', async () => {
    const url = await storage.signedUrl('receipts/2-def.jpg', 60);
    const { pathname, searchParams } = new URL(url, 'http://shop');
    expect(pathname).toBe('/uploads/receipts/2-def.jpg');
    const expires = searchParams.get('expires')!;
    const signature = searchParams.get('signature')!;
    expect(Number(expires)).toBe(FIXED_NOW.getTime() / 1000 + 60);
    expect(storage.verify('receipts/2-def.jpg', expires, signature)).toBe('ok');
    expect(storage.verify('receipts/3-def.jpg', expires, signature)).toBe('invalid');
    expect(storage.verify('receipts/2-def.jpg', String(Number(expires) + 1), signature)).toBe(
      'invalid',
    );
    expect(storage.verify('receipts/2-def.jpg', expires, 'f'.repeat(64))).toBe('invalid');
    expect(storage.verify('receipts/2-def.jpg', expires, 'short')).toBe('invalid');
    const other = signed(`${SECRET}-other`, () => clock.now);
    expect(other.verify('receipts/2-def.jpg', expires, signature)).toBe('invalid');
    const later = signed(SECRET, () => new Date(FIXED_NOW.getTime() + 61_000));
    expect(later.verify('receipts/2-def.jpg', expires, signature)).toBe('expired');
  });

  it('signs PUT links apart from GET links: the method and the content type count', async () => {
    const key = 'reviews/tmp/1/2-0123456789abcdef.png';
    const put = new URL(await storage.signedPutUrl(key, 'image/png', 600), 'http://shop');
    expect(put.pathname).toBe(`/uploads/${key}`);
    const expires = put.searchParams.get('expires')!;
    const signature = put.searchParams.get('signature')!;
    expect(Number(expires)).toBe(FIXED_NOW.getTime() / 1000 + 600);
    expect(storage.verifyPut(key, 'image/png', expires, signature)).toBe('ok');
    expect(storage.verifyPut(key, 'image/jpeg', expires, signature)).toBe('invalid');
    expect(storage.verify(key, expires, signature)).toBe('invalid');
    const get = new URL(await storage.signedUrl(key, 600), 'http://shop');
    expect(
      storage.verifyPut(
        key,
        'image/png',
        get.searchParams.get('expires')!,
        get.searchParams.get('signature')!,
      ),
    ).toBe('invalid');
    const later = signed(SECRET, () => new Date(FIXED_NOW.getTime() + 601_000));
    expect(later.verifyPut(key, 'image/png', expires, signature)).toBe('expired');
  });

  it('without a configured secret, one per database: every instance signs alike', async () => {
    const database: DatabaseHandle = await createTestDatabase();
    try {
      const deps = {
        config: parseEnv({ NODE_ENV: 'test', UPLOAD_DIR: root }),
        db: database.db,
        clock: () => FIXED_NOW,
      };
      const first = await createFileStorage(deps);
      const second = await createFileStorage(deps);
      const url = new URL(await first.private.signedUrl('receipts/4-x.jpg', 60), 'http://shop');
      expect(
        second.uploadLinks?.verify(
          'receipts/4-x.jpg',
          url.searchParams.get('expires')!,
          url.searchParams.get('signature')!,
        ),
      ).toBe('ok');
    } finally {
      await database.close();
    }
  });
});

describe('GET /uploads/*', () => {
  it('serves a file through its signed URL; 403 when tampered or expired, 404 when missing', async () => {
    clock.now = FIXED_NOW;
    await storage.put('receipts/5-ghi.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
    const url = await storage.signedUrl('receipts/5-ghi.jpg', 3600);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(served.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));

    const tampered = url.replace('5-ghi', '5-ghj');
    expect((await app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await app.inject({ url: '/uploads/receipts/5-ghi.jpg' })).statusCode).toBe(403);
    const traversal = await app.inject({
      url: '/uploads/..%2f..%2fpackage.json?expires=1&signature=00',
    });
    expect(traversal.statusCode).toBe(403);

    const missing = await app.inject({ url: await storage.signedUrl('receipts/none.jpg', 60) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'upload_not_found' });

    clock.now = new Date(FIXED_NOW.getTime() + 3_601_000);
    const expired = await app.inject({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      errorCode: 'upload_link_invalid',
      message: 'Tautan file ini tidak valid atau sudah kedaluwarsa.',
    });
    clock.now = FIXED_NOW;
  });
});
