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
  quiz_question_not_found: {
    id: 'Pertanyaan kuis tidak ditemukan.',
    en: 'Quiz question not found.',
  },
  quiz_answer_not_found: {
    id: 'Jawaban kuis tidak ditemukan.',
    en: 'Quiz answer not found.',
  },
  quiz_slug_taken: {
    id: 'Slug ini sudah dipakai kuis lain.',
    en: 'This slug is already used by another quiz.',
  },
  quiz_position_taken: {
    id: 'Urutan ini sudah dipakai.',
    en: 'This position is already taken.',
  },
  quiz_tag_invalid: {
    id: 'Pilih tag tipe kulit atau masalah kulit.',
    en: 'Choose a skin-type or skin-concern tag.',
  },
  quiz_tag_twice: {
    id: 'Setiap tag hanya sekali per jawaban.',
    en: 'Each tag once per answer.',
  },
  quiz_weight_invalid: {
    id: 'Bobot dari 1 sampai 10.',
    en: 'A weight from 1 to 10.',
  },
  quiz_colour_invalid: {
    id: 'Warna ditulis #rrggbb.',
    en: 'A colour is written #rrggbb.',
  },
  quiz_image_url_invalid: {
    id: 'Gambar dari /media/ atau alamat https.',
    en: 'A picture from /media/ or an https address.',
  },
  quiz_question_in_use: {
    id: 'Pertanyaan ini sudah dijawab pembeli, jadi tidak bisa dihapus. Ubah teksnya atau nonaktifkan kuis.',
    en: 'Shoppers have answered this question, so it cannot be deleted. Change its text or switch the quiz off.',
  },
  quiz_answer_in_use: {
    id: 'Jawaban ini sudah dipilih pembeli, jadi tidak bisa dihapus. Ubah teks atau aturannya.',
    en: 'Shoppers have chosen this answer, so it cannot be deleted. Change its text or rules.',
  },
} satisfies MessageTable;
