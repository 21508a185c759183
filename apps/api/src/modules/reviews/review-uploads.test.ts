// Review photos going up (docs/design/reviews.md, decision 5): the upload URL a member asks for,
// the shop's own `PUT /uploads/*` that takes the file (signature, expiry, size, bytes), and the
// sweep of uploads never used.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { picture, reviewPhotosApp, type Member } from '../../test/review-photos';

let env: Awaited<ReturnType<typeof reviewPhotosApp>>;
let member: Member;
let png: Buffer;

beforeAll(async () => {
  env = await reviewPhotosApp();
  member = await env.newMember();
  png = await picture(40, 30, 'png');
});
afterAll(async () => {
  await env?.close();
});

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** `size` bytes that start as a PNG does. */
const pngOfSize = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length)]);
const stored = async (name: string) => env.files.private.head(name);

describe('GET /api/reviews/upload-url', () => {
  it('answers a key of the member under reviews/tmp/ and a PUT link valid ten minutes', async () => {
    const link = await env.uploadUrl(member, 'image/jpeg');
    const expires = FIXED_NOW.getTime() / 1000 + 600;
    expect(link).toEqual({
      name: expect.stringMatching(
        new RegExp(`^reviews/tmp/${member.id}/${expires}-[0-9a-f]{16}\\.jpg$`),
      ),
      url: expect.stringMatching(
        /^\/uploads\/reviews\/tmp\/.+\?expires=\d+&signature=[0-9a-f]{64}$/,
      ),
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      expires_at: new Date(expires * 1000).toISOString(),
    });
    expect(link.url.startsWith(`/uploads/${link.name}?expires=${expires}&`)).toBe(true);
    expect((await env.uploadUrl(member, 'image/png')).name).toMatch(/\.png$/);
    expect((await env.uploadUrl(member)).name).not.toBe((await env.uploadUrl(member)).name);
  });

  it.each([
    ['a guest', null, 'image/png', 401, undefined],
    ['a GIF', 'member', 'image/gif', 422, { content_type: 'File harus png, jpg, jpeg' }],
    ['no type', 'member', '', 422, undefined],
  ])('refuses %s', async (_what, who, type, status, fields) => {
    const res = await env.call(
      who ? member : null,
      'GET',
      `/api/reviews/upload-url${type ? `?content_type=${type}` : ''}`,
    );
    expect(res.status).toBe(status);
    if (fields) expect(res.body.data.fields).toMatchObject(fields);
  });

  it('is for members with a username only', async () => {
    const nameless = await env.newMember();
    await sql`update users set user_name = '' where id = ${nameless.id}`.execute(env.database.db);
    const res = await env.call(nameless, 'GET', '/api/reviews/upload-url?content_type=image/png');
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('review_requires_username');
  });

  it('is limited per member: thirty a minute', async () => {
    const busy = await env.newMember();
    const ask = () => env.call(busy, 'GET', '/api/reviews/upload-url?content_type=image/png');
    for (let i = 0; i < 30; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    // Another member is not held up by it.
    expect(
      (await env.call(member, 'GET', '/api/reviews/upload-url?content_type=image/png')).status,
    ).toBe(200);
  });
});

describe('PUT /uploads/* (the shop’s own pre-signed link)', () => {
  it('stores the file in the private area once: 204, then 409', async () => {
    const link = await env.uploadUrl(member, 'image/png');
    expect((await env.put(link.url, png, 'image/png')).status).toBe(204);
    expect(await stored(link.name)).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(await env.files.public.head(link.name)).toBeNull();
    const again = await env.put(link.url, png, 'image/png');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('upload_exists');
  });

  it.each([
    [
      'a tampered signature',
      (url: string) =>
        url.replace(/signature=(.)/, (_m, c) => `signature=${c === '0' ? '1' : '0'}`),
    ],
    [
      'a tampered key',
      (url: string) => url.replace(/-([0-9a-f])/, (_m, c) => `-${c === '0' ? '1' : '0'}`),
    ],
    [
      'a later expiry',
      (url: string) => url.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 60}`),
    ],
    ['no signature', (url: string) => url.split('?')[0]!],
  ])('answers 403 for %s, and stores nothing', async (_what, tamper) => {
    const link = await env.uploadUrl(member, 'image/png');
    const res = await env.put(tamper(link.url), png, 'image/png');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      errorCode: 'upload_link_invalid',
      message: 'Tautan file ini tidak valid atau sudah kedaluwarsa.',
    });
    expect(await env.files.private.list(`reviews/tmp/${member.id}/`)).not.toContain(link.name);
  });

  it('answers 403 once the link expired, for another content type, and for a GET link', async () => {
    const link = await env.uploadUrl(member, 'image/png');
    expect((await env.put(link.url, png, 'image/jpeg')).status).toBe(403);
    const getLink = await env.files.private.signedUrl(link.name, 600);
    expect((await env.put(getLink, png, 'image/png')).status).toBe(403);
    env.clock.now = new Date(FIXED_NOW.getTime() + 601_000);
    try {
      expect((await env.put(link.url, png, 'image/png')).status).toBe(403);
    } finally {
      env.clock.now = FIXED_NOW;
    }
    expect(await stored(link.name)).toBeNull();
    // Only uploads waiting for a review may come in, whatever was signed.
    const receipt = await env.files.private.signedPutUrl('receipts/1-x.png', 'image/png', 600);
    expect((await env.put(receipt, png, 'image/png')).status).toBe(403);
  });

  it("answers 413 'Ukuran maksimum 5MB' past 5,242,880 bytes, declared or streamed", async () => {
    const exact = await env.uploadUrl(member, 'image/png');
    expect((await env.put(exact.url, pngOfSize(5_242_880), 'image/png')).status).toBe(204);

    const over = await env.uploadUrl(member, 'image/png');
    const declared = await env.put(over.url, pngOfSize(5_242_881), 'image/png');
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({
      errorCode: 'file_too_large',
      message: 'Ukuran maksimum 5MB',
    });

    // Without a length up front: cut off while reading.
    const streamed = await env.app.inject({
      method: 'PUT',
      url: over.url,
      headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' },
      payload: Readable.from(
        (function* () {
          yield PNG_HEAD;
          for (let i = 0; i < 6; i += 1) yield Buffer.alloc(1_048_576);
        })(),
      ),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe('Ukuran maksimum 5MB');
    expect(await stored(over.name)).toBeNull();
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png'],
    ['text', Buffer.from('hello, this is not a picture'), 'image/png'],
    ['nothing', Buffer.alloc(0), 'image/png'],
    [
      'a JPEG sent as the PNG it was signed for',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
      'image/png',
    ],
  ])("answers 415 'File harus png, jpg, jpeg' for %s", async (_what, bytes, type) => {
    const link = await env.uploadUrl(member, type);
    const res = await env.put(link.url, bytes, type);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      errorCode: 'invalid_file_type',
      message: 'File harus png, jpg, jpeg',
    });
    expect(await stored(link.name)).toBeNull();
  });
});

describe('the sweep of uploads never used', () => {
  it('removes uploads a day past their link while the app runs, and keeps the rest', async () => {
    const old = `reviews/tmp/${member.id}/${FIXED_NOW.getTime() / 1000 - 86_401}-0123456789abcdef.png`;
    const recent = `reviews/tmp/${member.id}/${FIXED_NOW.getTime() / 1000 - 86_000}-0123456789abcdef.png`;
    const receipt = 'receipts/9-old.png';
    for (const key of [old, recent, receipt]) await env.files.private.put(key, png, 'image/png');
    const sweeping = await env.build({ UPLOAD_SWEEP_INTERVAL_MS: '20' });
    await sweeping.ready();
    try {
      for (let i = 0; i < 100 && (await stored(old)); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await stored(old)).toBeNull();
      expect(await stored(recent)).not.toBeNull();
      expect(await stored(receipt)).not.toBeNull();
    } finally {
      await sweeping.close();
    }
  });
});
