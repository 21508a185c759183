import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onLoginRequest, type LoginRequest } from '~/lib/login-request';
import { stubIntersectionObserver } from '~/testing/intersection-observer';
import { renderInShell } from '~/testing/render';
import { aReview, on, sectionRoutes, STATS, stubReviewsApi } from '../testing/review-fixtures';
import { ReviewSection } from './review-section';

const PRODUCT = { id: 7, name: 'Glow Serum', image: null };
const NOW = Date.parse('2026-11-27T09:00:00.000Z');
const MEMBER = { user_name: 'ayu' };

let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  observer = stubIntersectionObserver();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderSection(member: { user_name: string | null } | null = null) {
  const view = renderInShell(<ReviewSection product={PRODUCT} member={member} now={NOW} />, {
    path: '/serum/7-glow-serum',
  });
  act(() => observer.report({ isIntersecting: true }));
  return view;
}

describe('the product page’s reviews (issue 19)', () => {
  it('loads nothing until the shopper comes near, then the summary and a page of ten', async () => {
    const calls = stubReviewsApi(sectionRoutes([aReview(1), aReview(2)], 23));
    renderInShell(<ReviewSection product={PRODUCT} member={null} now={NOW} />);
    expect(calls).toEqual([]);
    act(() => observer.report({ isIntersecting: true }));
    expect(await screen.findByText('4.3')).toBeTruthy();
    expect(screen.getByText('Rating 4.3 dari 5, dari 23 ulasan')).toBeTruthy();
    expect(screen.getByText('87% merekomendasikan')).toBeTruthy();
    expect(screen.getByText('61% akan membeli lagi')).toBeTruthy();
    expect(screen.getByText('5 bintang: 12 ulasan')).toBeTruthy();
    expect(await screen.findByText('Menampilkan 1–2 dari 23 ulasan')).toBeTruthy();
    const list = calls.find((call) => call.url.startsWith('/api/reviews/v2'));
    expect(list?.url).toContain('skip=0&limit=10&sort=newest');
  });

  it('pages by ten and scrolls to the reviews 250 ms after a page change', async () => {
    const calls = stubReviewsApi(sectionRoutes([aReview(1)], 23));
    renderSection();
    await screen.findByText('Menampilkan 1–1 dari 23 ulasan');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    const scroll = Element.prototype.scrollIntoView as ReturnType<typeof vi.fn>;
    act(() => vi.advanceTimersByTime(249));
    expect(scroll).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth' });
    vi.useRealTimers();
    await waitFor(() => expect(calls.some((call) => call.url.includes('skip=10'))).toBe(true));
  });

  it.each([
    [
      'a star bar',
      () => screen.getByRole('button', { name: '5 bintang: 12 ulasan' }),
      'filter[rating]=5',
    ],
    [
      'with photos',
      () => screen.getByRole('button', { name: 'Dengan foto' }),
      'filter[with_images]=true',
    ],
    [
      'verified purchase',
      () => screen.getByRole('button', { name: 'Pembelian terverifikasi' }),
      'filter[verified_purchase]=true',
    ],
  ])('filters by %s', async (_, control, expected) => {
    const calls = stubReviewsApi(sectionRoutes([aReview(1)]));
    renderSection();
    await screen.findByText('Menampilkan 1–1 dari 1 ulasan');
    fireEvent.click(control());
    await waitFor(() =>
      expect(calls.some((call) => decodeURIComponent(call.url).includes(expected))).toBe(true),
    );
  });

  it('sorts by the chosen order from page one', async () => {
    const calls = stubReviewsApi(sectionRoutes([aReview(1)]));
    renderSection();
    await screen.findByText('Menampilkan 1–1 dari 1 ulasan');
    fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'helpful' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('sort=helpful'))).toBe(true));
  });

  it('cuts the text at 700 characters and the name at 12, with read more (001 §9)', async () => {
    const long = 'kata '.repeat(200).trim();
    stubReviewsApi(
      sectionRoutes([
        aReview(1, { details: long, user: { user_name: 'namapenggunapanjang', image_url: null } }),
      ]),
    );
    renderSection();
    const more = await screen.findByRole('button', { name: 'Baca selengkapnya' });
    expect(screen.getByText('namapengguna...')).toBeTruthy();
    const article = more.closest('article') as HTMLElement;
    expect(within(article).getByText(/kata/).textContent?.length).toBeLessThanOrEqual(703);
    fireEvent.click(more);
    expect(within(article).getByText(/kata/).textContent).toBe(long);
  });

  it('says how long ago and shows the verified badge', async () => {
    stubReviewsApi(
      sectionRoutes([
        aReview(1, { created_at: '2026-11-27T07:00:00.000Z', is_verified_purchase: true }),
        aReview(2, { created_at: '2026-11-27T08:59:30.000Z' }),
      ]),
    );
    renderSection();
    expect(await screen.findByText('2 jam lalu')).toBeTruthy();
    expect(screen.getByText('Sekarang')).toBeTruthy();
    expect(screen.getAllByText('Pembelian terverifikasi').length).toBeGreaterThan(1);
  });

  it('asks a guest to log in before a vote, a report or a review', async () => {
    stubReviewsApi(sectionRoutes([aReview(1)]));
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: /Tandai ulasan ini membantu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Laporkan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tulis ulasan' }));
    expect(requests).toHaveLength(3);
    stop();
  });

  it('counts a member’s helpful vote and takes it back on a second tap', async () => {
    let helpful = false;
    const calls = stubReviewsApi([
      on('POST', '/api/reviews/1/votes', () => {
        helpful = true;
        return { data: { _id: '1', is_helpful: true, helpful_count: 4 } };
      }),
      on('DELETE', '/api/reviews/1/votes', () => {
        helpful = false;
        return { data: { _id: '1', is_helpful: false, helpful_count: 3 } };
      }),
      ...sectionRoutes([aReview(1, { helpful_count: 3 })]),
    ]);
    renderSection(MEMBER);
    fireEvent.click(await screen.findByRole('button', { name: /3 orang merasa terbantu/ }));
    const pressed = await screen.findByRole('button', { name: /4 orang merasa terbantu/ });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(helpful).toBe(true);
    fireEvent.click(pressed);
    await screen.findByRole('button', { name: /3 orang merasa terbantu/ });
    expect(
      calls.filter((call) => call.url === '/api/reviews/1/votes').map((c) => c.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('reports a review with a reason and says so', async () => {
    const calls = stubReviewsApi([
      on('POST', '/api/reviews/newsfeed/1/reports', {
        status: 201,
        data: { _id: '1' },
        message: 'Terima kasih, laporanmu sudah kami terima.',
      }),
      ...sectionRoutes([aReview(1)]),
    ]);
    renderSection(MEMBER);
    fireEvent.click(await screen.findByRole('button', { name: 'Laporkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Laporkan ulasan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Pilih salah satu jawaban.');
    fireEvent.click(within(dialog).getByLabelText('Spam atau iklan'));
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), {
      target: { value: 'Iklan toko lain' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await screen.findByText('Terima kasih, laporanmu sudah kami terima.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('/reports'))?.body).toEqual({
      reason: 'spam',
      note: 'Iklan toko lain',
    });
  });

  it('shows the member their held and rejected reviews with why', async () => {
    stubReviewsApi([
      on('GET', '/api/reviews/mine', {
        data: [
          aReview(8, { status: 'held', is_published: false, is_editable: true }),
          aReview(9, {
            status: 'rejected',
            is_published: false,
            is_editable: true,
            rejection_reason: 'Berisi nomor telepon',
          }),
        ],
      }),
      ...sectionRoutes([aReview(1)]),
    ]);
    renderSection(MEMBER);
    expect(
      await screen.findByText('Menunggu moderasi: ulasan ini belum tampil untuk pembeli lain.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Ulasan ini tidak ditayangkan. Alasan: Berisi nomor telepon'),
    ).toBeTruthy();
  });

  it('says when every option has been reviewed instead of offering to write', async () => {
    stubReviewsApi([
      on('GET', '/api/reviews/reviewable', {
        data: {
          product_id: '7',
          combinations: [
            { id: '70', label: 'Shade: 01', hex: null, review_id: '5', is_verified_purchase: true },
          ],
        },
      }),
      ...sectionRoutes([aReview(1)]),
    ]);
    renderSection(MEMBER);
    expect(await screen.findByText('Kamu sudah mengulas semua varian produk ini.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tulis ulasan' })).toBeNull();
  });

  it('asks for a username before a review (001 §5)', async () => {
    stubReviewsApi(sectionRoutes([aReview(1)]));
    renderSection({ user_name: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Atur nama pengguna' }).getAttribute('href')).toBe(
      '/my-account',
    );
  });

  it('shows an empty state and a retry when the list fails', async () => {
    stubReviewsApi([
      on('GET', '/api/reviews/products/7/stats', { data: { ...STATS, review_count: 0 } }),
      on('GET', '/api/reviews/v2', { status: 500 }),
      ...sectionRoutes([]),
    ]);
    renderSection();
    expect(
      await screen.findByText('Belum ada ulasan. Jadilah yang pertama berbagi pengalamanmu.'),
    ).toBeTruthy();
  });
});
