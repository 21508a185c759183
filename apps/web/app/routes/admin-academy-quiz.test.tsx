import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ACADEMY_AUTHORING_API } from '~/features/admin/api/academy-authoring.server';
import {
  makeAcademyPost,
  makeAcademyPostSummary,
  makeAcademyQuiz,
} from '~/features/admin/testing/academy-authoring-fixtures';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as quizPage from './admin-academy-quiz';

vi.setConfig({ testTimeout: 20_000 });

const render = (replies: ApiReplies = {}, url = '/admin/academy/classes/90/quiz') => {
  const stub = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('content') },
    [`GET ${ACADEMY_AUTHORING_API.posts}`]: {
      data: [
        makeAcademyPostSummary({ id: 39, class: { id: 89, level_id: 1, position: 1 } }),
        makeAcademyPostSummary(),
      ],
    },
    [`GET ${ACADEMY_AUTHORING_API.post(40)}`]: { data: makeAcademyPost() },
    ...replies,
  });
  renderRouteModule(quizPage, {
    path: '/admin/academy/classes/:classId/quiz',
    url,
    context: stub.context,
    cookie: STAFF_COOKIE,
  });
  return stub;
};

describe('/admin/academy/classes/:classId/quiz', () => {
  it('finds the class’s course and shows its questions with the correct option marked', async () => {
    render();
    await screen.findByRole('heading', { name: 'Kuis: Pembersihan ganda' });
    const question = within(screen.getByRole('region', { name: 'Soal 1' }));
    expect((question.getByLabelText('Pertanyaan (Indonesia)') as HTMLTextAreaElement).value).toBe(
      'Langkah pertama?',
    );
    expect((question.getByLabelText('Jawaban benar soal 1: A') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText(/^Batas percobaan kuis/) as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('link', { name: 'Level & kelas' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('answers 404 for a class no course has', async () => {
    render({}, '/admin/academy/classes/12/quiz');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('edits, reorders and adds questions and options, then replaces the set at the class’s version', async () => {
    const { callsTo } = render({
      [`PUT ${ACADEMY_AUTHORING_API.quiz(90)}`]: { data: makeAcademyQuiz({ version: 5 }) },
    });
    const form = within(await screen.findByRole('form', { name: 'Kuis kelas' }));
    // A new question: it needs its texts before the API is asked.
    fireEvent.click(form.getByRole('button', { name: 'Tambah soal' }));
    const second = within(form.getByRole('region', { name: 'Soal 2' }));
    fireEvent.click(form.getByRole('button', { name: 'Simpan kuis' }));
    expect((await second.findAllByText('Data belum diisi')).length).toBeGreaterThan(0);
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.quiz(90))).toEqual([]);

    fireEvent.change(second.getByLabelText('Pertanyaan (Indonesia)'), {
      target: { value: 'Berapa lama?' },
    });
    fireEvent.change(second.getByLabelText('Pertanyaan (Inggris)'), {
      target: { value: 'How long?' },
    });
    fireEvent.change(second.getByLabelText('Pilihan A (Indonesia)'), {
      target: { value: '1 menit' },
    });
    fireEvent.change(second.getByLabelText('Pilihan A (Inggris)'), {
      target: { value: '1 minute' },
    });
    fireEvent.change(second.getByLabelText('Pilihan B (Indonesia)'), {
      target: { value: '5 menit' },
    });
    fireEvent.change(second.getByLabelText('Pilihan B (Inggris)'), {
      target: { value: '5 minutes' },
    });
    fireEvent.click(second.getByRole('button', { name: 'Tambah pilihan soal 2' }));
    fireEvent.change(second.getByLabelText('Pilihan C (Indonesia)'), { target: { value: 'Lama' } });
    fireEvent.change(second.getByLabelText('Pilihan C (Inggris)'), { target: { value: 'Long' } });
    fireEvent.click(second.getByLabelText('Jawaban benar soal 2: B'));
    fireEvent.click(second.getByRole('button', { name: 'Hapus pilihan C soal 2' }));
    fireEvent.click(second.getByRole('button', { name: 'Naikkan soal 2' }));
    // The first question's options change places.
    const moved = within(form.getByRole('region', { name: 'Soal 2' }));
    fireEvent.click(moved.getByRole('button', { name: 'Turunkan pilihan A soal 2' }));
    fireEvent.change(form.getByLabelText(/^Batas percobaan kuis/), { target: { value: '' } });

    fireEvent.click(form.getByRole('button', { name: 'Simpan kuis' }));
    await waitFor(() => expect(callsTo('PUT', ACADEMY_AUTHORING_API.quiz(90))).toHaveLength(1));
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.quiz(90))[0]!.body).toEqual({
      version: 4,
      pass_mark: 70,
      max_attempts: null,
      questions: [
        {
          prompt_id: 'Berapa lama?',
          prompt_en: 'How long?',
          explanation_id: '',
          explanation_en: '',
          options: [
            { label_id: '1 menit', label_en: '1 minute', is_correct: false },
            { label_id: '5 menit', label_en: '5 minutes', is_correct: true },
          ],
        },
        {
          prompt_id: 'Langkah pertama?',
          prompt_en: 'First step?',
          explanation_id: '',
          explanation_en: '',
          options: [
            { label_id: 'Air', label_en: 'Water', is_correct: false },
            { label_id: 'Minyak', label_en: 'Oil', is_correct: true },
          ],
        },
      ],
    });
    expect(await screen.findByText('Kuis disimpan.')).toBeTruthy();
  });

  it('shows the API’s refusal', async () => {
    render({
      [`PUT ${ACADEMY_AUTHORING_API.quiz(90)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain.',
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Kuis kelas' }));
    fireEvent.click(form.getByRole('button', { name: 'Simpan kuis' }));
    expect(
      await screen.findByText(
        'Orang lain mengubahnya lebih dulu. Data terbaru sudah dimuat; periksa lalu simpan lagi.',
      ),
    ).toBeTruthy();
  });
});
