import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ACADEMY_AUTHORING_API } from '~/features/admin/api/academy-authoring.server';
import {
  makeAcademyLevel,
  makeAcademyPost,
  makeAcademyPostSummary,
} from '~/features/admin/testing/academy-authoring-fixtures';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as postPage from './admin-academy-post-edit';
import * as postsPage from './admin-academy-posts';

vi.setConfig({ testTimeout: 20_000 });

const ARTICLE = makeAcademyPostSummary({
  id: 41,
  kind: 'article',
  slug: 'tips-kulit',
  title_id: 'Tips kulit kering',
  title_en: 'Dry skin tips',
  is_published: false,
  class: null,
});

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('content') },
    [`GET ${ACADEMY_AUTHORING_API.levels}`]: { data: [makeAcademyLevel()] },
    [`GET ${ACADEMY_AUTHORING_API.post(40)}`]: { data: makeAcademyPost() },
    ...replies,
  });

const renderEditor = (url: string, replies: ApiReplies = {}) => {
  const stub = api(replies);
  renderRouteModule(postPage, {
    path: url.startsWith('/admin/academy/posts/new')
      ? '/admin/academy/posts/new'
      : '/admin/academy/posts/:id',
    url,
    context: stub.context,
    cookie: STAFF_COOKIE,
  });
  return stub;
};

describe('/admin/academy/posts', () => {
  it('lists courses and articles with their class and status, filtered by kind', async () => {
    const stub = api({
      [`GET ${ACADEMY_AUTHORING_API.posts}`]: { data: [makeAcademyPostSummary(), ARTICLE] },
    });
    renderRouteModule(postsPage, {
      path: '/admin/academy/posts',
      url: '/admin/academy/posts?kind=article',
      context: stub.context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar tulisan akademi' }));
    expect(table.getByRole('link', { name: 'Ubah Pembersihan ganda' }).getAttribute('href')).toBe(
      '/admin/academy/posts/40',
    );
    expect(table.getByText('Level 1, kelas 1')).toBeTruthy();
    expect(table.getByText('Disembunyikan')).toBeTruthy();
    expect(
      stub.calls.some((call) => call.path === `${ACADEMY_AUTHORING_API.posts}?kind=article`),
    ).toBe(true);
    const filter = within(screen.getByRole('navigation', { name: 'Jenis tulisan' }));
    expect(filter.getByRole('link', { name: 'Artikel' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tulisan baru' }).getAttribute('href')).toBe(
      '/admin/academy/posts/new?kind=article',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/academy/posts/:id', () => {
  it('creates a course in the level it was added from, then opens it', async () => {
    const { callsTo } = renderEditor('/admin/academy/posts/new?kind=course&level=1', {
      [`POST ${ACADEMY_AUTHORING_API.posts}`]: { status: 201, data: makeAcademyPost({ id: 77 }) },
    });
    const form = within(await screen.findByRole('form', { name: 'Isi tulisan' }));
    expect((form.getByLabelText('Level') as HTMLSelectElement).value).toBe('1');
    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'alas-bedak' } });
    fireEvent.change(form.getByLabelText('Judul (Indonesia)'), { target: { value: 'Alas bedak' } });
    fireEvent.change(form.getByLabelText('Judul (Inggris)'), { target: { value: 'Foundation' } });
    fireEvent.change(form.getByLabelText('Penulis'), { target: { value: 'Tim Akademi' } });
    fireEvent.change(form.getByLabelText(/^Tag/), { target: { value: 'dasar, wajah ,' } });
    fireEvent.change(form.getByLabelText(/^Batas percobaan kuis/), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText(/^Waktu terbit/), {
      target: { value: '2026-12-01 09:00' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Buat tulisan' }));
    await waitFor(() => expect(callsTo('POST', ACADEMY_AUTHORING_API.posts)).toHaveLength(1));
    expect(callsTo('POST', ACADEMY_AUTHORING_API.posts)[0]!.body).toEqual({
      kind: 'course',
      level_id: 1,
      pass_mark: 70,
      max_attempts: 3,
      slug: 'alas-bedak',
      title_id: 'Alas bedak',
      title_en: 'Foundation',
      summary_id: '',
      summary_en: '',
      content_id: '',
      content_en: '',
      owner: 'Tim Akademi',
      cover_image: null,
      tags: ['dasar', 'wajah'],
      is_published: true,
      published_at: '2026-12-01T02:00:00.000Z',
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/academy/posts/77');
  });

  it('edits a post at its version with a live preview, and shows a taken slug on its field', async () => {
    const { callsTo } = renderEditor('/admin/academy/posts/40', {
      [`POST ${ACADEMY_AUTHORING_API.preview}`]: (call) => ({
        data: { html: `<p>${(call.body as { content: string }).content.toUpperCase()}</p>` },
      }),
      [`PUT ${ACADEMY_AUTHORING_API.post(40)}`]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Slug ini sudah dipakai tulisan lain.',
        data: { fields: { slug: 'Slug ini sudah dipakai tulisan lain.' } },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Isi tulisan' }));
    expect((form.getByLabelText(/^Tag/) as HTMLInputElement).value).toBe('cleansing, dasar');
    expect((form.getByLabelText(/^Waktu terbit/) as HTMLInputElement).value).toBe(
      '2026-11-20 10:00',
    );
    const preview = within(screen.getByRole('region', { name: 'Pratinjau' }));
    expect(await preview.findByText('# LANGKAH')).toBeTruthy();
    fireEvent.input(form.getByLabelText(/^Isi Markdown \(Indonesia\)/), {
      target: { value: 'minyak dulu' },
    });
    expect(await preview.findByText('MINYAK DULU', {}, { timeout: 3000 })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(form.getByRole('button', { name: 'Simpan tulisan' }));
    await waitFor(() => expect(callsTo('PUT', ACADEMY_AUTHORING_API.post(40))).toHaveLength(1));
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.post(40))[0]!.body).toMatchObject({
      version: 4,
      slug: 'pembersihan-ganda',
      content_id: 'minyak dulu',
      tags: ['cleansing', 'dasar'],
      published_at: '2026-11-20T03:00:00.000Z',
    });
    const slug = form.getByLabelText('Slug');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
  });

  it('lists attachments, removes one, and shows the API’s refusal to delete a studied class', async () => {
    const { callsTo } = renderEditor('/admin/academy/posts/40', {
      [`DELETE ${ACADEMY_AUTHORING_API.attachment(40, 70)}`]: {
        data: makeAcademyPost({ attachments: [] }),
      },
      [`DELETE ${ACADEMY_AUTHORING_API.post(40)}`]: {
        status: 409,
        errorCode: 'academy_post_has_progress',
        message: 'Anggota sudah belajar di kelas ini; kelas tidak bisa dihapus. Sembunyikan saja.',
      },
    });
    const files = within(await screen.findByRole('list', { name: 'Lampiran' }));
    expect(files.getByText('panduan.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ubah kuis kelas ini' }).getAttribute('href')).toBe(
      '/admin/academy/classes/90/quiz',
    );
    fireEvent.click(files.getByRole('button', { name: 'Hapus lampiran panduan.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    expect(await screen.findByText('Lampiran dihapus.')).toBeTruthy();
    expect(callsTo('DELETE', ACADEMY_AUTHORING_API.attachment(40, 70))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus tulisan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    expect(
      await screen.findByText(
        'Anggota sudah belajar di kelas ini; kelas tidak bisa dihapus. Sembunyikan saja.',
      ),
    ).toBeTruthy();
  });
});
