import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminContentPage } from '@kilau/domain/content';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as editPage from './admin-content-edit';
import * as listPage from './admin-content';

const PAGES = '/api/admin/content/pages';
const words = (title: string, body = 'Isi.') => ({ title, description: '', body });
const makePage = (overrides: Partial<AdminContentPage> = {}): AdminContentPage => ({
  key: 'privacy-policy',
  path: '/page/kebijakan-privasi',
  kind: 'page',
  title: 'Kebijakan Privasi',
  status: 'changed',
  published_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-26T18:30:00.000Z',
  updated_by: 'konten@kilau.id',
  version: 3,
  draft: { id: words('Kebijakan Privasi', '## Data\n\nIsi baru.'), en: words('Privacy Policy') },
  published: { id: words('Kebijakan Privasi'), en: words('Privacy Policy') },
  ...overrides,
});
const stub = (replies: ApiReplies, role: 'content' | 'operations' = 'content') =>
  stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe(role) }, ...replies });

describe('/admin/content', () => {
  it('lists the pages with path, status and the last change in WIB', async () => {
    const { draft: _d, published: _p, ...row } = makePage();
    const api = stub({
      [`GET ${PAGES}`]: {
        data: [
          row,
          {
            ...row,
            key: 'faq',
            path: '/faq',
            title: 'FAQ',
            kind: 'faq',
            status: 'draft',
            published_at: null,
            updated_by: null,
          },
        ],
      },
    });
    renderRouteModule(listPage, {
      path: '/admin/content',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('link', { name: 'Kebijakan Privasi' }).getAttribute('href')).toBe(
      '/admin/content/privacy-policy',
    );
    expect(table.getByText('Ada perubahan belum terbit')).toBeTruthy();
    expect(table.getByText('Draf (belum terbit)')).toBeTruthy();
    expect(table.getAllByText('27 Nov 2026, 01:30')).toHaveLength(2);
    expect(table.getByText('oleh konten@kilau.id')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a role without content.write is refused', async () => {
    const api = stub({}, 'operations');
    renderRouteModule(listPage, {
      path: '/admin/content',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByText('Tidak untuk peranmu')).toBeTruthy();
    expect(api.callsTo('GET', PAGES)).toEqual([]);
  });
});

describe('/admin/content/:key', () => {
  it('edits both languages in tabs; the schema refuses a blank Indonesian title before the API', async () => {
    const api = stub({ [`GET ${PAGES}/privacy-policy`]: { data: makePage() } });
    renderRouteModule(editPage, {
      path: '/admin/content/:key',
      url: '/admin/content/privacy-policy',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' });
    expect(screen.getByRole('link', { name: /Buka halaman di toko/ }).getAttribute('href')).toBe(
      '/page/kebijakan-privasi',
    );
    const [titleId] = screen.getAllByLabelText('Judul');
    fireEvent.click(screen.getByRole('tab', { name: 'Bahasa Inggris' }));
    expect(screen.getByRole('tabpanel', { name: 'Bahasa Inggris' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Bahasa Indonesia' }));
    fireEvent.change(titleId!, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Data belum diisi')).toBeTruthy();
    expect(api.callsTo('PATCH', `${PAGES}/privacy-policy`)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  const post = (form: Record<string, string>, replies: ApiReplies) =>
    editPage.action({
      request: routeRequest('/admin/content/privacy-policy', { form, cookie: STAFF_COOKIE }),
      context: stub(replies).context,
      params: { key: 'privacy-policy' },
    } as never);

  it('saves the draft at the version read; a stale version says someone else changed it', async () => {
    const form = {
      intent: 'save',
      version: '3',
      'id.title': 'Kebijakan Privasi',
      'id.description': '',
      'id.body': 'Isi.',
      'en.title': '',
      'en.description': '',
      'en.body': '',
    };
    const saved = actionAnswer(
      await post(form, {
        [`PATCH ${PAGES}/privacy-policy`]: (call) => {
          expect(call.body).toEqual({
            version: 3,
            id: words('Kebijakan Privasi'),
            en: { title: '', description: '', body: '' },
          });
          return { data: makePage(), message: 'Draf disimpan.' };
        },
      }),
    );
    expect(saved).toEqual({
      status: 200,
      body: { intent: 'save', ok: true, message: 'Draf disimpan.' },
    });

    const stale = actionAnswer(
      await post(form, {
        [`PATCH ${PAGES}/privacy-policy`]: {
          status: 409,
          errorCode: 'changed_by_someone_else',
          message: 'Data ini baru saja diubah orang lain.',
        },
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, stale: true });
  });

  it('previews unsaved Markdown through the API and publishes at the version read', async () => {
    const preview = actionAnswer(
      await post(
        { intent: 'preview', locale: 'en', body: '## Hi' },
        {
          [`POST ${PAGES}/privacy-policy/preview`]: {
            data: { html: '<h2 id="hi">Hi</h2>\n', headings: [], intro_html: '', sections: [] },
          },
        },
      ),
    );
    expect(preview.body).toMatchObject({ ok: true, html: '<h2 id="hi">Hi</h2>\n' });
    const published = actionAnswer(
      await post(
        { intent: 'publish', version: '3' },
        {
          [`POST ${PAGES}/privacy-policy/publish`]: (call) => {
            expect(call.body).toEqual({ version: 3 });
            return {
              data: makePage({ status: 'published' }),
              message: 'Halaman diterbitkan dan tampil di toko.',
            };
          },
        },
      ),
    );
    expect(published.body).toMatchObject({
      ok: true,
      message: 'Halaman diterbitkan dan tampil di toko.',
    });
  });
});
