import type { MessageTable } from './types';

/**
 * The back office's stock ledger, brands and category tree (issue 18,
 * docs/design/back-office.md "Stock" and "Brands and categories").
 */
export const ADMIN_STOCK_MESSAGES = {
  stock_combination_not_found: {
    id: 'Kombinasi produk tidak ditemukan.',
    en: 'The product combination was not found.',
  },
  stock_reason_invalid: {
    id: 'Pilih alasan: diterima, rusak, atau hitung ulang.',
    en: 'Choose a reason: received, damaged or count.',
  },
  stock_quantity_invalid: {
    id: 'Jumlah harus bilangan bulat 0 sampai {max} (diterima dan rusak paling sedikit 1).',
    en: 'The quantity is a whole number from 0 to {max} (at least 1 when received or damaged).',
  },
  stock_below_zero: {
    id: 'Stok tidak boleh kurang dari 0: stok sekarang {stock}.',
    en: 'Stock cannot go below 0: there are {stock} now.',
  },
  stock_note_length: {
    id: 'Catatan paling banyak {max} karakter.',
    en: 'The note is at most {max} characters.',
  },
  taxonomy_name_length: {
    id: 'Paling banyak {max} karakter.',
    en: 'At most {max} characters.',
  },
  taxonomy_slug_invalid: {
    id: 'Slug hanya huruf kecil, angka, dan tanda hubung (contoh: perawatan-wajah).',
    en: 'A slug is lower-case letters, digits and hyphens (e.g. face-care).',
  },
  taxonomy_description_length: {
    id: 'Deskripsi paling banyak {max} karakter.',
    en: 'The description is at most {max} characters.',
  },
  brand_slug_taken: {
    id: 'Slug ini sudah dipakai brand lain.',
    en: 'Another brand already uses this slug.',
  },
  category_slug_taken: {
    id: 'Slug ini sudah dipakai kategori lain di induk yang sama.',
    en: 'Another category under the same parent already uses this slug.',
  },
  category_cycle: {
    id: 'Kategori tidak bisa dipindah ke dalam dirinya sendiri atau turunannya.',
    en: 'A category cannot move under itself or one of its own children.',
  },
} as const satisfies MessageTable;
