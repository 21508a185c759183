import type { MessageTable } from './types';

/** The back office's academy screens (issue 22, docs/design/academy.md). */
export const ADMIN_ACADEMY_MESSAGES = {
  academy_segment_reserved: {
    id: 'Alamat ini dipakai halaman toko. Pilih alamat lain.',
    en: 'The shop uses this path. Choose another.',
  },
  academy_not_configured: {
    id: 'Akademi belum diatur.',
    en: 'The academy is not set up yet.',
  },
  academy_brand_not_found: { id: 'Merek tidak ditemukan.', en: 'Brand not found.' },
  academy_voucher_not_found: { id: 'Voucher tidak ditemukan.', en: 'Voucher not found.' },
  academy_level_has_classes: {
    id: 'Level ini masih punya kelas. Pindahkan atau hapus kelasnya dulu.',
    en: 'This level still has classes. Move or delete them first.',
  },
  academy_level_order_incomplete: {
    id: 'Urutan harus memuat setiap level tepat sekali.',
    en: 'The order must list every level exactly once.',
  },
  academy_level_required: {
    id: 'Pilih level untuk kelas ini.',
    en: 'Choose the level of this class.',
  },
  academy_post_slug_taken: {
    id: 'Slug ini sudah dipakai tulisan lain.',
    en: 'Another post uses this slug.',
  },
  academy_post_has_progress: {
    id: 'Anggota sudah belajar di kelas ini; kelas tidak bisa dihapus. Sembunyikan saja.',
    en: 'Members have progress in this class; it cannot be deleted. Unpublish it instead.',
  },
  academy_attachment_not_found: { id: 'Lampiran tidak ditemukan.', en: 'Attachment not found.' },
  academy_attachment_type: {
    id: 'Lampiran harus PDF, PNG, JPG atau WebP.',
    en: 'An attachment must be a PDF, PNG, JPG or WebP.',
  },
  academy_attachment_too_large: {
    id: 'Lampiran paling besar {max} MB.',
    en: 'An attachment may be at most {max} MB.',
  },
  academy_attachments_full: {
    id: 'Satu tulisan paling banyak 20 lampiran.',
    en: 'A post may have at most 20 attachments.',
  },
  academy_quiz_options_count: {
    id: 'Setiap soal punya 2 sampai 6 pilihan.',
    en: 'Each question has 2 to 6 options.',
  },
  academy_quiz_one_correct: {
    id: 'Tepat satu pilihan harus benar.',
    en: 'Exactly one option must be correct.',
  },
  academy_enrolment_not_found: { id: 'Pendaftaran tidak ditemukan.', en: 'Enrolment not found.' },
  academy_enrolment_decided: {
    id: 'Pendaftaran ini sudah diputuskan.',
    en: 'This enrolment was already decided.',
  },
  academy_paper_not_found: { id: 'Tugas tidak ditemukan.', en: 'Practice paper not found.' },
  academy_paper_scored: { id: 'Tugas ini sudah dinilai.', en: 'This paper was already scored.' },
  academy_comment_not_held: {
    id: 'Komentar ini tidak sedang ditahan.',
    en: 'This comment is not held.',
  },
  academy_member_not_found: { id: 'Anggota tidak ditemukan.', en: 'Member not found.' },
  academy_period_invalid: {
    id: 'Periode ditulis TTTT-BB, mis. 2026-11.',
    en: 'Write the period as YYYY-MM, e.g. 2026-11.',
  },
  academy_winner_taken: {
    id: 'Anggota atau peringkat ini sudah ada di periode tersebut.',
    en: 'This member or rank is already listed for that period.',
  },
  academy_winner_not_found: { id: 'Pemenang tidak ditemukan.', en: 'Winner not found.' },
  outbox_academy_enrolment_approved_subject: {
    id: 'Selamat datang di {academy}',
    en: 'Welcome to {academy}',
  },
  outbox_academy_enrolment_approved_text: {
    id: 'Halo {name},\n\nPendaftaranmu di {academy} disetujui. Mulai kelas pertamamu di {url}.\n\nSelamat belajar!',
    en: 'Hi {name},\n\nYour enrolment in {academy} was approved. Start your first class at {url}.\n\nHappy learning!',
  },
  outbox_academy_enrolment_rejected_subject: {
    id: 'Pendaftaran {academy}',
    en: 'Your {academy} enrolment',
  },
  outbox_academy_enrolment_rejected_text: {
    id: 'Halo {name},\n\nMaaf, pendaftaranmu di {academy} belum dapat kami setujui.\nAlasan: {reason}\n\nKamu boleh mendaftar lagi kapan saja.',
    en: 'Hi {name},\n\nSorry, we could not approve your enrolment in {academy} yet.\nReason: {reason}\n\nYou may enrol again at any time.',
  },
  outbox_academy_paper_scored_subject: {
    id: 'Tugas {level} sudah dinilai',
    en: 'Your {level} paper was scored',
  },
  outbox_academy_paper_scored_text: {
    id: 'Halo {name},\n\nTugas latihanmu untuk {level} mendapat nilai {score} ({result}).\n{feedback}',
    en: 'Hi {name},\n\nYour practice paper for {level} scored {score} ({result}).\n{feedback}',
  },
  outbox_academy_paper_passed: { id: 'lulus', en: 'passed' },
  outbox_academy_paper_failed: {
    id: 'belum lulus, silakan kirim lagi',
    en: 'not passed yet; you may hand in another',
  },
} as const satisfies MessageTable;
