// Review photos in a review's writes and reads (docs/design/reviews.md, decision 5): uploads
// named by create and edit — checked again, re-encoded inside 600 × 600 without metadata, kept
// in the public area, the upload gone — refusals on `images`, a product's photos, and the
// stats' `with_images_count` kept exact.
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPng } from '../../test/hostile-images';
import { FIXED_NOW } from '../../test/build-test-app';
import { picture, reviewPhotosApp, type Member } from '../../test/review-photos';
import { reviewBody } from '../../test/review-shop';

let env: Awaited<ReturnType<typeof reviewPhotosApp>>;
let png: Buffer;
/** 1200 × 800 pixels turned a quarter (EXIF orientation 6), with a camera, GPS and a profile. */
let tagged: Buffer;

beforeAll(async () => {
  env = await reviewPhotosApp();
  png = await picture(900, 900, 'png');
  tagged = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 60, b: 200 } },
  })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'KilauCam' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 49/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await env?.close();
});

/** Shades are handed out one per review, so no review meets another's "once per shade". */
let nextShade = 0;
const shade = () => env.shades[nextShade++ % env.shades.length]!;
const create = (member: Member, images: Array<{ name: string; description?: string }>) =>
  env.call(member, 'POST', '/api/reviews/v2', reviewBody(env.product, shade(), { images }));
const edit = (member: Member, reviewId: string, images?: unknown[]) =>
  env.call(
    member,
    'PUT',
    `/api/reviews/edit-review/${reviewId}`,
    reviewBody(env.product, 0, images ? { images } : {}),
  );
const served = async (url: string) => env.app.inject({ url });

/** `with_images_count` as the published reviews themselves add it up. */
async function withImagesFromReviews() {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from reviews
     where product_id = ${env.product} and status = 'published'
       and exists (select 1 from review_images i where i.review_id = reviews.id)`.execute(
    env.database.db,
  );
  return Number(rows[0]!.n);
}

describe('photos named by a new review', () => {
  it('are checked, re-encoded inside 600 × 600 without metadata, served at /media, and the uploads go', async () => {
    const member = await env.newMember();
    const names = [
      await env.upload(member, png, 'image/png'),
      await env.upload(member, tagged, 'image/jpeg'),
    ];
    const inputMeta = await sharp(tagged).metadata();
    expect(inputMeta).toMatchObject({ orientation: 6, width: 1200, height: 800 });
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD

    const res = await create(member, [
      { name: names[0]!, description: 'Swatch di tangan' },
      { name: names[1]! },
    ]);
    expect(res.status).toBe(201);
    const images = res.body.data.images as Array<{
      name: string;
      url: string;
      description: string;
    }>;
    expect(images).toEqual([
      {
        name: expect.stringMatching(new RegExp(`^reviews/${member.id}-[0-9a-f]{16}\\.webp$`)),
        url: `/media/${images[0]!.name}`,
        description: 'Swatch di tangan',
      },
      { name: expect.stringMatching(/\.webp$/), url: `/media/${images[1]!.name}`, description: '' },
    ]);

    const square = await served(images[0]!.url);
    expect(square.statusCode).toBe(200);
    expect(square.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ width: 600, height: 600 });
    const turned = await sharp((await served(images[1]!.url)).rawPayload).metadata();
    expect(turned).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(turned.exif).toBeUndefined();
    expect(turned.icc).toBeUndefined();
    expect(turned.orientation).toBeUndefined();

    for (const name of names) expect(await env.files.private.head(name)).toBeNull();
    const { rows } = await sql<{ has_images: boolean }>`
      select has_images from reviews where id = ${res.body.data._id}`.execute(env.database.db);
    expect(rows[0]!.has_images).toBe(true);
  });

  it('refuses on `images` an upload not usable by this member, and keeps nothing of it', async () => {
    const member = await env.newMember();
    const other = await env.newMember();
    const theirs = await env.upload(other, png, 'image/png');
    const mine = await env.upload(member, png, 'image/png');
    const used = await env.upload(member, png, 'image/png');
    expect((await create(member, [{ name: used }])).status).toBe(201);
    const neverSent = (await env.uploadUrl(member)).name;
    const media = async () => (await env.files.public.list('reviews/')).length;
    const before = await media();

    for (const [what, names] of [
      ["another member's upload", [mine, theirs]],
      ['an upload used already', [used]],
      ['an upload never sent', [neverSent]],
      ['a stored photo of another review', [(await env.files.public.list('reviews/'))[0]!]],
      ['a name twice', [mine, mine]],
    ] as const) {
      const res = await create(
        member,
        names.map((name) => ({ name })),
      );
      expect(res.status, what).toBe(422);
      expect(Object.keys(res.body.data.fields), what).toEqual(['images']);
    }
    expect(await media()).toBe(before);
    expect(await env.files.private.head(mine)).not.toBeNull();

    // An hour after its link expired, an upload is no longer taken.
    env.clock.now = new Date(FIXED_NOW.getTime() + (600 + 3601) * 1000);
    try {
      const late = await create(member, [{ name: mine }]);
      expect(late.status).toBe(422);
      expect(late.body.data.fields.images).toBe(
        'Foto tidak ditemukan atau sudah kedaluwarsa. Silakan unggah ulang fotonya.',
      );
    } finally {
      env.clock.now = FIXED_NOW;
    }
  });

  it('refuses a picture whose header declares too many pixels before decoding it', async () => {
    const member = await env.newMember();
    const bomb = await env.upload(member, blankPng(100, 400_000), 'image/png');
    const decoded = env.app.images.stats().decoded;
    const res = await create(member, [{ name: bomb }]);
    expect(res.status).toBe(422);
    expect(res.body.data.fields.images).toBe(
      'Gambar maksimum 8000 piksel per sisi dan 40 megapiksel',
    );
    expect(env.app.images.stats().decoded).toBe(decoded);
  });

  it.each([
    [
      'six photos',
      Array.from({ length: 6 }, (_, i) => ({ name: `x${i}` })),
      'images',
      'Maksimal 5 foto',
    ],
    [
      'a caption of 301 characters',
      [{ name: 'x', description: 'a'.repeat(301) }],
      'images.0.description',
      'Keterangan foto maksimal 300 karakter',
    ],
    [
      'a control character in a caption',
      [{ name: 'x', description: 'a\u0007b' }],
      'images.0.description',
      undefined,
    ],
    ['a photo without a name', [{ description: 'tanpa nama' }], 'images.0.name', undefined],
  ])('refuses %s', async (_what, images, field, message) => {
    const member = await env.newMember();
    const res = await create(member, images as Array<{ name: string }>);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.fields)).toEqual([field]);
    if (message) expect(res.body.data.fields[field]).toBe(message);
  });
});

describe('photos on an edit, and a product’s photos', () => {
  it('keep, recaption, add and remove photos; the list, the count and the stats follow', async () => {
    const photosBefore = (await env.call(null, 'GET', `/api/reviews/${env.product}/images/count`))
      .body.data.count as number;
    const member = await env.newMember();
    const first = [
      await env.upload(member, png, 'image/png'),
      await env.upload(member, png, 'image/png'),
    ];
    const created = await create(
      member,
      first.map((name, i) => ({ name, description: `foto ${i}` })),
    );
    const reviewId = created.body.data._id as string;
    const [keep, drop] = created.body.data.images as Array<{ name: string; url: string }>;
    expect((await env.stats()).with_images_count).toBe(await withImagesFromReviews());

    // A variant of the photo to drop, made as a page would ask for it.
    expect((await served(drop!.url.replace('/media/', '/media/w/160/'))).statusCode).toBe(200);
    const added = await env.upload(member, tagged, 'image/jpeg');
    const edited = await edit(member, reviewId, [
      { name: added, description: 'baru' },
      { name: keep!.name, description: 'keterangan baru' },
    ]);
    expect(edited.status).toBe(200);
    expect(edited.body.data.images).toEqual([
      {
        name: expect.stringMatching(/^reviews\/.+\.webp$/),
        url: expect.any(String),
        description: 'baru',
      },
      { name: keep!.name, url: keep!.url, description: 'keterangan baru' },
    ]);
    expect((await served(drop!.url)).statusCode).toBe(404);
    expect(await env.files.public.head(`w/160/${drop!.name}`)).toBeNull();
    expect((await served(keep!.url)).statusCode).toBe(200);

    // Left out, the photos stay; a kept name the review does not have is refused.
    expect((await edit(member, reviewId)).body.data.images).toHaveLength(2);
    expect((await edit(member, reviewId, [{ name: drop!.name }])).status).toBe(422);

    const list = await env.call(null, 'GET', `/api/reviews/${env.product}/images`);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: photosBefore + 2, skip: 0, limit: 7 });
    expect(list.body.data[0]).toEqual({
      review_id: reviewId,
      url: edited.body.data.images[0].url,
      description: 'baru',
      user_name: member.userName,
      created_at: FIXED_NOW.toISOString(),
    });
    expect(list.body.data.length).toBeLessThanOrEqual(7);
    const count = await env.call(null, 'GET', `/api/reviews/${env.product}/images/count`);
    expect(count.body.data).toEqual({ count: photosBefore + 2 });
    const paged = await env.call(null, 'GET', `/api/reviews/${env.product}/images?skip=1&limit=1`);
    expect(paged.body.data).toEqual([expect.objectContaining({ description: 'keterangan baru' })]);

    // Every photo taken away: the review has none, and counts among those with photos no more.
    const bare = await edit(member, reviewId, []);
    expect(bare.body.data.images).toEqual([]);
    expect((await served(keep!.url)).statusCode).toBe(404);
    expect((await env.stats()).with_images_count).toBe(await withImagesFromReviews());
    expect(
      (await env.call(null, 'GET', `/api/reviews/${env.product}/images/count`)).body.data,
    ).toEqual({
      count: photosBefore,
    });
  });

  it('lists no photos of a held review, and holds a review whose caption carries a phone number', async () => {
    const member = await env.newMember();
    const name = await env.upload(member, png, 'image/png');
    const before = (await env.call(null, 'GET', `/api/reviews/${env.product}/images/count`)).body
      .data.count;
    const res = await create(member, [{ name, description: 'WA 081234567890' }]);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('held');
    expect(res.body.data.images).toHaveLength(1);
    expect(
      (await env.call(null, 'GET', `/api/reviews/${env.product}/images/count`)).body.data.count,
    ).toBe(before);
    expect((await env.stats()).with_images_count).toBe(await withImagesFromReviews());
  });

  it.each([
    ['limit 51', '?limit=51', 422],
    ['limit 0', '?limit=0', 422],
    ['a product without reviews', '', 200],
  ])('answers %s with %s', async (_what, query, status) => {
    const res = await env.call(null, 'GET', `/api/reviews/999999/images${query}`);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
