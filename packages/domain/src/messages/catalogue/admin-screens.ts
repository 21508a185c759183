import type { MessageTable } from './types';

/** The back office's orders and customers screens (issue 18): our words, not the spec's. */
export const ADMIN_ORDER_MESSAGES = {
  order_cancel_reason_length: {
    id: 'Alasan paling banyak {max} karakter.',
    en: 'The reason is at most {max} characters.',
  },
  order_cancelled_by_staff: {
    id: 'Pesanan {reference} dibatalkan.',
    en: 'Order {reference} was cancelled.',
  },
  customer_not_found: {
    id: 'Pelanggan tidak ditemukan.',
    en: 'The customer was not found.',
  },
  points_delta_invalid: {
    id: 'Isi jumlah poin selain 0, paling banyak {max} (negatif untuk mengurangi).',
    en: 'Enter a number of points other than 0, at most {max} (negative to take away).',
  },
  points_reason_length: {
    id: 'Alasan paling banyak {max} karakter.',
    en: 'The reason is at most {max} characters.',
  },
  points_below_zero: {
    id: 'Poin pelanggan tidak boleh kurang dari 0 (saldo sekarang {balance}).',
    en: 'The customer’s points cannot go below 0 (the balance is {balance}).',
  },
  points_adjusted: {
    id: 'Poin pelanggan diubah.',
    en: 'The customer’s points were changed.',
  },
  customer_locked: {
    id: 'Akun pelanggan dikunci dan semua sesinya diakhiri.',
    en: 'The customer’s account is locked and all their sessions ended.',
  },
  customer_unlocked: {
    id: 'Akun pelanggan dibuka kembali.',
    en: 'The customer’s account is unlocked.',
  },
  customer_sessions_revoked: {
    id: '{count} sesi pelanggan diakhiri.',
    en: '{count} of the customer’s sessions ended.',
  },
  login_account_suspended: {
    id: 'Akun kamu sedang dinonaktifkan. Hubungi layanan pelanggan Kilau.',
    en: 'Your account is suspended. Please contact Kilau customer care.',
  },
} as const satisfies MessageTable;
