import type { MessageTable } from './types';

/** The beauty quiz (docs/design/beauty-quiz.md). */
export const QUIZ_MESSAGES = {
  quiz_not_found: {
    id: 'Kuis tidak ditemukan.',
    en: 'Quiz not found.',
  },
  quiz_result_ready: {
    id: 'Hasil kuis kamu sudah siap.',
    en: 'Your quiz result is ready.',
  },
  quiz_question_unknown: {
    id: 'Pertanyaan ini bukan bagian dari kuis.',
    en: 'This question is not part of the quiz.',
  },
  quiz_question_twice: {
    id: 'Setiap pertanyaan hanya dijawab sekali.',
    en: 'Each question is answered once.',
  },
  quiz_answer_unknown: {
    id: 'Jawaban ini bukan pilihan untuk pertanyaannya.',
    en: 'This answer is not a choice of its question.',
  },
  quiz_answer_single: {
    id: 'Pilih satu jawaban untuk pertanyaan ini.',
    en: 'Choose one answer for this question.',
  },
  quiz_answer_required: {
    id: 'Jawab pertanyaan ini.',
    en: 'Answer this question.',
  },
  quiz_short_answer_only: {
    id: 'Pertanyaan ini dijawab dengan teks singkat.',
    en: 'This question takes a short text answer.',
  },
  quiz_no_answers: {
    id: 'Jawab setidaknya satu pertanyaan.',
    en: 'Answer at least one question.',
  },
} satisfies MessageTable;
