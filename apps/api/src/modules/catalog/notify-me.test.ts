import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { buildTestApp } from '../../test/build-test-app';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /api/catalog/notify-me', () => {
  it('stores a request once and e-mails through the outbox when stock returns, once', async () => {
    const soldOut = await database.db
      .selectFrom('combinations')
      .select(['id', 'product_id'])
      .where('stock', '=', 0)
      .where('is_active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      product_id: soldOut.product_id,
      combination_id: soldOut.id,
      email: 'Sari@Example.com',
    };
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/catalog/notify-me',
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(
        'Kami akan mengabari kamu lewat email saat produk ini tersedia kembali.',
      );
    }
    const pending = await database.db
      .selectFrom('notify_me_requests')
      .select(['email', 'notified_at'])
      .where('combination_id', '=', soldOut.id)
      .execute();
    expect(pending).toEqual([{ email: 'sari@example.com', notified_at: null }]);

    await database.db
      .updateTable('combinations')
      .set({ stock: 12 })
      .where('id', '=', soldOut.id)
      .execute();
    await database.db
      .updateTable('combinations')
      .set({ stock: 11 })
      .where('id', '=', soldOut.id)
      .execute();
    const outbox = await database.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'template', 'payload'])
      .where('template', '=', 'back_in_stock')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      channel: 'email',
      recipient: 'sari@example.com',
      payload: { product_id: soldOut.product_id, combination_id: soldOut.id },
    });
  });

  it.each([
    [{ product_id: 1, combination_id: 1, email: 'not-an-email' }, 'email', 'Email tidak valid'],
    [{ product_id: 1, email: 'a@b.co' }, 'combination_id', 'Data belum diisi'],
  ])('rejects bad input with 422 and the field message', async (payload, field, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/catalog/notify-me', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields[field]).toBe(message);
  });

  it('answers 404 for a combination that is not the product’s', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/catalog/notify-me',
      payload: { product_id: 999999, combination_id: 1, email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(404);
  });
});
