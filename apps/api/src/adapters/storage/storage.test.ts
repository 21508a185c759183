// The file store's port, the same behaviour on both adapters (ADR 0023): local disk, and an
// S3-compatible bucket served by s3rver on 127.0.0.1 for this file (its pre-signed URLs'
// signatures checked in front of it as S3 checks them: test/s3-presigned-check.ts).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import {
  checkReviewPhotoBytes,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MIME_TYPES,
  REVIEW_UPLOAD_PREFIX,
} from '@kilau/domain/reviews';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { errorHandler } from '../../plugins/error-handler';
import { startS3Server } from '../../test/s3-server';
import { createFileStorage, type FileArea, type FileStorage, uploadsRoutes } from './index';
import { IMMUTABLE_CACHE, DAY_CACHE, publicCacheControl } from './storage-port';

const SECRET = 'a-test-signing-secret-of-32-chars!!';
/** The adapters' clock: real time, moved by `offsetMs` to sign links in the past. */
const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

let database: DatabaseHandle;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let localRoot: string;

type Subject = {
  storage: FileStorage;
  /** Follows a signed URL as a browser would: the shop's `/uploads/*`, or the bucket. */
  open(url: string): Promise<{ status: number; type: string | null; body: Buffer }>;
  /** PUTs `body` with `type` to a signed URL as a browser would. */
  send(url: string, body: Buffer, type: string): Promise<{ status: number }>;
  /** Whether anything at all was written where `..` would lead (outside the store). */
  escaped(): Promise<boolean>;
  close(): Promise<void>;
};

const subjects: Record<'local' | 's3', () => Promise<Subject>> = {
  async local() {
    const config = parseEnv({
      NODE_ENV: 'test',
      MEDIA_DIR: path.join(localRoot, 'root', 'media'),
      UPLOAD_DIR: path.join(localRoot, 'root', 'uploads'),
      UPLOAD_SIGNING_SECRET: SECRET,
    });
    const storage = await createFileStorage({ config, db: database.db, clock: now });
    const app: FastifyInstance = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(uploadsRoutes, {
      links: storage.uploadLinks!,
      files: storage.private,
      clock: now,
      puts: [
        {
          prefix: REVIEW_UPLOAD_PREFIX,
          maxBytes: REVIEW_PHOTO_MAX_BYTES,
          contentTypes: REVIEW_PHOTO_MIME_TYPES,
          accept: checkReviewPhotoBytes,
        },
      ],
      prefix: '/uploads',
    });
    await app.ready();
    return {
      storage,
      async open(url) {
        const response = await app.inject({ url });
        return {
          status: response.statusCode,
          type: String(response.headers['content-type'] ?? '') || null,
          body: response.rawPayload,
        };
      },
      async send(url, body, type) {
        const response = await app.inject({
          method: 'PUT',
          url,
          payload: body,
          headers: { 'content-type': type },
        });
        return { status: response.statusCode };
      },
      // Every file under the temporary folder: nothing may sit outside the two areas.
      escaped: async () =>
        (await readdir(localRoot, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(localRoot, path.join(entry.parentPath, entry.name)))
          .some((file) => !/^root\/(media|uploads\/objects|uploads\/meta)\//.test(file)),
      close: () => app.close(),
    };
  },
  async s3() {
    const config = parseEnv({ NODE_ENV: 'test', ...s3.env });
    const storage = await createFileStorage({ config, db: database.db, clock: now });
    return {
      storage,
      async open(url) {
        const response = await fetch(url);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          body: Buffer.from(await response.arrayBuffer()),
        };
      },
      async send(url, body, type) {
        const response = await fetch(url, {
          method: 'PUT',
          body: new Uint8Array(body),
          headers: { 'content-type': type },
        });
        await response.arrayBuffer();
        return { status: response.status };
      },
      // Everything in the bucket, both areas: nothing may sit outside `media/` and `uploads/`.
      escaped: async () => {
        const client = rawClient();
        try {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
          return (listed.Contents ?? []).some(
            (object) => !/^(media|uploads)\//.test(object.Key ?? ''),
          );
        } finally {
          client.destroy();
        }
      },
      close: async () => storage.close(),
    };
  },
};

/** A plain client on the test bucket, to see what the adapter really wrote. */
const rawClient = () =>
  new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), 'kilau-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
  if (localRoot) await rm(localRoot, { recursive: true, force: true });
});

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);

describe.each(['local', 's3'] as const)('the file store on %s', (kind) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await subjects[kind]();
  });
  afterAll(async () => {
    await subject?.close();
  });

  describe.each(['public', 'private'] as const)('its %s area', (area) => {
    const files = (): FileArea => subject.storage[area];

    it('keeps bytes and content type; reads, heads, lists and removes them', async () => {
      await files().put('receipts/1-abc.jpg', JPEG, 'image/jpeg');
      await files().put('receipts/2-def.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      expect(await files().get('receipts/1-abc.jpg')).toMatchObject({
        bytes: JPEG,
        contentType: 'image/jpeg',
        size: JPEG.length,
      });
      const head = await files().head('receipts/2-def.svg');
      expect(head).toMatchObject({ contentType: 'image/svg+xml', size: 6 });
      expect(head?.etag).toMatch(/^(W\/)?".+"$/);
      expect(head?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await files().list('receipts/')).sort()).toEqual([
        'receipts/1-abc.jpg',
        'receipts/2-def.svg',
      ]);
      expect(await files().list('receipts/1-')).toEqual(['receipts/1-abc.jpg']);
      expect(await files().list('nothing/')).toEqual([]);

      await files().remove('receipts/1-abc.jpg');
      await files().remove('receipts/1-abc.jpg'); // missing is fine
      expect(await files().get('receipts/1-abc.jpg')).toBeNull();
      expect(await files().head('receipts/1-abc.jpg')).toBeNull();
      expect(await files().list('receipts/')).toEqual(['receipts/2-def.svg']);
      await files().remove('receipts/2-def.svg');
    });

    it('answers null for a missing file', async () => {
      expect(await files().get('receipts/none.jpg')).toBeNull();
      expect(await files().head('receipts/none.jpg')).toBeNull();
      expect(await files().get('none')).toBeNull();
    });

    it('replaces a file whole', async () => {
      await files().put('banners/hero.webp', Buffer.from('first'), 'image/webp');
      await files().put('banners/hero.webp', Buffer.from('second, longer'), 'image/png');
      expect(await files().get('banners/hero.webp')).toMatchObject({
        bytes: Buffer.from('second, longer'),
        contentType: 'image/png',
      });
      await files().remove('banners/hero.webp');
    });

    it.each([
      '../x.txt',
      '../../x.txt',
      'receipts/../../x.txt',
      '/x.txt',
      '.meta/x.txt',
      'receipts/.hidden',
      'receipts//x.txt',
      'receipts\\..\\x.txt',
      '',
      'a b',
    ])('never lets the key %j out of its place', async (key) => {
      await expect(files().put(key, Buffer.from('out'), 'text/plain')).rejects.toThrow(
        /invalid storage key/,
      );
      expect(await files().get(key)).toBeNull();
      expect(await files().head(key)).toBeNull();
      await files().remove(key);
      expect(await subject.escaped()).toBe(false);
    });
  });

  describe('pre-signed URLs of private files', () => {
    it('serve the file with its content type while they last', async () => {
      await subject.storage.private.put('receipts/7-abc.jpg', JPEG, 'image/jpeg');
      const url = await subject.storage.private.signedUrl('receipts/7-abc.jpg', 60);
      const opened = await subject.open(url);
      expect(opened).toMatchObject({ status: 200, type: 'image/jpeg' });
      expect(opened.body.equals(JPEG)).toBe(true);
    });

    it('stop working once their time is up', async () => {
      await subject.storage.private.put('receipts/8-abc.jpg', JPEG, 'image/jpeg');
      // Signed 61 s ago for 60 s: expired now, by the signer's clock and the server's. The fresh
      // one, signed 30 s ago, has 30 s left: room for a loaded machine between signing and
      // opening (1 s of room failed once in CI).
      clock.offsetMs = -61_000;
      const stale = await subject.storage.private.signedUrl('receipts/8-abc.jpg', 60);
      clock.offsetMs = -30_000;
      const fresh = await subject.storage.private.signedUrl('receipts/8-abc.jpg', 60);
      clock.offsetMs = 0;
      expect((await subject.open(stale)).status).toBe(403);
      expect((await subject.open(fresh)).status).toBe(200);
    });

    it('lead to a 404 when the file is gone', async () => {
      const url = await subject.storage.private.signedUrl('receipts/none.jpg', 60);
      expect((await subject.open(url)).status).toBe(404);
    });

    it('are refused for a key that could climb out', async () => {
      await expect(subject.storage.private.signedUrl('../x.jpg', 60)).rejects.toThrow();
      await expect(
        subject.storage.private.signedPutUrl('../x.jpg', 'image/jpeg', 60),
      ).rejects.toThrow();
    });
  });

  describe('pre-signed PUT URLs of private files', () => {
    const key = (n: number) => `reviews/tmp/1/${1_000 + n}-0123456789abcdef.jpg`;
    const stored = async (name: string) => (await subject.storage.private.get(name)) !== null;

    it('store what is sent with the content type they were signed for', async () => {
      const url = await subject.storage.private.signedPutUrl(key(1), 'image/jpeg', 60);
      expect([200, 204]).toContain((await subject.send(url, JPEG, 'image/jpeg')).status);
      expect(await subject.storage.private.get(key(1))).toMatchObject({
        bytes: JPEG,
        contentType: 'image/jpeg',
      });
    });

    it('are refused when tampered with, sent another type, or a GET link is used', async () => {
      const url = await subject.storage.private.signedPutUrl(key(2), 'image/jpeg', 60);
      const otherKey = url.replace('1002-', '1003-');
      const signature = /(signature|X-Amz-Signature)=([0-9a-f]{64})/.exec(url)!;
      const forged = url.replace(
        signature[0],
        `${signature[1]}=${signature[2]!.slice(0, -1)}${signature[2]!.endsWith('0') ? '1' : '0'}`,
      );
      const getLink = await subject.storage.private.signedUrl(key(2), 60);
      for (const [attempt, type] of [
        [otherKey, 'image/jpeg'],
        [forged, 'image/jpeg'],
        [url, 'image/png'],
        [getLink, 'image/jpeg'],
      ] as const) {
        expect((await subject.send(attempt, JPEG, type)).status, attempt).toBe(403);
      }
      expect(await stored(key(2))).toBe(false);
      expect(await stored(key(3))).toBe(false);
      // And the PUT link opens nothing.
      await subject.storage.private.put(key(2), JPEG, 'image/jpeg');
      expect((await subject.open(url)).status).toBe(403);
    });

    it('stop working once their time is up', async () => {
      clock.offsetMs = -61_000;
      const stale = await subject.storage.private.signedPutUrl(key(4), 'image/jpeg', 60);
      clock.offsetMs = 0;
      expect((await subject.send(stale, JPEG, 'image/jpeg')).status).toBe(403);
      expect(await stored(key(4))).toBe(false);
    });
  });
});

describe('public cache policy', () => {
  it('is a year, immutable, only where the name changes with the content', () => {
    expect(publicCacheControl('users/5-0123456789abcdef.webp')).toBe(IMMUTABLE_CACHE);
    expect(publicCacheControl('w/320/users/5-0123456789abcdef.webp')).toBe(IMMUTABLE_CACHE);
    expect(publicCacheControl('products/1-1.webp')).toBe(DAY_CACHE);
    expect(publicCacheControl('payments/ovo.svg')).toBe(DAY_CACHE);
  });

  it('goes with public files into the bucket, for a CDN that serves from it', async () => {
    const storage = await createFileStorage({
      config: parseEnv({ NODE_ENV: 'test', ...s3.env }),
      db: database.db,
      clock: now,
    });
    const client = rawClient();
    try {
      await storage.public.put('users/5-0123456789abcdef.webp', JPEG, 'image/webp');
      await storage.public.put('products/1-1.webp', JPEG, 'image/webp');
      const cached = async (key: string) =>
        (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).CacheControl;
      expect(await cached('media/users/5-0123456789abcdef.webp')).toBe(IMMUTABLE_CACHE);
      expect(await cached('media/products/1-1.webp')).toBe(DAY_CACHE);
    } finally {
      client.destroy();
      storage.close();
    }
  });
});
