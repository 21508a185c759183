import type { MessageTable } from './types';

/** The academy (issue 22, docs/design/academy.md): the storefront's refusals and notices. */
export const ACADEMY_MESSAGES = {
  academy_not_found: {
    id: 'Akademi tidak ditemukan.',
    en: 'Academy not found.',
  },
  academy_not_enrolled: {
    id: 'Daftar dan tunggu persetujuan akademi dulu untuk membuka kelas.',
    en: 'Enrol and wait for the academy to approve you to open the classes.',
  },
  academy_class_not_found: {
    id: 'Kelas tidak ditemukan.',
    en: 'Class not found.',
  },
  academy_level_not_found: {
    id: 'Level tidak ditemukan.',
    en: 'Level not found.',
  },
  academy_class_locked: {
    id: 'Kelas ini masih terkunci. Selesaikan kelas sebelumnya dulu.',
    en: 'This class is still locked. Finish the class before it first.',
  },
  academy_level_locked: {
    id: 'Level ini masih terkunci. Selesaikan level sebelumnya dulu.',
    en: 'This level is still locked. Finish the level before it first.',
  },
  academy_quiz_not_open: {
    id: 'Baca materi kelas sampai selesai sebelum mengerjakan kuis.',
    en: 'Finish reading the lesson before taking the quiz.',
  },
  academy_quiz_passed: {
    id: 'Kamu sudah lulus kuis kelas ini.',
    en: 'You have already passed this class quiz.',
  },
  academy_quiz_attempts_used: {
    id: 'Kesempatan mengerjakan kuis ini sudah habis ({max} kali).',
    en: 'You have used all attempts at this quiz ({max}).',
  },
  academy_quiz_empty: {
    id: 'Kuis kelas ini belum punya pertanyaan.',
    en: 'This class quiz has no questions yet.',
  },
  academy_quiz_answers_incomplete: {
    id: 'Jawab setiap pertanyaan dengan salah satu pilihannya.',
    en: 'Answer every question with one of its options.',
  },
  academy_level_not_ready: {
    id: 'Selesaikan semua kelas dan tugas level ini dulu.',
    en: 'Finish every class and the assignment of this level first.',
  },
  academy_level_completed: {
    id: 'Level ini sudah selesai.',
    en: 'This level is already completed.',
  },
  academy_paper_not_open: {
    id: 'Tugas level ini belum bisa dikirim.',
    en: 'This level’s assignment cannot be submitted now.',
  },
} as const satisfies MessageTable;
