// The back office's "preview in the shop" (docs/design/back-office.md § Products): a staff member
// with catalogue.write reads an inactive product's detail, marked `preview` and never kept;
// guests, members and staff without the right still get 404, before and after the preview.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
const clock = () => FIXED_NOW;
let inactive: { id: number; slug: string };
let active: { id: number; slug: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock });
  const products = await database.db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(2)
    .execute();
  [inactive, active] = products.map((row) => ({ id: Number(row.id), slug: row.slug })) as [
    typeof inactive,
    typeof active,
  ];
  // Switched off before the app has read it: nothing of it is cached yet.
  await database.db
    .updateTable('products')
    .set({ is_active: false })
    .where('id', '=', inactive.id)
    .execute();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const detailUrl = (product: { id: number; slug: string }) =>
  `/api/catalog/v2/products/${product.id}-${product.slug}`;

describe('staff preview of a product the shop does not show', () => {
  it('answers an inactive product to a merchandiser, marked and private', async () => {
    const merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
    const res = await merchandiser.inject({ url: detailUrl(inactive) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: inactive.id, slug: inactive.slug, preview: true });
    expect(res.headers['cache-control']).toBe('private, no-store');

    // An active product is the shop's own answer, without the mark.
    const shown = await merchandiser.inject({ url: detailUrl(active) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.preview).toBeUndefined();
  });

  it('still answers 404 to guests, members and staff without catalogue.write', async () => {
    const member = await registerMember(app);
    const support = await signedInStaff(app, database.db, 'support', clock);
    for (const res of [
      await app.inject({ url: detailUrl(inactive) }),
      await member.inject({ url: detailUrl(inactive) }),
      await support.inject({ url: detailUrl(inactive) }),
      await app.inject({ url: detailUrl(inactive), cookies: { kilau_staff: 'not-a-session' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('product_not_found');
    }
  });

  it('keeps nothing of a preview where a shopper’s read finds it', async () => {
    const merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
    expect((await merchandiser.inject({ url: detailUrl(inactive) })).statusCode).toBe(200);
    expect((await app.inject({ url: detailUrl(inactive) })).statusCode).toBe(404);
  });
});
