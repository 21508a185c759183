import type { MessageTable } from './types';

/**
 * The back office's CSV import and export (issue 18, docs/design/back-office.md "CSV import and
 * export"): the problems an import reports per row and column. Our own words.
 */
export const ADMIN_BULK_MESSAGES = {
  bulk_file_required: { id: 'Pilih berkas CSV.', en: 'Choose a CSV file.' },
  bulk_file_too_large: {
    id: 'Berkas CSV maksimal {max} MB.',
    en: 'A CSV file may be at most {max} MB.',
  },
  bulk_file_unreadable: {
    id: 'Berkas ini tidak dapat dibaca sebagai CSV.',
    en: 'This file cannot be read as CSV.',
  },
  bulk_too_many_rows: {
    id: 'Paling banyak {max} baris per impor.',
    en: 'At most {max} rows per import.',
  },
  bulk_empty: { id: 'Berkas ini tidak berisi baris data.', en: 'This file has no data rows.' },
  bulk_column_unknown: { id: 'Kolom ini tidak dikenal.', en: 'This column is not known.' },
  bulk_column_missing: { id: 'Kolom ini wajib ada.', en: 'This column is required.' },
  bulk_column_repeated: { id: 'Kolom ini muncul dua kali.', en: 'This column appears twice.' },
  bulk_stock_not_allowed: {
    id: 'Peran kamu tidak dapat mengubah stok.',
    en: 'Your role cannot change stock.',
  },
  bulk_row_shape: {
    id: 'Jumlah kolom baris ini tidak sama dengan judulnya.',
    en: 'This row has a different number of columns than the header.',
  },
  bulk_required: { id: 'Wajib diisi.', en: 'Required.' },
  bulk_sku_unknown: { id: 'SKU ini tidak ditemukan.', en: 'No combination has this SKU.' },
  bulk_sku_repeated: {
    id: 'SKU ini sudah ada di baris {row}.',
    en: 'This SKU is already on row {row}.',
  },
  bulk_product_mismatch: {
    id: 'SKU ini milik produk {slug}.',
    en: 'This SKU belongs to product {slug}.',
  },
  bulk_whole_number: {
    id: 'Isi dengan bilangan bulat dari 0 sampai {max}.',
    en: 'Enter a whole number from 0 to {max}.',
  },
  bulk_discount_invalid: {
    id: 'Isi potongan dalam rupiah (mis. 15000) atau persen (mis. 10%).',
    en: 'Enter the discount in rupiah (e.g. 15000) or as a percentage (e.g. 10%).',
  },
  bulk_discount_over_price: {
    id: 'Potongan tidak boleh melebihi harga.',
    en: 'The discount cannot exceed the price.',
  },
  bulk_yes_no: { id: 'Isi dengan 1 (ya) atau 0 (tidak).', en: 'Enter 1 (yes) or 0 (no).' },
  bulk_required_new: {
    id: 'Wajib diisi untuk produk baru.',
    en: 'Required for a new product.',
  },
  bulk_slug_repeated: {
    id: 'Slug ini sudah ada di baris {row}.',
    en: 'This slug is already on row {row}.',
  },
  bulk_brand_unknown: {
    id: 'Tidak ada brand dengan slug ini.',
    en: 'No brand has this slug.',
  },
  bulk_category_unknown: {
    id: 'Tidak ada kategori dengan slug ini.',
    en: 'No category has this slug.',
  },
  bulk_category_ambiguous: {
    id: 'Beberapa kategori memakai slug {slug}: tulis induknya juga, mis. induk/{slug}.',
    en: 'Several categories use the slug {slug}: name its parent too, e.g. parent/{slug}.',
  },
  bulk_flag_unknown: {
    id: 'Penanda “{flag}” tidak dikenal. Pilih dari {flags}, dipisah dengan |.',
    en: 'The flag “{flag}” is not known. Choose from {flags}, separated by |.',
  },
  bulk_product_needs_combination: {
    id: 'Produk ini belum punya kombinasi aktif, jadi belum dapat tampil di toko. Impor dengan active 0, tambahkan kombinasinya di layar produk, lalu aktifkan.',
    en: 'This product has no active combination yet, so it cannot show in the shop. Import it with active 0, add its combinations in the product screen, then activate it.',
  },
  bulk_import_conflict: {
    id: 'Data berubah selama impor (slug baru sudah dipakai). Jalankan uji coba lagi.',
    en: 'The data changed during the import (a new slug was taken). Run the dry run again.',
  },
  bulk_import_has_problems: {
    id: 'Impor dibatalkan: ada {count} masalah. Perbaiki berkasnya, lalu coba lagi.',
    en: 'Import cancelled: {count} problems. Fix the file, then try again.',
  },
  bulk_import_done: {
    id: 'Impor selesai: {count} baris diubah.',
    en: 'Import done: {count} rows changed.',
  },
  bulk_dry_run_done: {
    id: 'Uji coba selesai: {count} baris akan diubah.',
    en: 'Dry run done: {count} rows would change.',
  },
} as const satisfies MessageTable;
