import type { MessageTable } from './types';

/** Authenticity checks: the shopper's check and the back office's batches (docs/design/authenticity.md). */
export const AUTHENTICITY_MESSAGES = {
  authenticity_code_invalid: {
    id: 'Kode keaslian terdiri dari 12 huruf dan angka (XXXX-XXXX-XXXX). Periksa kembali kodenya.',
    en: 'An authenticity code has 12 letters and digits (XXXX-XXXX-XXXX). Please check the code.',
  },
  authenticity_genuine: {
    id: 'Produk asli. Kode ini baru pertama kali dicek.',
    en: 'Genuine product. This is the first check of this code.',
  },
  authenticity_already_checked: {
    id: 'Kode ini sudah pernah dicek {count} kali. Bila Anda tidak pernah mengeceknya, kemasan ini mungkin diisi ulang.',
    en: 'This code has been checked {count} times before. If you never checked it, the pack may have been refilled.',
  },
  authenticity_unknown: {
    id: 'Kode tidak dikenal. Pastikan kode diketik dengan benar atau hubungi kami.',
    en: 'Unknown code. Make sure it is typed correctly or contact us.',
  },
  authenticity_too_many_checks: {
    id: 'Terlalu banyak pengecekan. Coba lagi dalam {minutes} menit.',
    en: 'Too many checks. Please try again in {minutes} minutes.',
  },
  authenticity_too_many_unknown: {
    id: 'Terlalu banyak kode yang tidak dikenal. Coba lagi dalam {minutes} menit atau hubungi kami.',
    en: 'Too many unknown codes. Please try again in {minutes} minutes or contact us.',
  },
  authenticity_batch_number_invalid: {
    id: 'Nomor batch 1–40 karakter: huruf, angka, titik, garis miring, garis bawah atau tanda hubung.',
    en: 'A batch number has 1–40 characters: letters, digits, dots, slashes, underscores or dashes.',
  },
  authenticity_product_required: {
    id: 'Pilih produk atau varian untuk batch ini.',
    en: 'Choose the product or variant of this batch.',
  },
  authenticity_expiry_before_production: {
    id: 'Tanggal kedaluwarsa harus setelah tanggal produksi.',
    en: 'The expiry date must be after the production date.',
  },
  authenticity_batch_not_found: {
    id: 'Batch tidak ditemukan.',
    en: 'Batch not found.',
  },
  authenticity_batch_exists: {
    id: 'Produk ini sudah memiliki batch dengan nomor tersebut.',
    en: 'This product already has a batch with that number.',
  },
  authenticity_batch_printed: {
    id: 'Batch sudah ditandai tercetak: kode-kodenya tidak dapat diunduh lagi.',
    en: 'The batch is marked printed: its codes can no longer be downloaded.',
  },
  authenticity_batch_created: {
    id: 'Batch dibuat. Unduh file kode untuk dicetak.',
    en: 'Batch created. Download the codes file for printing.',
  },
  authenticity_batch_marked_printed: {
    id: 'Batch ditandai tercetak. Kode dalam bentuk asli telah dihapus.',
    en: 'Batch marked printed. The clear codes are deleted.',
  },
} as const satisfies MessageTable;
