import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '~/testing/fake-xhr';
import { stubIntersectionObserver } from '~/testing/intersection-observer';
import { renderInShell } from '~/testing/render';
import { aReview, on, sectionRoutes, stubReviewsApi, type Call } from '../testing/review-fixtures';
import { ReviewSection } from './review-section';

const PRODUCT = { id: 7, name: 'Glow Serum', image: null };
const NOW = Date.parse('2026-11-27T09:00:00.000Z');
const words = (n: number) => Array.from({ length: n }, (_, i) => `lembut${i}`).join(' ');

let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  observer = stubIntersectionObserver();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

function open(width: number, path = '/serum/7-glow-serum') {
  window.innerWidth = width;
  const view = renderInShell(
    <ReviewSection product={PRODUCT} member={{ user_name: 'ayu' }} now={NOW} />,
    { path },
  );
  act(() => observer.report({ isIntersecting: true }));
  return view;
}

const dialog = () => screen.getByRole('dialog');
const next = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Lanjut' }));
const rateAll = async () => {
  for (const name of ['Kemasan', 'Tekstur', 'Aroma']) {
    const group = await within(dialog()).findByRole('group', { name });
    fireEvent.click(within(group).getByLabelText('4 bintang'));
  }
};
const answerLastStep = () => {
  const recommend = within(dialog()).getByRole('group', {
    name: 'Apakah kamu merekomendasikan produk ini?',
  });
  fireEvent.click(within(recommend).getByLabelText('Ya'));
  const again = within(dialog()).getByRole('group', { name: 'Apakah kamu akan membeli lagi?' });
  fireEvent.click(within(again).getByLabelText('Tidak'));
  fireEvent.click(within(dialog()).getByLabelText('1–3 bulan'));
};

describe('the review wizard (001 §2, §4, §5, §8)', () => {
  it('walks a phone through combination, rating, review and repurchase, then publishes', async () => {
    const calls = stubReviewsApi([
      on('POST', '/api/reviews/v2', (call) => ({
        status: 201,
        data: aReview(30, { is_editable: true }),
        message: call.body ? 'Review anda berhasil dipublish' : '',
      })),
      ...sectionRoutes([aReview(1)]),
    ]);
    open(390);
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'PILIH VARIAN' });
    expect(within(dialog()).getByText('Langkah 1 dari 4')).toBeTruthy();
    expect(
      within(dialog())
        .getByRole('progressbar', { name: 'Langkah 1 dari 4' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    await waitFor(() => expect(within(dialog()).getByLabelText('Shade: 02 Cherry')).toBeTruthy());
    fireEvent.click(within(dialog()).getByLabelText('Shade: 02 Cherry'));
    next();

    expect(screen.getByRole('dialog', { name: 'BERI RATING' })).toBeTruthy();
    next();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Semua rating harus diisi');
    await rateAll();
    expect(within(dialog()).getByText('Rata-rata 4.0')).toBeTruthy();
    next();

    expect(screen.getByRole('dialog', { name: 'UBAH ULASAN' })).toBeTruthy();
    const textBox = within(dialog()).getByLabelText('Ceritakan pengalamanmu');
    fireEvent.change(textBox, { target: { value: words(149) } });
    expect(within(dialog()).getByText('149/150 kata')).toBeTruthy();
    next();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Review minimal 150 kata');
    fireEvent.change(textBox, { target: { value: words(150) } });
    next();

    expect(screen.getByRole('dialog', { name: 'REKOMENDASI & BELI LAGI' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publikasikan ulasan' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Pilih salah satu jawaban.');
    answerLastStep();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publikasikan ulasan' }));

    expect(await screen.findByText('Review anda berhasil dipublish')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find((call) => call.method === 'POST') as Call;
    expect(posted.body).toMatchObject({
      product_id: '7',
      combination_id: '71',
      is_star_packaging: 4,
      is_star_texture: 4,
      is_star_scent: 4,
      details: words(150),
      is_recommended: true,
      is_repurchase: false,
      duration_of_used: '1_3_months',
      images: [],
    });
  });

  it('starts a desktop one step later, with the combination beside the form', async () => {
    stubReviewsApi(sectionRoutes([aReview(1)]));
    open(1440);
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    expect(within(dialog()).getByText('Langkah 1 dari 3')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog()).getByRole('group', { name: 'Varian yang kamu pakai' })).toBeTruthy(),
    );
    // Back at the first step closes.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rolls the review back when the browser goes back while it is open', async () => {
    stubReviewsApi(sectionRoutes([aReview(1)]));
    const { router } = open(1440);
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    await rateAll();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    expect(within(dialog()).queryByText(/Rata-rata/)).toBeNull();
  });

  it('closes and says why when the combination was reviewed already (403)', async () => {
    stubReviewsApi([
      on('POST', '/api/reviews/v2', { status: 403, errorCode: 'DUPLICATE_USER_REVIEW' }),
      ...sectionRoutes([aReview(1)]),
    ]);
    open(1440);
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    await rateAll();
    next();
    fireEvent.change(within(dialog()).getByLabelText('Ceritakan pengalamanmu'), {
      target: { value: words(160) },
    });
    next();
    answerLastStep();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publikasikan ulasan' }));
    expect(
      await screen.findByText(
        'Maaf, Kamu sudah pernah review produk atau produk dengan kombinasi ini sebelumnya.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits from the rating, asks before saving, and updates the review', async () => {
    const own = aReview(5, { is_editable: true, details: words(151) });
    const calls = stubReviewsApi([
      on('PUT', '/api/reviews/edit-review/5', (call) => ({
        data: { ...own, details: (call.body as { details: string }).details, edited_at: NOW },
        message: 'Review anda berhasil diedit',
      })),
      ...sectionRoutes([own]),
    ]);
    open(390);
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    expect(within(dialog()).getByText('Langkah 1 dari 3')).toBeTruthy();
    expect(await within(dialog()).findByText('Rata-rata 4.0')).toBeTruthy();
    next();
    fireEvent.change(within(dialog()).getByLabelText('Ceritakan pengalamanmu'), {
      target: { value: words(155) },
    });
    next();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Simpan perubahan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Simpan perubahan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Review anda berhasil diedit')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT') as Call;
    expect((put.body as { details: string }).details).toBe(words(155));
  });

  it('closes an edit on any error with the generic message', async () => {
    const own = aReview(5, { is_editable: true, details: words(151) });
    stubReviewsApi([
      on('PUT', '/api/reviews/edit-review/5', { status: 500 }),
      ...sectionRoutes([own]),
    ]);
    open(1440);
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    await within(dialog()).findByText('Rata-rata 4.0');
    next();
    next();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Simpan perubahan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Simpan perubahan' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Silakan coba lagi dalam beberapa saat.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads a photo by its pre-signed URL with progress, then names it in the review', async () => {
    const xhr = fakeXhr();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 600, close() {} }));
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL() {} }),
    );
    const calls = stubReviewsApi([
      on('GET', '/api/reviews/upload-url', {
        data: {
          name: 'reviews/tmp/5/1790000000-abcdef0123456789.jpg',
          url: '/uploads/reviews/tmp/5/1790000000-abcdef0123456789.jpg?expires=1&signature=aa',
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          expires_at: '2026-11-27T09:10:00.000Z',
        },
      }),
      on('POST', '/api/reviews/v2', { status: 201, data: aReview(31, { is_editable: true }) }),
      ...sectionRoutes([aReview(1)]),
    ]);
    open(1440);
    fireEvent.click(await screen.findByRole('button', { name: 'Tulis ulasan' }));
    await screen.findByRole('dialog', { name: 'BERI RATING' });
    await rateAll();
    next();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tambah foto' }));
    await screen.findByRole('dialog', { name: 'UNGGAH FOTO' });
    const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(within(dialog()).getByRole('alert').textContent).toBe('File harus png, jpg, jpeg');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wajah.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await screen.findByRole('dialog', { name: 'UBAH FOTO' });
    await waitFor(() =>
      expect(
        within(dialog()).getByRole('button', { name: 'Terapkan' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Terapkan' }));
    await screen.findByRole('dialog', { name: 'UBAH ULASAN' });
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/uploads/reviews/tmp/5/1790000000-abcdef0123456789.jpg?expires=1&signature=aa',
      headers: { 'content-type': 'image/jpeg' },
    });
    act(() => xhr.requests[0]!.progress(50, 100));
    expect(
      within(dialog()).getByRole('progressbar', { name: 'Mengunggah foto… 50%' }),
    ).toBeTruthy();
    act(() => xhr.requests[0]!.answer(204, {}));
    await waitFor(() =>
      expect(within(dialog()).queryByRole('progressbar', { name: /Mengunggah/ })).toBeNull(),
    );
    fireEvent.change(within(dialog()).getByLabelText('Ceritakan pengalamanmu'), {
      target: { value: words(150) },
    });
    next();
    answerLastStep();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publikasikan ulasan' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect((calls.find((call) => call.method === 'POST') as Call).body).toMatchObject({
      images: [{ name: 'reviews/tmp/5/1790000000-abcdef0123456789.jpg', description: '' }],
    });
  });
});
