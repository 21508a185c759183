import type { TextTable } from '~/lib/ui-text';

/** The back office's store stock (`/admin/store-stock`, docs/design/store-stock.md). */
export const STORE_STOCK_TEXT = {
  adminNavStoreStock: { id: 'Stok toko', en: 'Store stock' },
  welcomeStoreStockLink: {
    id: 'Stok tiap toko untuk belanja mandiri: cari produk atau barcode, hitung ulang, koreksi.',
    en: "Each store's own stock for self-checkout: find a product or barcode, count, correct.",
  },
  storeStockTitle: { id: 'Stok toko', en: 'Store stock' },
  storeStockIntro: {
    id: 'Stok milik toko ini saja: pesanan belanja mandiri di toko mengambil dari sini, tidak dari gudang online.',
    en: "This store's own stock only: self-checkout orders in the store take from here, never from the online warehouse.",
  },
  storeStockSearch: { id: 'Cari produk atau barcode', en: 'Find a product or barcode' },
  storeStockShow: { id: 'Tampilkan', en: 'Show' },
  storeStockProduct: { id: 'Produk', en: 'Product' },
  storeStockSku: { id: 'SKU', en: 'SKU' },
  storeStockBarcode: { id: 'Barcode', en: 'Barcode' },
  storeStockQuantity: { id: 'Stok', en: 'Stock' },
  storeStockCount: { id: 'Jumlah dihitung', en: 'Counted' },
  storeStockCountOf: { id: 'Jumlah dihitung untuk {item}', en: 'Counted for {item}' },
  storeStockReason: { id: 'Alasan', en: 'Reason' },
  storeStockReasonOf: { id: 'Alasan koreksi {item}', en: 'Reason for correcting {item}' },
  storeStockSave: { id: 'Simpan', en: 'Save' },
  storeStockSaveOf: { id: 'Simpan stok {item}', en: 'Save the stock of {item}' },
  storeStockSaved: {
    id: 'Stok {item} di toko ini sekarang {quantity}.',
    en: 'The stock of {item} in this store is now {quantity}.',
  },
  storeStockNone: { id: 'Tidak ada produk yang cocok.', en: 'No product matches.' },
  storeStockNoStores: { id: 'Belum ada toko.', en: 'There are no stores yet.' },
  storeStockPrevious: { id: 'Sebelumnya', en: 'Previous' },
  storeStockNext: { id: 'Berikutnya', en: 'Next' },
  storeStockRange: { id: '{from}–{to} dari {total}', en: '{from}–{to} of {total}' },
} as const satisfies TextTable;
