/** CSV import and export (`/admin/bulk`; docs/design/back-office.md "CSV import and export"). */
export const BULK_TEXT = {
  adminNavBulk: { id: 'Impor & ekspor CSV', en: 'CSV import & export' },
  welcomeBulkLink: {
    id: 'Unduh katalog sebagai CSV, ubah produk, harga dan stok lewat berkas.',
    en: 'Download the catalogue as CSV, change products, prices and stock from a file.',
  },
  bulkTitle: { id: 'Impor & ekspor CSV', en: 'CSV import & export' },
  bulkIntro: {
    id: 'Unduh berkas, ubah di spreadsheet, lalu impor kembali. Uji coba dulu: tidak ada yang berubah sampai berkasnya bersih.',
    en: 'Download a file, edit it in a spreadsheet, then import it back. Dry run first: nothing changes until the file is clean.',
  },
  bulkExportTitle: { id: 'Ekspor', en: 'Export' },
  bulkExportProducts: { id: 'Unduh produk (CSV)', en: 'Download products (CSV)' },
  bulkExportCombinations: {
    id: 'Unduh kombinasi: harga, potongan, stok (CSV)',
    en: 'Download combinations: price, discount, stock (CSV)',
  },
  bulkImportTitle: { id: 'Impor dari CSV', en: 'Import from CSV' },
  bulkKind: { id: 'Yang diimpor', en: 'What to import' },
  bulkKindCombinations: {
    id: 'Kombinasi (harga, potongan, stok)',
    en: 'Combinations (price, discount, stock)',
  },
  bulkKindProducts: { id: 'Produk', en: 'Products' },
  bulkImportHelpProducts: {
    id: 'Baris dicocokkan dengan product_slug: slug yang ada diubah (name, brand_slug, category_slug, flags, active), slug baru dibuat sebagai draf tidak aktif — tambahkan kombinasinya di layar produk, lalu aktifkan. Maksimal 2 MB.',
    en: 'Rows are matched by product_slug: an existing slug is updated (name, brand_slug, category_slug, flags, active), a new slug is created as an inactive draft — add its combinations in the product screen, then activate it. At most 2 MB.',
  },
  bulkImportHelp: {
    id: 'Baris dicocokkan dengan SKU. Kolom yang diubah: price, discount (rupiah atau 10%), stock, active (1/0). Maksimal 2 MB.',
    en: 'Rows are matched by SKU. Columns changed: price, discount (rupiah or 10%), stock, active (1/0). At most 2 MB.',
  },
  bulkFile: { id: 'Berkas CSV', en: 'CSV file' },
  bulkDryRun: { id: 'Uji coba', en: 'Dry run' },
  bulkImport: { id: 'Impor', en: 'Import' },
  bulkImportNeedsDryRun: {
    id: 'Impor dapat dijalankan setelah uji coba berkas ini bersih.',
    en: 'Import is available once this file’s dry run is clean.',
  },
  bulkWorking: { id: 'Sedang memproses berkas…', en: 'Processing the file…' },
  bulkProgressUpload: {
    id: 'Mengunggah berkas… {percent}%',
    en: 'Uploading the file… {percent}%',
  },
  bulkProgressCheck: {
    id: 'Memeriksa baris {done} dari {total}… {percent}%',
    en: 'Checking row {done} of {total}… {percent}%',
  },
  bulkProgressWrite: {
    id: 'Menyimpan baris {done} dari {total}… {percent}%',
    en: 'Saving row {done} of {total}… {percent}%',
  },
  bulkReportTitle: { id: 'Hasil', en: 'Result' },
  bulkReportCounts: {
    id: '{rows} baris: {changed} berubah, {unchanged} tetap, {problems} masalah.',
    en: '{rows} rows: {changed} change, {unchanged} stay the same, {problems} problems.',
  },
  bulkReportCreated: {
    id: '{created} di antaranya produk baru (draf, belum tampil di toko).',
    en: '{created} of them new products (drafts, not in the shop yet).',
  },
  bulkProblemsCaption: { id: 'Masalah per baris', en: 'Problems by row' },
  bulkRow: { id: 'Baris', en: 'Row' },
  bulkColumn: { id: 'Kolom', en: 'Column' },
  bulkProblem: { id: 'Masalah', en: 'Problem' },
  bulkProblemsMore: {
    id: 'Ditampilkan {shown} dari {count} masalah.',
    en: 'Showing {shown} of {count} problems.',
  },
  bulkClean: {
    id: 'Berkas bersih. Tekan Impor untuk menyimpan perubahannya.',
    en: 'The file is clean. Press Import to save its changes.',
  },
} as const;
