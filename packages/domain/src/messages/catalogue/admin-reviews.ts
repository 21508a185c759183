import type { MessageTable } from './types';

/** Moderation of reviews in the back office (docs/design/reviews.md decision 6). */
export const ADMIN_REVIEW_MESSAGES = {
  review_rejection_reason_length: {
    id: 'Alasan penolakan paling banyak {max} karakter.',
    en: 'The reason is at most {max} characters.',
  },
  review_moderation_approved: {
    id: 'Ulasan disetujui dan tampil di toko.',
    en: 'The review is approved and shows in the shop.',
  },
  review_moderation_rejected: {
    id: 'Ulasan ditolak. Penulisnya akan melihat alasannya.',
    en: 'The review is rejected. Its author will see the reason.',
  },
} as const satisfies MessageTable;
