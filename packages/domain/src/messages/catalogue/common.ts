import type { MessageTable } from './types';

/** Generic, transport and time texts shared by every screen. */
export const COMMON_MESSAGES = {
  generic_retry: {
    id: 'Silakan coba lagi dalam beberapa saat.',
    en: 'Please try again in a moment.',
  },
  // 000 §8 writes this variant without the final period (server 500, card delete, upload).
  server_error: {
    id: 'Silakan coba lagi dalam beberapa saat',
    en: 'Please try again in a moment',
  },
  generic_error_title: { id: 'Gagal', en: 'Error' },
  system_error: { id: 'Terjadi kesalahan sistem', en: 'A system error occurred' },
  order_call_failed: {
    id: 'Terjadi kesalahan, silakan coba beberapa saat lagi.',
    en: 'Something went wrong, please try again in a moment.',
  },
  login_required: { id: 'Silakan login.', en: 'Please log in.' },
  forbidden_origin: {
    id: 'Permintaan ditolak karena tidak berasal dari situs kami.',
    en: 'The request was refused because it did not come from our site.',
  },
  required: { id: 'Data belum diisi', en: 'This field is required' },
  not_found: { id: 'Halaman tidak ditemukan', en: 'Page not found' },
  validation_failed: {
    id: 'Data yang dikirim tidak valid.',
    en: 'The data sent is not valid.',
  },
  text_control_characters: {
    id: 'Teks tidak boleh berisi karakter kontrol.',
    en: 'The text may not contain control characters.',
  },
  number_out_of_range: {
    id: 'Angka harus antara {min} dan {max}.',
    en: 'The number must be between {min} and {max}.',
  },
  malformed_json: {
    id: 'Format data tidak valid.',
    en: 'The request body is not valid JSON.',
  },
  payload_too_large: {
    id: 'Data yang dikirim terlalu besar.',
    en: 'The request body is too large.',
  },
  too_many_requests: {
    id: 'Terlalu banyak permintaan. Silakan coba lagi dalam beberapa saat.',
    en: 'Too many requests. Please try again in a moment.',
  },
  unsupported_media_type: {
    id: 'Jenis data tidak didukung.',
    en: 'Unsupported content type.',
  },
  route_not_found: {
    id: 'Alamat API tidak ditemukan.',
    en: 'API route not found.',
  },
  relative_now: { id: 'Sekarang', en: 'Just now' },
  relative_minutes: { id: '{count} menit', en: '{count} min' },
  relative_hours: { id: '{count} jam', en: '{count} h' },
  relative_days: { id: '{count} hari', en: '{count} d' },
  infinite_no_results: { id: 'Tidak ada hasil :(', en: 'No results :(' },
  infinite_no_more: { id: 'Tidak ada data lagi :)', en: 'No more data :)' },
  infinite_error: { id: 'Ups, terjadi kesalahan :(', en: 'Opps, something went wrong :(' },
  infinite_retry: { id: 'Coba lagi', en: 'Retry' },
  feature_toggle_not_found: {
    id: 'Fitur tidak ditemukan.',
    en: 'Feature not found.',
  },
  outbox_otp_subject: {
    id: '{code} adalah kode verifikasi {store} kamu',
    en: '{code} is your {store} verification code',
  },
  outbox_otp_text: {
    id: 'Kode verifikasi {store} kamu: {code}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
    en: 'Your {store} verification code: {code}. It is valid for {minutes} minutes. Never share this code with anyone.',
  },
  outbox_password_reset_subject: {
    id: 'Atur ulang password {store} kamu',
    en: 'Reset your {store} password',
  },
  outbox_password_reset_text: {
    id: 'Buka tautan ini untuk mengatur ulang password kamu: {url}',
    en: 'Open this link to reset your password: {url}',
  },
  outbox_back_in_stock_subject: {
    id: 'Produk yang kamu tunggu sudah tersedia di {store}',
    en: 'A product you wanted is back in stock at {store}',
  },
  outbox_back_in_stock_text: {
    id: 'Kabar baik! Produk #{product_id} sudah tersedia lagi. Segera beli sebelum kehabisan.',
    en: 'Good news! Product #{product_id} is available again. Get it before it sells out.',
  },
  outbox_generic_subject: { id: 'Pesan dari {store}', en: 'A message from {store}' },
} as const satisfies MessageTable;
