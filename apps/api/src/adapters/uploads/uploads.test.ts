// The upload port's local-disk adapter and its signed URLs (ARCHITECTURE §4 "Uploads").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { createUploadStorage, isUploadKey, localDiskStorage } from './index';

const SECRET = 'a-test-signing-secret-of-32-chars!!';
const root = mkdtempSync(path.join(tmpdir(), 'kilau-upload-port-'));
const clock = { now: FIXED_NOW };
const storage = localDiskStorage({ root, secret: SECRET, clock: () => clock.now });
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

describe('upload keys', () => {
  it.each([
    ['receipts/12-ab34.jpg', true],
    ['a', true],
    ['receipts/2026/11/x.png', true],
    ['../etc/passwd', false],
    ['receipts/../../x', false],
    ['/absolute', false],
    ['receipts/.hidden', false],
    ['receipts//x', false],
    ['receipts\\x', false],
    ['', false],
    ['a b', false],
  ])('%s → %s', (key, valid) => {
    expect(isUploadKey(key)).toBe(valid);
  });
});

describe('the local-disk adapter', () => {
  it('keeps bytes and content type, reads back, removes; unknown keys read as null', async () => {
    await storage.put('receipts/1-abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await storage.read('receipts/1-abc.jpg')).toEqual({
      bytes: Buffer.from('jpeg bytes'),
      contentType: 'image/jpeg',
    });
    expect(await storage.read('receipts/none.jpg')).toBeNull();
    expect(await storage.read('../outside')).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await storage.remove('receipts/1-abc.jpg');
    expect(await storage.read('receipts/1-abc.jpg')).toBeNull();
  });

  it('signs URLs for a time: the key, the expiry and the signature all count', () => {
    const url = storage.signedUrl('receipts/2-def.jpg', 60);
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
    const other = localDiskStorage({ root, secret: `${SECRET}-other`, clock: () => clock.now });
    expect(other.verify('receipts/2-def.jpg', expires, signature)).toBe('invalid');
    const later = localDiskStorage({
      root,
      secret: SECRET,
      clock: () => new Date(FIXED_NOW.getTime() + 61_000),
    });
    expect(later.verify('receipts/2-def.jpg', expires, signature)).toBe('expired');
  });

  it('without a configured secret, one per database: every instance signs alike', async () => {
    const database: DatabaseHandle = await createTestDatabase();
    try {
      const deps = { db: database.db, root, secret: undefined, clock: () => FIXED_NOW };
      const first = await createUploadStorage(deps);
      const second = await createUploadStorage(deps);
      const url = new URL(first.signedUrl('receipts/4-x.jpg', 60), 'http://shop');
      expect(
        second.verify(
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
    const url = storage.signedUrl('receipts/5-ghi.jpg', 3600);
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

    const missing = await app.inject({ url: storage.signedUrl('receipts/none.jpg', 60) });
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
