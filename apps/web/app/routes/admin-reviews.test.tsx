import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { REVIEWS_API } from '~/features/admin/api/reviews-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { AdminReview, AdminReviewRow, StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as reviewsPage from './admin-reviews';

const ROW: AdminReviewRow = {
  id: 7,
  status: 'held',
  product: { id: 3, name: 'Velvet Rouge' },
  variant: 'Shade: 01 Rosy',
  author: { id: 11, user_name: 'sari_w' },
  average_rating: 4.4,
  excerpt: 'Warnanya cantik, cek juga www.contoh-toko.com…',
  hold_reasons: ['link', 'reports'],
  report_count: 3,
  report_reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'offensive', count: 1 },
  ],
  photos: [{ url: '/media/reviews/7/a.jpg', caption: 'Swatch di tangan' }],
  rejection_reason: null,
  created_at: '2026-11-20T03:15:00.000Z',
  edited_at: null,
  version: 4,
};
const { excerpt: _excerpt, report_reasons: _reasons, ...BASE } = ROW;
const REVIEW: AdminReview = {
  ...BASE,
  details: 'Warnanya cantik dan tahan lama.\nCek juga www.contoh-toko.com.',
  ratings: [
    { code: 'packaging', name: 'Kemasan', value: 4 },
    { code: 'texture', name: 'Tekstur', value: 5 },
  ],
  tags: ['Tahan Lama'],
  is_recommended: true,
  is_repurchase: false,
  duration_of_used: '1_4_weeks',
  is_verified_purchase: true,
  helpful_count: 2,
  moderated_at: '2026-11-18T03:00:00.000Z',
  moderated_by: 'Rina Admin',
  reports: [
    {
      reason: 'spam',
      note: '',
      user_name: 'dewi',
      created_at: '2026-11-17T03:00:00.000Z',
      counts: false,
    },
    {
      reason: 'offensive',
      note: 'Kasar',
      user_name: 'budi',
      created_at: '2026-11-21T03:00:00.000Z',
      counts: true,
    },
  ],
};

const render = (replies: ApiReplies = {}, url = '/admin/reviews', role: StaffRole = 'content') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${REVIEWS_API.list}`]: { data: [ROW], meta: { total: 1 } },
    [`GET ${REVIEWS_API.review(7)}`]: { data: REVIEW },
    ...replies,
  });
  renderRouteModule(reviewsPage, {
    path: '/admin/reviews',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

const table = () => screen.findByRole('table', { name: 'Daftar ulasan' });
const panel = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Ulasan sari_w untuk Velvet Rouge' })).closest(
      'section',
    ) as HTMLElement,
  );

describe('/admin/reviews (route module)', () => {
  it('lists the queue with why each is held and its reports; the tabs and filters are the address', async () => {
    const { callsTo } = render({}, '/admin/reviews?status=published&reported=1&q=sari');
    await table();
    const row = within(
      screen.getByRole('rowheader', { name: /Velvet Rouge/ }).closest('tr') as HTMLElement,
    );
    expect(row.getByText('Shade: 01 Rosy')).toBeTruthy();
    expect(row.getByText('sari_w')).toBeTruthy();
    expect(row.getByText('Tautan')).toBeTruthy();
    expect(row.getByText('Dilaporkan')).toBeTruthy();
    expect(row.getByText('Spam (2), Menyinggung (1)')).toBeTruthy();
    expect(
      row
        .getByRole('link', { name: 'Periksa ulasan sari_w untuk Velvet Rouge' })
        .getAttribute('href'),
    ).toBe('/admin/reviews?status=published&reported=1&q=sari&review=7');
    expect(callsTo('GET', REVIEWS_API.list)[0]!.path).toBe(
      `${REVIEWS_API.list}?status=published&reported=1&q=sari&skip=0&limit=20`,
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Status ulasan' }));
    expect(tabs.getByRole('link', { name: 'Tayang' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Menunggu moderasi' }).getAttribute('href')).toBe(
      '/admin/reviews?reported=1&q=sari',
    );
    const search = within(screen.getByRole('search', { name: 'Saring ulasan' }));
    expect((search.getByLabelText('Cari produk atau penulis') as HTMLInputElement).value).toBe(
      'sari',
    );
    expect((search.getByLabelText('Hanya yang dilaporkan') as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('says the queue is empty', async () => {
    render({ [`GET ${REVIEWS_API.list}`]: { data: [], meta: { total: 0 } } });
    expect(
      await screen.findByText('Antrean kosong: tidak ada ulasan yang menunggu moderasi.'),
    ).toBeTruthy();
  });

  it('opens a review whole and approves it at the version read', async () => {
    const { callsTo } = render(
      {
        [`POST ${REVIEWS_API.approve(7)}`]: {
          data: { ...REVIEW, status: 'published', hold_reasons: [], report_count: 0, version: 5 },
          message: 'Ulasan disetujui dan tampil di toko.',
        },
      },
      '/admin/reviews?review=7',
    );
    const review = await panel();
    expect(review.getByText(/Cek juga www\.contoh-toko\.com\./)).toBeTruthy();
    expect(review.getByText('Kemasan')).toBeTruthy();
    expect(review.getByRole('img', { name: 'Swatch di tangan' })).toBeTruthy();
    expect(review.getByText('Keputusan terakhir: Rina Admin, 18 Nov 2026, 10:00')).toBeTruthy();
    const reports = within(review.getByRole('table', { name: 'Laporan ulasan ini' }));
    expect(reports.getByText('Ditinjau (disetujui)')).toBeTruthy();
    expect(reports.getByText('Kasar')).toBeTruthy();
    expect(review.getByRole('link', { name: 'Tutup ulasan' }).getAttribute('href')).toBe(
      '/admin/reviews',
    );
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(review.getByRole('button', { name: 'Setujui ulasan' }));
    expect(await screen.findByText('Ulasan disetujui dan tampil di toko.')).toBeTruthy();
    expect(callsTo('POST', REVIEWS_API.approve(7)).map((call) => call.body)).toEqual([
      { version: 4 },
    ]);
  }, 20_000);

  it('rejects with a reason: the schema first, then the API’s 409, then the saved decision', async () => {
    let tries = 0;
    const { callsTo } = render(
      {
        [`POST ${REVIEWS_API.reject(7)}`]: () =>
          ++tries === 1
            ? {
                status: 409,
                errorCode: 'changed_by_someone_else',
                message:
                  'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
                data: { current: REVIEW },
              }
            : {
                data: { ...REVIEW, status: 'rejected', rejection_reason: 'Berisi tautan toko.' },
                message: 'Ulasan ditolak. Penulisnya akan melihat alasannya.',
              },
      },
      '/admin/reviews?review=7',
    );
    const review = await panel();
    fireEvent.click(review.getByRole('button', { name: 'Tolak ulasan' }));
    expect(await review.findByText('Data belum diisi')).toBeTruthy();
    expect(review.getByLabelText('Alasan penolakan').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', REVIEWS_API.reject(7))).toEqual([]);

    fireEvent.change(review.getByLabelText('Alasan penolakan'), {
      target: { value: 'Berisi tautan toko.' },
    });
    fireEvent.click(review.getByRole('button', { name: 'Tolak ulasan' }));
    expect(
      await screen.findByText(
        'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
      ),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const again = await panel();
    fireEvent.change(again.getByLabelText('Alasan penolakan'), {
      target: { value: 'Berisi tautan toko.' },
    });
    fireEvent.click(again.getByRole('button', { name: 'Tolak ulasan' }));
    expect(
      await screen.findByText('Ulasan ditolak. Penulisnya akan melihat alasannya.'),
    ).toBeTruthy();
    expect(callsTo('POST', REVIEWS_API.reject(7)).map((call) => call.body)).toEqual([
      { version: 4, reason: 'Berisi tautan toko.' },
      { version: 4, reason: 'Berisi tautan toko.' },
    ]);
  }, 20_000);

  it('says so when the address names a review that is gone', async () => {
    render({ [`GET ${REVIEWS_API.review(7)}`]: { status: 404 } }, '/admin/reviews?review=7');
    expect(
      await screen.findByText('Ulasan ini tidak ditemukan. Mungkin sudah dihapus.'),
    ).toBeTruthy();
  });

  it('is not for a role without reviews.moderate, and asks the API for no list', async () => {
    const api = render({}, '/admin/reviews', 'merchandiser');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', REVIEWS_API.list)).toEqual([]);
  });
});
