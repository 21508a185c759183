import type { MessageTable } from './types';

/** The stores' own stock in the back office (issue 23, docs/design/store-stock.md). */
export const STORE_STOCK_MESSAGES = {
  store_stock_below_zero: {
    id: 'Stok toko tidak boleh kurang dari 0: stok sekarang {quantity}.',
    en: "The store's stock cannot go below 0: there are {quantity} now.",
  },
  store_stock_delta_or_quantity: {
    id: 'Isi salah satu: perubahan (+/-) atau jumlah hasil hitung.',
    en: 'Give one of them: a change (+/-) or the counted quantity.',
  },
  store_stock_count_invalid: {
    id: 'Isi jumlah dengan angka bulat 0 sampai {max}.',
    en: 'Enter a whole number from 0 to {max}.',
  },
  store_stock_reason_required: {
    id: 'Tulis alasannya (maksimal 200 karakter).',
    en: 'Write the reason (200 characters at most).',
  },
  store_stock_combination_not_found: {
    id: 'Produk tidak ditemukan.',
    en: 'Product not found.',
  },
} as const satisfies MessageTable;
