import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { blankPng, gate } from '../../test/hostile-images';
import { multipartForm } from '../../test/multipart';
import { registerMember } from '../../test/members';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'kilau-avatars-'));
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '1000', MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await app?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file. */
function form(content: Buffer, filename: string, contentType: string, field = 'image') {
  const boundary = `----kilau${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .toFormat(format)
    .toBuffer();

type Member = Awaited<ReturnType<typeof registerMember>>;
const upload = (member: Member, body: ReturnType<typeof form>) =>
  member.inject({ method: 'POST', url: '/api/users/me/image', ...body });

describe('POST /api/users/me/image', () => {
  it('stores a png as a 400×400 WebP under the media folder and sets user.image', async () => {
    const member = await registerMember(app);
    const res = await upload(member, form(await picture(900, 600, 'png'), 'me.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil berhasil diperbarui');
    const image = res.json().data.image as string;
    expect(image).toMatch(new RegExp(`^/media/users/${member.id}-[0-9a-f]{16}\\.webp$`));
    const served = await app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const me = await member.inject({ url: '/api/accounts/user/me' });
    expect(me.json().data.image).toBe(image);
  });

  it('judges the file by its bytes, not its name or declared type', async () => {
    const member = await registerMember(app);
    const jpegAsGif = form(await picture(300, 300, 'jpeg'), 'avatar.gif', 'image/gif');
    expect((await upload(member, jpegAsGif)).statusCode).toBe(200);
    const webp = form(await picture(300, 300, 'webp'), 'avatar', 'application/octet-stream');
    expect((await upload(member, webp)).statusCode).toBe(200);

    const gifAsPng = form(await picture(50, 50, 'gif'), 'avatar.png', 'image/png');
    const fakeJpeg = form(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'x.jpg', 'image/jpeg');
    const script = form(Buffer.from('<svg onload="alert(1)"/>'), 'x.png', 'image/png');
    for (const body of [gifAsPng, fakeJpeg, script]) {
      const res = await upload(member, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: 'invalid_file_type',
        message: 'File harus png, jpg, jpeg',
        data: { fields: { image: 'File harus png, jpg, jpeg' } },
      });
    }
  });

  it('refuses more than 5 MB with the spec message', async () => {
    const member = await registerMember(app);
    const png = await picture(20, 20, 'png');
    const big = Buffer.concat([png, Buffer.alloc(5_242_880 + 1 - png.length)]);
    const res = await upload(member, form(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'file_too_large',
      message: 'Ukuran maksimum 5MB',
      data: { fields: { image: 'Ukuran maksimum 5MB' } },
    });
    // Far over the limit: cut off while streaming, in English on request.
    const huge = form(Buffer.concat([png, Buffer.alloc(6_000_000)]), 'big.png', 'image/png');
    const english = await member.inject({
      method: 'POST',
      url: '/api/users/me/image',
      payload: huge.payload,
      headers: { ...huge.headers, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      errorCode: 'file_too_large',
      message: 'Maximum size 5MB',
    });
  });

  it('replaces the previous photo file', async () => {
    const member = await registerMember(app);
    const first = await upload(member, form(await picture(100, 100, 'png'), 'a.png', 'image/png'));
    const firstFile = path.join(mediaDir, 'users', path.basename(first.json().data.image));
    expect(existsSync(firstFile)).toBe(true);
    const second = await upload(
      member,
      form(await picture(120, 80, 'jpeg'), 'b.jpg', 'image/jpeg'),
    );
    expect(second.json().data.image).not.toBe(first.json().data.image);
    expect(existsSync(firstFile)).toBe(false);
  });

  it('needs a file, a multipart body and a member', async () => {
    const member = await registerMember(app);
    const empty = await member.inject({
      method: 'POST',
      url: '/api/users/me/image',
      payload: `------x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n------x--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.fields.image).toBe('Data belum diisi');
    const json = await member.inject({
      method: 'POST',
      url: '/api/users/me/image',
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/users/me/image',
      ...form(await picture(10, 10, 'png'), 'a.png', 'image/png'),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a picture too large in pixels by its header, before decoding it', async () => {
    const member = await registerMember(app);
    const decoded = app.images.stats().decoded;
    // 5.5 KB that took 13 s to decode (issue 14).
    const bomb = await upload(member, form(blankPng(100, 400_000), 'bomb.png', 'image/png'));
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json()).toMatchObject({
      errorCode: 'image_dimensions_too_large',
      message: 'Gambar maksimum 8000 piksel per sisi dan 40 megapiksel',
      data: { fields: { image: 'Gambar maksimum 8000 piksel per sisi dan 40 megapiksel' } },
    });
    const strip = form(blankPng(100, 2_100), 'strip.png', 'image/png');
    const english = await member.inject({
      method: 'POST',
      url: '/api/users/me/image',
      payload: strip.payload,
      headers: { ...strip.headers, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      errorCode: 'image_aspect_ratio',
      message: "An image's long side may be at most 20 times its short side",
    });
    expect(app.images.stats().decoded).toBe(decoded);
  });

  it('decodes one photo per member at a time, and refuses when the image queue is full', async () => {
    const member = await registerMember(app);
    const photo = form(await picture(60, 60, 'png'), 'me.png', 'image/png');
    const held = gate();
    const hold = (owner: string) => app.images.run(() => held.opened, { owner });
    const mine = hold(`member:${member.id}`);
    const busy = await upload(member, photo);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      errorCode: 'image_upload_in_progress',
      message: 'Gambar kamu sebelumnya masih diproses. Silakan coba lagi sebentar lagi.',
    });
    // Eight more waiting fill the queue: anyone else's upload is turned away, not queued.
    const others = Array.from({ length: 8 }, (_, i) => hold(`other:${i}`));
    expect(app.images.stats()).toMatchObject({ running: 1, queued: 8 });
    const someoneElse = await registerMember(app);
    const full = await upload(someoneElse, photo);
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({
      errorCode: 'image_work_busy',
      message: 'Kami sedang sibuk memproses gambar. Silakan coba lagi dalam beberapa saat.',
    });
    held.open();
    await Promise.all([mine, ...others]);
    expect((await upload(member, photo)).statusCode).toBe(200);
  });

  it('answers a form past its multipart limits with the reason (413), not a generic text', async () => {
    const member = await registerMember(app);
    const fields = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`note${i}`, 'x']));
    const body = multipartForm(fields, [
      { field: 'image', filename: 'a.png', type: 'image/png', content: blankPng(20, 20) },
    ]);
    const res = await member.inject({ method: 'POST', url: '/api/users/me/image', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorCode: 'too_many_parts',
      message: 'Formulir berisi terlalu banyak isian.',
    });
  });
});
