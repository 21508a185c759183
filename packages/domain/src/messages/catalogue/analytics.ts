import type { MessageTable } from './types';

/** Tracking, consent and analytics (issue 24, docs/design/analytics.md). */
export const ANALYTICS_MESSAGES = {
  tracking_id_invalid: {
    id: 'ID pelacakan tidak valid.',
    en: 'The tracking id is not valid.',
  },
  analytics_text_too_long: {
    id: 'Teks terlalu panjang.',
    en: 'The text is too long.',
  },
  analytics_extras_invalid: {
    id: 'Data tambahan tidak valid: paling banyak 20 kunci berisi teks pendek, angka, atau ya/tidak.',
    en: 'The extras are not valid: at most 20 keys holding short texts, numbers or yes/no.',
  },
  analytics_batch_too_large: {
    id: 'Terlalu banyak peristiwa dalam satu kiriman (maksimal 50).',
    en: 'Too many events in one batch (50 at most).',
  },
  marketing_consent_required: {
    id: 'Kamu belum mengizinkan cookie pemasaran, jadi peristiwa iklan tidak dikirim.',
    en: 'You have not allowed marketing cookies, so ad events are not sent.',
  },
  analytics_range_invalid: {
    id: 'Pilih rentang tanggal yang benar: dari ≤ sampai, paling lama 92 hari.',
    en: 'Choose a valid range: from ≤ to, 92 days at most.',
  },
  consent_saved: {
    id: 'Pilihan cookie kamu sudah disimpan.',
    en: 'Your cookie choice is saved.',
  },
} as const satisfies MessageTable;
