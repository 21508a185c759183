// Content pages (issue 20, docs/design/content.md): drafts shoppers never see, publish and
// unpublish, English falling back to Indonesian, safe Markdown, validation, audit rows, stale
// versions, the editor's preview and pictures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedContentPages } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';
import { signedInStaff } from '../../test/staff';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'kilau-content-'));
let database: DatabaseHandle;
let app: App;
let now = FIXED_NOW;
const clock = () => now;
let editor: Awaited<ReturnType<typeof signedInStaff>>;

const words = (title: string, body: string, description = '') => ({ title, description, body });
let seq = 0;
/** A page of this test's own (the seeded texts are another matter). */
async function newPage(
  options: { published?: boolean; kind?: 'page' | 'faq'; en?: ReturnType<typeof words> } = {},
) {
  seq += 1;
  const key = `test-page-${seq}`;
  const pagePath = `/page/test-halaman-${seq}`;
  await seedContentPages(database.db, {
    now,
    pages: [
      {
        key,
        path: pagePath,
        kind: options.kind ?? 'page',
        id: words(`Halaman Uji ${seq}`, '## Bagian Satu\n\nIsi pertama.', 'Deskripsi uji.'),
        en: options.en ?? words(`Test Page ${seq}`, '## Part One\n\nFirst words.', 'Test.'),
      },
    ],
  });
  if (options.published === false) {
    await database.db
      .updateTable('content_pages')
      .set({ published_at: null })
      .where('key', '=', key)
      .execute();
    await database.db
      .deleteFrom('content_page_texts')
      .where('stage', '=', 'published')
      .where('page_id', 'in', (eb) =>
        eb.selectFrom('content_pages').select('id').where('key', '=', key),
      )
      .execute();
  }
  return { key, path: pagePath };
}

const shop = (pagePath: string, locale = 'id') =>
  app.inject({
    url: `/api/content/pages/by-path?path=${encodeURIComponent(pagePath)}`,
    headers: { 'accept-language': locale },
  });
const read = async (key: string) =>
  (await editor.inject({ url: `/api/admin/content/pages/${key}` })).json().data;
const saveDraft = async (key: string, change: { id?: object; en?: object; version?: number }) => {
  const page = await read(key);
  return editor.inject({
    method: 'PATCH',
    url: `/api/admin/content/pages/${key}`,
    payload: {
      version: change.version ?? page.version,
      id: { ...page.draft.id, ...change.id },
      en: { ...page.draft.en, ...change.en },
    },
  });
};
const act = async (key: string, action: 'publish' | 'unpublish', version?: number) =>
  editor.inject({
    method: 'POST',
    url: `/api/admin/content/pages/${key}/${action}`,
    payload: { version: version ?? (await read(key)).version },
  });
const auditOf = async (key: string) => {
  const admin = await signedInStaff(app, database.db, 'admin', clock);
  const res = await admin.inject({
    url: `/api/admin/audit-log?entity=content_page&entity_id=${key}`,
  });
  return res.json().data as Array<{ action: string; before: unknown; after: unknown }>;
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  now = new Date(now.getTime() + 60_000);
  editor = await signedInStaff(app, database.db, 'content', clock);
});

describe('what shoppers see', () => {
  it('a draft-only page is a 404; publishing shows it; unpublishing hides it again', async () => {
    const page = await newPage({ published: false });
    const missing = await shop(page.path);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('content_page_not_found');
    expect((await read(page.key)).status).toBe('draft');

    const published = await act(page.key, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      published_at: now.toISOString(),
    });
    const shown = await shop(page.path);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      key: page.key,
      path: page.path,
      kind: 'page',
      locale: 'id',
      title: `Halaman Uji ${seq}`,
      description: 'Deskripsi uji.',
      headings: [{ id: 'bagian-satu', text: 'Bagian Satu', level: 2 }],
      sections: [],
      published_at: now.toISOString(),
    });
    expect(shown.json().data.html).toContain('<h2 id="bagian-satu">Bagian Satu</h2>');

    expect((await act(page.key, 'unpublish')).json().data.status).toBe('draft');
    expect((await shop(page.path)).statusCode).toBe(404);
  });

  it('a draft edit changes nothing shoppers see until it is published', async () => {
    const page = await newPage();
    expect((await shop(page.path)).json().data.title).toBe(`Halaman Uji ${seq}`);
    const saved = await saveDraft(page.key, { id: { title: 'Judul Baru', body: 'Isi **baru**.' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'changed', title: 'Judul Baru' });
    expect(saved.json().data.published.id.title).toBe(`Halaman Uji ${seq}`);
    // The shop read (and cached) the page before: still the published words.
    const before = (await shop(page.path)).json().data;
    expect(before.title).toBe(`Halaman Uji ${seq}`);
    expect(before.html).not.toContain('baru');

    await act(page.key, 'publish');
    const after = (await shop(page.path)).json().data;
    expect(after.title).toBe('Judul Baru');
    expect(after.html).toBe('<p>Isi <strong>baru</strong>.</p>\n');
    expect((await read(page.key)).status).toBe('published');
  });

  it('English words in English; an empty English text falls back to Indonesian', async () => {
    const page = await newPage();
    const english = (await shop(page.path, 'en')).json().data;
    expect(english).toMatchObject({
      locale: 'en',
      title: `Test Page ${seq}`,
      description: 'Test.',
    });
    expect((await shop(page.path, 'id')).json().data.locale).toBe('id');

    const bare = await newPage({ en: words('', '') });
    const fallback = (await shop(bare.path, 'en')).json().data;
    expect(fallback).toMatchObject({ locale: 'id', title: `Halaman Uji ${seq}` });
    // A blank English description takes the Indonesian one.
    const noDescription = await newPage({ en: words('Only Title', 'Body.') });
    expect((await shop(noDescription.path, 'en')).json().data).toMatchObject({
      locale: 'en',
      title: 'Only Title',
      description: 'Deskripsi uji.',
    });
  });

  it('raw HTML and javascript: links never come through', async () => {
    const page = await newPage();
    await saveDraft(page.key, {
      id: {
        body: '<script>alert(1)</script>\n\n[klik](javascript:alert(1)) <a href="x" onclick="y">a</a>',
      },
    });
    await act(page.key, 'publish');
    const { html } = (await shop(page.path)).json().data;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|href="javascript|<a href="x"/);
  });

  it('a FAQ page answers its sections and questions', async () => {
    const page = await newPage({
      kind: 'faq',
      en: words('', ''),
    });
    await saveDraft(page.key, {
      id: { body: '## Pesanan\n\n### Cara memesan?\n\nPilih produk.\n\n### Batal?\n\nBisa.' },
    });
    await act(page.key, 'publish');
    const { sections } = (await shop(page.path)).json().data;
    expect(sections).toEqual([
      {
        id: 'pesanan',
        title: 'Pesanan',
        questions: [
          {
            id: 'cara-memesan',
            question: 'Cara memesan?',
            answer_html: '<p>Pilih produk.</p>\n',
            answer_text: 'Pilih produk.',
          },
          { id: 'batal', question: 'Batal?', answer_html: '<p>Bisa.</p>\n', answer_text: 'Bisa.' },
        ],
      },
    ]);
  });

  it('an unknown path is a 404', async () => {
    expect((await shop('/page/tidak-ada')).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/content/pages/by-path' })).statusCode).toBe(422);
  });
});

describe('the back office', () => {
  it('lists the pages with their state', async () => {
    const page = await newPage({ published: false });
    const res = await editor.inject({ url: '/api/admin/content/pages' });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((item: { key: string }) => item.key === page.key);
    expect(row).toMatchObject({ path: page.path, kind: 'page', status: 'draft', updated_by: null });
    expect(row).not.toHaveProperty('draft');
  });

  it.each([
    ['an empty Indonesian title', { id: { title: '  ' } }, 'id.title', 'Data belum diisi'],
    [
      'a title past 120',
      { en: { title: 'x'.repeat(121) } },
      'en.title',
      'Judul paling banyak 120 karakter.',
    ],
    [
      'a description past 300',
      { id: { description: 'x'.repeat(301) } },
      'id.description',
      'Deskripsi paling banyak 300 karakter.',
    ],
    [
      'a body past 100,000',
      { id: { body: 'x'.repeat(100_001) } },
      'id.body',
      'Isi halaman paling banyak 100000 karakter.',
    ],
    ['a control character', { id: { body: 'a\u0007b' } }, 'id.body', undefined],
  ])('%s is a 422', async (_case, change, field, message) => {
    const page = await newPage();
    const res = await saveDraft(page.key, change);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.fields)).toEqual([field]);
    if (message) expect(res.json().data.fields[field]).toBe(message);
  });

  it('line breaks and tabs are allowed in a body; publishing an empty body is refused', async () => {
    const page = await newPage();
    expect((await saveDraft(page.key, { id: { body: 'a\r\n\tb' } })).statusCode).toBe(200);
    await saveDraft(page.key, { id: { body: '   ' } });
    const refused = await act(page.key, 'publish');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields['id.body']).toContain('wajib diisi');
  });

  it('a stale version is a 409 with the page as it is now', async () => {
    const page = await newPage();
    const { version } = await read(page.key);
    expect((await saveDraft(page.key, { id: { title: 'Pertama' } })).statusCode).toBe(200);
    const stale = await saveDraft(page.key, { id: { title: 'Kedua' }, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('changed_by_someone_else');
    expect(stale.json().data.current.title).toBe('Pertama');
    expect((await act(page.key, 'publish', version)).statusCode).toBe(409);
    expect((await act(page.key, 'unpublish', version)).statusCode).toBe(409);
  });

  it('every write is audited with who did it', async () => {
    const page = await newPage();
    await saveDraft(page.key, { id: { title: 'Diaudit', body: 'Isi lain.' } });
    await act(page.key, 'publish');
    await act(page.key, 'unpublish');
    const rows = await auditOf(page.key);
    expect(rows.map((row) => row.action)).toEqual([
      'content.unpublish',
      'content.publish',
      'content.draft',
    ]);
    expect(rows[2]).toMatchObject({
      before: { 'id.title': `Halaman Uji ${seq}`, 'id.body': { chars: 28 } },
      after: { 'id.title': 'Diaudit', 'id.body': { chars: 9 } },
    });
    expect((await read(page.key)).updated_by).toBe(editor.email);
  });

  it('the preview renders unsaved words, safely, for staff only', async () => {
    const page = await newPage({ kind: 'faq' });
    const preview = (body: string, who = editor) =>
      who.inject({
        method: 'POST',
        url: `/api/admin/content/pages/${page.key}/preview`,
        payload: { locale: 'en', body },
      });
    const res = await preview('## A\n\n### Q?\n\nYes. <b>x</b>');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sections[0].questions[0]).toMatchObject({
      question: 'Q?',
      answer_html: '<p>Yes. &lt;b&gt;x&lt;/b&gt;</p>\n',
    });
    // Nothing saved.
    expect((await read(page.key)).draft.id.body).toBe('## Bagian Satu\n\nIsi pertama.');
    const support = await signedInStaff(app, database.db, 'support', clock);
    expect((await preview('x', support)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/content/pages/${page.key}/preview`,
          payload: { body: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a picture is stored as WebP and answered as Markdown; a non-image is refused', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#d98fa0' },
    })
      .png()
      .toBuffer();
    const upload = (content: Buffer, type = 'image/png') =>
      editor.inject({
        method: 'POST',
        url: '/api/admin/content/images',
        ...multipartForm({ alt: 'Serum [baru]' }, [
          { field: 'image', filename: 'serum.png', type, content },
        ]),
      });
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const { url, markdown } = res.json().data;
    expect(url).toMatch(/^\/media\/content\/img-[0-9a-f]{16}\.webp$/);
    expect(markdown).toBe(`![Serum baru](${url})`);
    const stored = await app.inject({ url });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(1600);

    const text = await upload(Buffer.from('not a picture at all'), 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().data.fields)).toEqual(['image']);
  });
});
