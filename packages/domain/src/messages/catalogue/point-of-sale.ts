import type { MessageTable } from './types';

/**
 * The offline stores and self-checkout's barcodes (issue 23, docs/design/self-checkout.md):
 * the back office's barcode field and the in-store lookup answer the same refusal.
 */
export const POINT_OF_SALE_MESSAGES = {
  barcode_invalid: {
    id: 'Barcode tidak valid: periksa 8, 12 atau 13 digitnya',
    en: 'Invalid barcode: check its 8, 12 or 13 digits',
  },
  barcode_not_found: {
    id: 'Produk dengan barcode ini tidak ditemukan di toko ini.',
    en: 'No product with this barcode in this store.',
  },
  store_not_found: {
    id: 'Toko tidak ditemukan.',
    en: 'Store not found.',
  },
} as const satisfies MessageTable;
