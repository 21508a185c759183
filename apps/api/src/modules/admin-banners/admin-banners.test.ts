// Banners and campaigns in the back office (issue 18, docs/design/back-office.md): every
// placement with its rules and schedule, optimistic edits with their audit rows, pictures through
// the shop's image pipeline, campaigns with sections, and the shop showing a change at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'kilau-banners-'));
let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const clock = () => now;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});
// Each test a minute later (a fresh authenticator step), with a merchandiser signed in.
beforeEach(async () => {
  now = new Date(now.getTime() + 60_000);
  staff = await signedInStaff(app, database.db, 'merchandiser', clock);
});

/** `datetime-local` in WIB, `minutes` from now. */
const wib = (minutes: number) =>
  new Date(now.getTime() + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

const createBanner = (payload: object, headers: Record<string, string> = {}) =>
  staff.inject({ method: 'POST', url: '/api/admin/banners', payload, headers });

const auditOf = async (entity: string, id: number) => {
  const admin = await signedInStaff(app, database.db, 'admin', clock);
  const res = await admin.inject({
    url: `/api/admin/audit-log?entity=${entity}&entity_id=${id}`,
  });
  return res.json().data as Array<{ action: string; before: unknown; after: unknown }>;
};

describe('banners', () => {
  it('a popup scheduled from now shows in the shop’s banners for home at once', async () => {
    const shop = () => app.inject({ url: '/api/banners/all?locations=popup_banner,home' });
    // The shop has read (and cached) its popups before the change.
    const before = (await shop()).json().data.popup_banner as Array<{ title: string }>;
    expect(before.map((banner) => banner.title)).not.toContain('Glow Week');

    const res = await createBanner({
      location: 'popup_banner',
      title: 'Glow Week',
      subtitle: 'Rangkaian serum pilihan',
      link_url: '/promotions',
      popup_setting: 'everyday',
      start_date: wib(0),
      end_date: wib(7 * 24 * 60),
    });
    expect(res.statusCode, res.body).toBe(201);
    const banner = res.json().data;
    expect(banner).toMatchObject({ type: 'popup', status: 'live', version: 1, is_active: true });

    const shown = (await shop()).json().data.popup_banner as Array<Record<string, unknown>>;
    expect(shown.find((item) => item.id === banner.id)).toMatchObject({
      title: 'Glow Week',
      popup_setting: 'everyday',
      link_url: '/promotions',
    });

    const audit = await auditOf('banner', banner.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'banner.create',
      before: null,
      after: { location: 'popup_banner', title: 'Glow Week', popup_setting: 'everyday' },
    });
  });

  it('refuses what the placement does not allow, each message on its field', async () => {
    const cases: Array<[object, string, string]> = [
      [
        { location: 'popup_banner', title: 'Tanpa setelan' },
        'popup_setting',
        'Pilih kapan popup ditampilkan.',
      ],
      [
        { location: 'home', title: 'Terbalik', start_date: wib(60), end_date: wib(30) },
        'end_date',
        'Waktu selesai harus setelah waktu mulai.',
      ],
      [{ location: 'lobby', title: 'Entah' }, 'location', 'Pilih salah satu penempatan.'],
      [{ location: 'home', title: '' }, 'title', 'Data belum diisi'],
      [
        { location: 'home', title: 'Jam', start_date: '31-12-2026' },
        'start_date',
        'Isi tanggal dan jam (WIB).',
      ],
      [
        { location: 'home', title: 'Tautan', link_url: 'javascript:alert(1)' },
        'link_url',
        'Tautan diawali / (halaman toko) atau https://.',
      ],
      [
        { location: 'top_banners', title: 'Kode', voucher_code: 'TIDAKADA99' },
        'voucher_code',
        'Kode voucher ini tidak ada.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await createBanner(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().data.fields[field], field).toBe(message);
    }
    const english = await createBanner(
      { location: 'fullscreen_popup_banner', title: 'X' },
      {
        'accept-language': 'en',
      },
    );
    expect(english.json().data.fields.popup_setting).toBe('Choose when the popup shows.');
    // Nothing half-saved.
    const listed = await staff.inject({
      url: '/api/admin/banners?location=fullscreen_popup_banner',
    });
    expect(listed.json().data.map((b: { title: string }) => b.title)).not.toContain('X');
  });

  it('an edit at a stale version answers 409 with the banner as it is; each save is audited', async () => {
    const created = (
      await createBanner({
        location: 'top_banners',
        title: 'Produk original',
        voucher_code: 'hemat25k',
      })
    ).json().data;
    expect(created.voucher_code).toBe('HEMAT25K');
    const first = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/banners/${created.id}`,
      payload: { version: 1, title: 'Produk 100% original', start_date: wib(120) },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, status: 'scheduled' });

    const second = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/banners/${created.id}`,
      payload: { version: 1, is_active: false },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('changed_by_someone_else');
    expect(second.json().data.current).toMatchObject({ title: 'Produk 100% original', version: 2 });

    // The rules run on the banner as it would be: an end before the stored start.
    const backwards = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/banners/${created.id}`,
      payload: { version: 2, end_date: wib(60) },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().data.fields.end_date).toBe('Waktu selesai harus setelah waktu mulai.');

    const audit = await auditOf('banner', created.id);
    expect(audit.map((row) => row.action)).toEqual(['banner.update', 'banner.create']);
    expect(audit[0]!.before).toMatchObject({ title: 'Produk original', start_date: null });
    expect(audit[0]!.after).toMatchObject({ title: 'Produk 100% original' });

    const scheduled = await staff.inject({ url: '/api/admin/banners?status=scheduled' });
    expect(scheduled.json().data.map((b: { id: number }) => b.id)).toContain(created.id);
    const live = await staff.inject({ url: '/api/admin/banners?status=live&location=top_banners' });
    expect(live.json().data.map((b: { id: number }) => b.id)).not.toContain(created.id);
  });

  it('stores an uploaded picture as WebP through the image pipeline; text placements take none', async () => {
    const hero = (await createBanner({ location: 'home', title: 'Serum baru' })).json().data;
    const png = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: { r: 240, g: 200, b: 210 } },
    })
      .png()
      .toBuffer();
    const upload = (id: number, content: Buffer) =>
      staff.inject({
        method: 'POST',
        url: `/api/admin/banners/${id}/image`,
        ...multipartForm({}, [
          { field: 'image', filename: 'hero.png', type: 'image/png', content },
        ]),
      });
    const res = await upload(hero.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.image_url as string;
    expect(url).toMatch(new RegExp(`^/media/banners/${hero.id}-[0-9a-f]{16}\\.webp$`));
    const served = await app.inject({ url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 400 });

    const notImage = await upload(hero.id, Buffer.from('<svg onload="alert(1)"/>'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().data.fields.image).toBeDefined();

    const strip = (
      await createBanner({ location: 'searchbar_promo_text', title: 'Cari serum' })
    ).json().data;
    const refused = await upload(strip.id, png);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.image).toBe('Banner teks tidak memakai gambar.');
    expect((await auditOf('banner', hero.id)).map((row) => row.action)).toContain('banner.image');
  });
});

describe('campaigns', () => {
  it('creates a campaign with banner and product sections, reorders them, 409 on a stale save', async () => {
    const products = await database.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    const ids = products.map((row) => Number(row.id));
    const body = {
      name: 'Glow Week',
      slug: 'glow-week',
      starts_at: wib(0),
      ends_at: wib(60 * 24 * 7),
      sections: [
        {
          title: 'Pembuka',
          type: 'banner',
          banner: {
            image_url: '/media/x.webp',
            link_url: '/promotions',
            title: 'Glow',
            subtitle: '',
          },
        },
        { title: 'Serum pilihan', type: 'product', product_ids: [ids[0], ids[1]] },
      ],
    };
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json().data;
    expect(campaign.sections.map((s: { title: string }) => s.title)).toEqual([
      'Pembuka',
      'Serum pilihan',
    ]);
    expect(campaign.sections[1].product_ids).toEqual([ids[0], ids[1]]);

    const taken = await staff.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      payload: body,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.slug).toBe('Slug ini sudah dipakai kampanye lain.');

    const unknown = await staff.inject({
      method: 'POST',
      url: '/api/admin/campaigns',
      payload: {
        name: 'Kosong',
        slug: 'kosong',
        sections: [{ title: 'A', type: 'product', product_ids: [987654321] }],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.fields['sections.0.product_ids']).toBe(
      'Produk 987654321 tidak ada.',
    );

    const reordered = {
      ...body,
      version: 1,
      sections: [
        { title: 'Serum pilihan', type: 'product', product_ids: [ids[2], ids[0]] },
        body.sections[0],
      ],
    };
    const saved = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaign.id}`,
      payload: reordered,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);
    expect(saved.json().data.sections[0]).toMatchObject({
      title: 'Serum pilihan',
      product_ids: [ids[2], ids[0]],
      position: 0,
    });
    const stale = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaign.id}`,
      payload: { ...reordered, name: 'Lain' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current.version).toBe(2);

    const audit = await auditOf('campaign', campaign.id);
    expect(audit.map((row) => row.action)).toEqual(['campaign.update', 'campaign.create']);
    expect(Object.keys(audit[0]!.after as object)).toEqual(['sections']);

    const listed = await staff.inject({ url: '/api/admin/campaigns' });
    expect(listed.json().data.find((c: { id: number }) => c.id === campaign.id)).toMatchObject({
      section_count: 2,
    });
  });
});
