import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminQuiz } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { QUIZ_API } from '~/features/admin/api/quizzes-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as quizPage from './admin-quiz-edit';
import * as quizzesPage from './admin-quizzes';

// The editor is a long page (a form per question and answer, each with its rules).
vi.setConfig({ testTimeout: 20_000 });

const TAGS = [
  { id: 31, name: 'Kulit Kering', slug: 'dry-skin', type: 'skin_type' },
  { id: 32, name: 'Kulit Berminyak', slug: 'oily-skin', type: 'skin_type' },
  { id: 41, name: 'Jerawat', slug: 'acne', type: 'concern' },
];

const QUIZ: AdminQuiz = {
  id: 3,
  slug: 'tipe-kulit',
  title_id: 'Kenali Tipe Kulitmu',
  title_en: 'Know Your Skin Type',
  description_id: '',
  description_en: '',
  cover_image: null,
  is_active: true,
  total_joined: 12,
  version: 2,
  questions: [
    {
      id: 10,
      quiz_id: 3,
      position: 1,
      text_id: 'Bagaimana kulitmu siang hari?',
      text_en: 'How is your skin at midday?',
      answer_type: 'single_choice',
      version: 1,
      answers: [
        {
          id: 100,
          question_id: 10,
          position: 1,
          text_id: 'Kering',
          text_en: 'Dry',
          image: null,
          text_color: null,
          bg_color: '#ffeedd',
          shade_hex: '#e0b48f',
          undertone: 'warm',
          version: 4,
          tags: [{ tag_id: 31, tag_name: 'Kulit Kering', tag_type: 'skin_type', weight: 3 }],
        },
      ],
    },
  ],
};

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('content') },
    [`GET ${QUIZ_API.quiz(3)}`]: { data: QUIZ },
    [`GET ${QUIZ_API.beautyTags.split('?')[0]}`]: { data: TAGS },
    ...replies,
  });

const renderEditor = (replies: ApiReplies = {}) => {
  const stub = api(replies);
  renderRouteModule(quizPage, {
    path: '/admin/quizzes/:id',
    url: '/admin/quizzes/3',
    context: stub.context,
    cookie: STAFF_COOKIE,
  });
  return stub;
};

describe('/admin/quizzes', () => {
  it('lists the quizzes with their address, takers and status', async () => {
    const { context } = api({ [`GET ${QUIZ_API.quizzes}`]: { data: [QUIZ], meta: { total: 1 } } });
    renderRouteModule(quizzesPage, { path: '/admin/quizzes', context, cookie: STAFF_COOKIE });
    const table = within(await screen.findByRole('table', { name: 'Daftar kuis' }));
    expect(
      table.getByRole('link', { name: 'Ubah kuis Kenali Tipe Kulitmu' }).getAttribute('href'),
    ).toBe('/admin/quizzes/3');
    expect(table.getByText('/quiz/tipe-kulit')).toBeTruthy();
    expect(table.getByText('12')).toBeTruthy();
    expect(table.getByText('Aktif')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buat kuis' }).getAttribute('href')).toBe(
      '/admin/quizzes/new',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('is refused to a role without quiz.write', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('support') } });
    renderRouteModule(quizzesPage, { path: '/admin/quizzes', context, cookie: STAFF_COOKIE });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/admin/quizzes/:id', () => {
  it('checks a new quiz with the domain schema before the API is asked', async () => {
    const stub = api({});
    renderRouteModule(quizPage, {
      path: '/admin/quizzes/:id',
      url: '/admin/quizzes/new',
      context: stub.context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Detail kuis' }));
    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'Bukan Slug' } });
    fireEvent.click(form.getByRole('button', { name: 'Buat kuis' }));
    expect(await form.findAllByText('Data belum diisi')).toHaveLength(2);
    expect(stub.callsTo('POST', QUIZ_API.quizzes)).toEqual([]);
  });

  it('shows questions, answers, their rules and what the result scores; saves an answer with its rules', async () => {
    const { callsTo } = renderEditor({
      [`PATCH ${QUIZ_API.answer(100)}`]: { data: { ...QUIZ, version: 2 } },
    });
    await screen.findByRole('heading', { name: 'Kenali Tipe Kulitmu' });
    expect(screen.getByText('12 peserta · versi 2')).toBeTruthy();
    expect(screen.getByText('Tampilan: teks dengan latar berwarna')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Skor tiap tag dari aturan kuis ini' })).getByText(
        'Kulit Kering · 3',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat di toko' }).getAttribute('href')).toBe(
      '/quiz/tipe-kulit',
    );
    expect(await axeViolations()).toEqual([]);

    const answer = within(screen.getByRole('form', { name: 'Jawaban 1' }));
    expect((answer.getByLabelText('Bobot Kulit Kering') as HTMLSelectElement).value).toBe('3');
    fireEvent.change(answer.getByLabelText('Bobot Jerawat'), { target: { value: '2' } });
    fireEvent.change(answer.getByLabelText(/^Warna teks/), { target: { value: 'merah' } });
    fireEvent.click(answer.getByRole('button', { name: 'Simpan jawaban' }));
    expect(await answer.findByText('Warna ditulis #rrggbb.')).toBeTruthy();
    expect(callsTo('PATCH', QUIZ_API.answer(100))).toEqual([]);

    fireEvent.change(answer.getByLabelText(/^Warna teks/), { target: { value: '#7A1F4B' } });
    // The shade it says: saved colour and undertone shown, the undertone changed.
    expect((answer.getByLabelText(/^Warna kulit/) as HTMLInputElement).value).toBe('#e0b48f');
    expect((answer.getByLabelText(/^Undertone/) as HTMLSelectElement).value).toBe('warm');
    fireEvent.change(answer.getByLabelText(/^Undertone/), { target: { value: 'cool' } });
    fireEvent.click(answer.getByRole('button', { name: 'Simpan jawaban' }));
    await waitFor(() => expect(callsTo('PATCH', QUIZ_API.answer(100))).toHaveLength(1));
    expect(callsTo('PATCH', QUIZ_API.answer(100))[0]!.body).toEqual({
      position: 1,
      text_id: 'Kering',
      text_en: 'Dry',
      image: '',
      text_color: '#7a1f4b',
      bg_color: '#ffeedd',
      shade_hex: '#e0b48f',
      undertone: 'cool',
      tags: [
        { tag_id: 31, weight: 3 },
        { tag_id: 41, weight: 2 },
      ],
      version: 4,
    });
    expect(await screen.findByText('Jawaban disimpan.')).toBeTruthy();
  });

  it('adds a question, and deletes an answer at its version; a used answer’s refusal is shown', async () => {
    const { callsTo } = renderEditor({
      [`POST ${QUIZ_API.questions(3)}`]: { status: 201, data: QUIZ },
      [`DELETE ${QUIZ_API.answer(100)}`]: {
        status: 409,
        errorCode: 'quiz_answer_in_use',
        message:
          'Jawaban ini sudah dipilih pembeli, jadi tidak bisa dihapus. Ubah teks atau aturannya.',
      },
    });
    const added = within(await screen.findByRole('form', { name: 'Pertanyaan baru' }));
    expect((added.getByLabelText('Urutan') as HTMLInputElement).value).toBe('2');
    fireEvent.change(added.getByLabelText('Pertanyaan (Indonesia)'), {
      target: { value: 'Masalah kulitmu?' },
    });
    fireEvent.change(added.getByLabelText('Pertanyaan (Inggris)'), {
      target: { value: 'Your concerns?' },
    });
    fireEvent.change(added.getByLabelText('Jenis jawaban'), {
      target: { value: 'multiple_choice' },
    });
    fireEvent.click(added.getByRole('button', { name: 'Tambah pertanyaan' }));
    await waitFor(() => expect(callsTo('POST', QUIZ_API.questions(3))).toHaveLength(1));
    expect(callsTo('POST', QUIZ_API.questions(3))[0]!.body).toEqual({
      position: 2,
      text_id: 'Masalah kulitmu?',
      text_en: 'Your concerns?',
      answer_type: 'multiple_choice',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Hapus jawaban 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, lanjutkan' }));
    expect(
      await screen.findByText(
        'Jawaban ini sudah dipilih pembeli, jadi tidak bisa dihapus. Ubah teks atau aturannya.',
      ),
    ).toBeTruthy();
    expect(callsTo('DELETE', QUIZ_API.answer(100)).map((call) => call.path)).toEqual([
      `${QUIZ_API.answer(100)}?version=4`,
    ]);
  });
});
