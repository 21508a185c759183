// Brands and the category tree in the back office (issue 18, docs/design/back-office.md "Brands
// and categories"): created and edited with their audit rows, optimistic versions, slugs unique,
// no category under its own branch, logos through the image pipeline, and the shop's menus
// showing the change at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'kilau-brand-logos-'));
let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let merch: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { MEDIA_DIR: mediaDir } });
  merch = await signedInStaff(app, database.db, 'merchandiser', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const auditOf = (entity: string, id: number) =>
  database.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('brands', () => {
  it('creates a brand (slug and letter from the name), edits it at its version, and the shop lists it at once', async () => {
    const letters = async () =>
      (await app.inject({ url: '/api/catalog/v3/brands/letters' })).json().data as Array<{
        letter: string;
        brands: Array<{ name: string }>;
      }>;
    await letters(); // cached before the change
    const created = await merch.inject({
      method: 'POST',
      url: '/api/admin/brands',
      payload: { name: 'Zamrud Ayu', description: 'Dari Bandung.', origin: 'Indonesia' },
    });
    expect(created.statusCode).toBe(201);
    const brand = created.json().data;
    expect(brand).toMatchObject({
      name: 'Zamrud Ayu',
      slug: 'zamrud-ayu',
      letter: 'Z',
      origin: 'Indonesia',
      is_active: true,
      version: 1,
    });
    const names = (list: Awaited<ReturnType<typeof letters>>) =>
      list.flatMap((group) => group.brands.map((b) => b.name));
    expect(names(await letters())).toContain('Zamrud Ayu');

    const taken = await merch.inject({
      method: 'POST',
      url: '/api/admin/brands',
      payload: { name: 'Zamrud Ayu' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields.slug).toBe('Slug ini sudah dipakai brand lain.');
    const bad = await merch.inject({
      method: 'POST',
      url: '/api/admin/brands',
      payload: { name: '', slug: 'Bukan Slug' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['name', 'slug']);

    const renamed = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/brands/${brand.id}`,
      payload: { version: 1, name: '8 Zamrud', is_active: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: '8 Zamrud', letter: '#', version: 2 });
    expect(names(await letters())).not.toContain('Zamrud Ayu');
    expect(names(await letters())).not.toContain('8 Zamrud');

    const stale = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/brands/${brand.id}`,
      payload: { version: 1, name: 'Terlambat' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('changed_by_someone_else');
    expect(stale.json().data.current).toMatchObject({ name: '8 Zamrud', version: 2 });

    expect(await auditOf('brand', brand.id)).toEqual([
      expect.objectContaining({ action: 'brand.create', staff_id: merch.id, before: null }),
      {
        action: 'brand.update',
        staff_id: merch.id,
        before: { name: 'Zamrud Ayu', letter: 'Z', is_active: true },
        after: { name: '8 Zamrud', letter: '#', is_active: false },
      },
    ]);
  });

  it("uploads a brand's logo through the image pipeline; a non-image is refused on the field", async () => {
    const { id } = (
      await merch.inject({ method: 'POST', url: '/api/admin/brands', payload: { name: 'Logo Co' } })
    ).json().data;
    const png = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#c0406a' },
    })
      .png()
      .toBuffer();
    const res = await merch.inject({
      method: 'POST',
      url: `/api/admin/brands/${id}/logo`,
      ...multipartForm({}, [
        { field: 'logo', filename: 'logo.png', type: 'image/png', content: png },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(new RegExp(`^/media/brands/${id}-[0-9a-f]{16}\\.webp$`));
    const served = await app.inject({ url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 133,
    });
    const text = await merch.inject({
      method: 'POST',
      url: `/api/admin/brands/${id}/logo`,
      ...multipartForm({}, [
        { field: 'logo', filename: 'x.png', type: 'image/png', content: Buffer.from('not a png') },
      ]),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().data.fields.logo).toBeTruthy();
    expect((await auditOf('brand', id)).map((row) => row.action)).toEqual([
      'brand.create',
      'brand.logo',
    ]);
  });
});

describe('categories', () => {
  const create = (payload: object) =>
    merch.inject({ method: 'POST', url: '/api/admin/categories', payload });
  const patch = (id: number, payload: object) =>
    merch.inject({ method: 'PATCH', url: `/api/admin/categories/${id}`, payload });

  it('adds children, renames and moves them, refuses cycles (422), and the shop tree follows', async () => {
    const tree = async () =>
      JSON.stringify((await app.inject({ url: '/api/catalog/v3/categories' })).json().data);
    await tree();
    const top = (await create({ name: 'Perawatan Rambut', position: 9 })).json().data;
    expect(top).toMatchObject({ slug: 'perawatan-rambut', parent_id: null, version: 1 });
    const child = (await create({ name: 'Sampo', parent_id: top.id })).json().data;
    const grandchild = (await create({ name: 'Sampo Kering', parent_id: child.id })).json().data;
    expect(await tree()).toContain('Sampo Kering');

    const sibling = await create({ name: 'Sampo', parent_id: top.id });
    expect(sibling.statusCode).toBe(409);
    expect(sibling.json().data.fields.slug).toBe(
      'Slug ini sudah dipakai kategori lain di induk yang sama.',
    );
    const orphan = await create({ name: 'Yatim', parent_id: 2_000_000_000 });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().data.fields.parent_id).toBe('Kategori tidak ditemukan.');

    // Under itself, or under its own grandchild: a cycle.
    for (const parent of [top.id, grandchild.id]) {
      const cycle = await patch(top.id, { version: 1, parent_id: parent });
      expect(cycle.statusCode).toBe(422);
      expect(cycle.json().data.fields.parent_id).toBe(
        'Kategori tidak bisa dipindah ke dalam dirinya sendiri atau turunannya.',
      );
    }
    const english = await merch.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${top.id}`,
      payload: { version: 1, parent_id: child.id },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data.fields.parent_id).toBe(
      'A category cannot move under itself or one of its own children.',
    );

    // The grandchild moves to the top and is renamed; then deactivated.
    const moved = await patch(grandchild.id, {
      version: 1,
      parent_id: null,
      name: 'Sampo Praktis',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ parent_id: null, name: 'Sampo Praktis', version: 2 });
    expect(await tree()).toContain('Sampo Praktis');
    const off = await patch(grandchild.id, { version: 2, is_active: false });
    expect(off.json().data).toMatchObject({ is_active: false, version: 3 });
    expect(await tree()).not.toContain('Sampo Praktis');

    const stale = await patch(grandchild.id, { version: 2, name: 'Lama' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ version: 3, is_active: false });

    expect(await auditOf('category', grandchild.id)).toEqual([
      expect.objectContaining({ action: 'category.create', before: null }),
      {
        action: 'category.update',
        staff_id: merch.id,
        before: { parent_id: child.id, name: 'Sampo Kering' },
        after: { parent_id: null, name: 'Sampo Praktis' },
      },
      {
        action: 'category.update',
        staff_id: merch.id,
        before: { is_active: true },
        after: { is_active: false },
      },
    ]);
    const list = (await merch.inject({ url: '/api/admin/categories' })).json();
    expect(list.data.find((c: { id: number }) => c.id === grandchild.id)).toMatchObject({
      is_active: false,
    });
  });
});
