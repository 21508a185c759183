import type { MessageTable } from './types';

/**
 * Paying in a store and collecting at its exit (issue 23, docs/design/store-collection.md):
 * the store's payment methods, the cashier's payment and the order QR staff scan.
 */
export const STORE_COLLECTION_MESSAGES = {
  payment_method_not_for_store: {
    id: 'Metode pembayaran ini tidak tersedia untuk belanja di toko. Pilih metode pembayaran toko.',
    en: 'This payment method is not available for in-store shopping. Choose one of the store’s payment methods.',
  },
  payment_method_not_for_website: {
    id: 'Metode pembayaran ini hanya untuk belanja di toko.',
    en: 'This payment method is for in-store shopping only.',
  },
  collection_not_store_order: {
    id: 'Pesanan ini bukan pesanan toko: tidak ada QR pengambilan.',
    en: 'This is not a store order: it has no collection QR.',
  },
  collection_not_ready: {
    id: 'QR pengambilan tersedia setelah pesanan dibayar atau dipilih bayar di kasir.',
    en: 'The collection QR is ready once the order is paid or set to pay at the cashier.',
  },
  collection_token_malformed: {
    id: 'Kode pengambilan tidak dikenali. Pindai ulang QR atau salin kodenya dengan lengkap.',
    en: 'This collection code is not recognised. Scan the QR again or copy the whole code.',
  },
  collection_token_forged: {
    id: 'Kode pengambilan tidak sah: tanda tangannya tidak cocok.',
    en: 'Invalid collection code: its signature does not match.',
  },
  collection_token_other_store: {
    id: 'Pesanan ini untuk toko lain dan tidak bisa diambil di sini.',
    en: 'This order belongs to another store and cannot be collected here.',
  },
  collection_token_revoked: {
    id: 'Kode pengambilan ini sudah tidak berlaku. Minta pembeli menampilkan QR terbaru.',
    en: 'This collection code is no longer valid. Ask the shopper to show their latest QR.',
  },
  collection_order_not_found: {
    id: 'Pesanan untuk kode ini tidak ditemukan.',
    en: 'No order found for this code.',
  },
  collection_unpaid: {
    id: 'Pesanan {reference} belum dibayar: terima pembayarannya dulu.',
    en: 'Order {reference} is not paid yet: take the payment first.',
  },
  collection_already_collected: {
    id: 'Pesanan {reference} sudah diambil pada {at} (oleh {by}).',
    en: 'Order {reference} was already collected on {at} (by {by}).',
  },
  collection_collected: {
    id: 'Pesanan {reference} ditandai sudah diambil.',
    en: 'Order {reference} marked as collected.',
  },
  cashier_not_awaiting: {
    id: 'Pesanan {reference} tidak menunggu pembayaran di kasir.',
    en: 'Order {reference} is not waiting for a cashier payment.',
  },
  cashier_already_paid: {
    id: 'Pembayaran pesanan {reference} sudah diterima.',
    en: 'The payment for order {reference} was already taken.',
  },
  cashier_paid: {
    id: 'Pembayaran pesanan {reference} diterima.',
    en: 'Payment for order {reference} taken.',
  },
} as const satisfies MessageTable;
