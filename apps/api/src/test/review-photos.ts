// Test support for review photos (docs/design/reviews.md, decision 5): the real app on its own
// database with the file store on temporary folders the test can look into, a clock the test
// moves, members who ask for upload URLs and PUT pictures to them, and a review's body.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { App } from '../app';
import { createFileStorage, type FileStorage } from '../adapters/storage';
import { parseEnv } from '../config/env';
import { buildTestApp, FIXED_NOW } from './build-test-app';
import { registerMember } from './members';

export type Member = Awaited<ReturnType<typeof registerMember>>;

const SECRET = 'a-review-photo-signing-secret-32ch!';

/** A plain picture of `width` × `height` in `format`. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 210, g: 120, b: 140 } } })
    .toFormat(format)
    .toBuffer();

/**
 * The shop with review photos on local disk (`env` adds to its settings), a product with at
 * least five active shades, and helpers; `close()` removes everything.
 */
export async function reviewPhotosApp(env: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'kilau-review-photos-'));
  const dirs = {
    MEDIA_DIR: path.join(root, 'media'),
    UPLOAD_DIR: path.join(root, 'uploads'),
    UPLOAD_SIGNING_SECRET: SECRET,
  };
  const clock = { now: FIXED_NOW };
  const database: DatabaseHandle = await createTestDatabase();
  const files: FileStorage = await createFileStorage({
    config: parseEnv({ NODE_ENV: 'test', ...dirs }),
    db: database.db,
    clock: () => clock.now,
  });
  const build = (extra: Record<string, string> = {}) =>
    buildTestApp({
      database,
      files,
      clock: () => clock.now,
      env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000', ...dirs, ...env, ...extra },
    });
  const app: App = await build();
  await app.ready();
  const { rows } = await sql<{ product_id: string; ids: string[] }>`
    select c.product_id, array_agg(c.id order by c.id) as ids
      from combinations c join products p on p.id = c.product_id
     where p.is_active and c.is_active
     group by c.product_id having count(*) >= 5
     order by c.product_id limit 1`.execute(database.db);
  const product = Number(rows[0]!.product_id);
  const shades = rows[0]!.ids.map(Number);

  async function call(member: Member | null, method: string, url: string, payload?: object) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(member ? { cookies: { kilau_session: member.token } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** PUTs `bytes` to a signed URL as the browser would. */
  const put = async (url: string, bytes: Buffer | string, type: string) => {
    const res = await app.inject({
      method: 'PUT',
      url,
      payload: bytes,
      headers: { 'content-type': type },
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };

  /** An upload URL for `member`, answered whole. */
  const uploadUrl = async (member: Member, type = 'image/png') =>
    (await call(member, 'GET', `/api/reviews/upload-url?content_type=${encodeURIComponent(type)}`))
      .body.data as {
      name: string;
      url: string;
      method: string;
      headers: Record<string, string>;
      expires_at: string;
    };

  /** A picture uploaded by `member` the way the browser does it; answers its name. */
  async function upload(member: Member, bytes: Buffer, type: 'image/png' | 'image/jpeg') {
    const link = await uploadUrl(member, type);
    const sent = await put(link.url, bytes, type);
    if (sent.status !== 204) throw new Error(`upload failed: ${sent.status}`);
    return link.name;
  }

  return {
    app,
    build,
    database,
    files,
    clock,
    product,
    shades,
    call,
    put,
    uploadUrl,
    upload,
    newMember: () => registerMember(app),
    /** The product's stats as the shop answers them. */
    stats: async () =>
      (await call(null, 'GET', `/api/reviews/products/${product}/stats`)).body.data,
    async close() {
      await app.close();
      files.close();
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
