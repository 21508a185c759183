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
  academy_enrolment_exists: {
    id: 'Pendaftaranmu sudah dikirim dan sedang diproses atau sudah disetujui.',
    en: 'Your enrolment was already sent and is pending or approved.',
  },
  academy_enrolment_sent: {
    id: 'Pendaftaran akademi terkirim.',
    en: 'Academy enrolment sent.',
  },
  academy_products_count: {
    id: 'Pilih {min} sampai {max} produk.',
    en: 'Choose {min} to {max} products.',
  },
  academy_products_invalid: {
    id: 'Pilih produk dari brand akademi.',
    en: 'Choose products of the academy’s brand.',
  },
  academy_phone_invalid: {
    id: 'Nomor handphone tidak valid (contoh 081234567890).',
    en: 'Invalid phone number (e.g. 081234567890).',
  },
  academy_paper_waiting: {
    id: 'Tugasmu untuk level ini masih menunggu penilaian.',
    en: 'Your assignment for this level is still waiting to be scored.',
  },
  academy_paper_image_unavailable: {
    id: 'Foto tugas tidak ditemukan atau sudah kedaluwarsa. Unggah lagi.',
    en: 'The assignment photo is missing or expired. Upload it again.',
  },
  academy_not_graduated: {
    id: 'Sertifikat tersedia setelah kamu lulus akademi.',
    en: 'The certificate is available once you graduate.',
  },
  academy_certificate_not_found: {
    id: 'Sertifikat tidak ditemukan.',
    en: 'Certificate not found.',
  },
  academy_post_not_found: {
    id: 'Materi tidak ditemukan.',
    en: 'Post not found.',
  },
  academy_comment_not_found: {
    id: 'Komentar tidak ditemukan.',
    en: 'Comment not found.',
  },
  academy_comment_reported: {
    id: 'Kamu sudah melaporkan komentar ini.',
    en: 'You have already reported this comment.',
  },
  academy_comment_held: {
    id: 'Komentarmu menunggu pemeriksaan sebelum tampil.',
    en: 'Your comment is waiting to be checked before it shows.',
  },
  academy_text_too_long: {
    id: 'Maksimal {max} karakter.',
    en: 'At most {max} characters.',
  },
  academy_images_too_many: {
    id: 'Maksimal {max} foto.',
    en: 'At most {max} photos.',
  },
  academy_posts_limit: {
    id: 'Jumlah per halaman paling banyak {max}.',
    en: 'At most {max} per page.',
  },
} as const satisfies MessageTable;
