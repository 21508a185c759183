import type { MessageTable } from './types';

/**
 * Order actions of the order list (000 §4 "Retry rule", §7 confirm payment and retry calls;
 * issue 8). The spec gives no words for these; the receipt's own refusals reuse the upload
 * messages of the forms ('File harus png, jpg, jpeg', 'Ukuran maksimum 5MB').
 */
export const ORDER_MESSAGES = {
  retry_window_closed: {
    id: 'Batas waktu pembayaran ulang sudah lewat.',
    en: 'The time to retry this payment has passed.',
  },
  retry_too_early: {
    id: 'Pembayaran ulang GoPay baru bisa dilakukan 5 menit setelah pesanan dibuat.',
    en: 'A GoPay payment can be retried from 5 minutes after the order was placed.',
  },
  retry_too_soon: {
    id: 'Pembayaran ulang sedang diproses. Coba lagi dalam {seconds} detik.',
    en: 'A payment retry is under way. Try again in {seconds} seconds.',
  },
  retry_voucher_unavailable: {
    id: 'Voucher pesanan ini sudah tidak tersedia.',
    en: 'The voucher of this order is no longer available.',
  },
  retry_points_unavailable: {
    id: 'Poin kamu tidak lagi cukup untuk pesanan ini.',
    en: 'You no longer have enough points for this order.',
  },
  payment_confirmed: {
    id: 'Konfirmasi pembayaran kamu sudah kami terima dan sedang diverifikasi.',
    en: 'We received your payment confirmation and are verifying it.',
  },
  confirm_bank_name_too_long: {
    id: 'Nama bank maksimal 60 karakter',
    en: 'The bank name can have at most 60 characters',
  },
  confirm_account_name_too_long: {
    id: 'Nama pemilik rekening maksimal 100 karakter',
    en: 'The account name can have at most 100 characters',
  },
  upload_link_invalid: {
    id: 'Tautan file ini tidak valid atau sudah kedaluwarsa.',
    en: 'This file link is not valid or has expired.',
  },
  upload_not_found: { id: 'File tidak ditemukan.', en: 'File not found.' },
  // The order states' names (migration 0018): English is the stored name the status groups
  // match, Indonesian what the shopper reads (ADR 0030); `orderStateLabel` picks one.
  order_state_1: { id: 'Pesanan dibuat', en: 'Order created' },
  order_state_2: { id: 'Menunggu transfer bank', en: 'Awaiting bank wire payment' },
  order_state_3: { id: 'Konfirmasi pembayaran diterima', en: 'Payment confirm' },
  order_state_4: { id: 'Pembayaran diterima', en: 'Payment accepted' },
  order_state_5: { id: 'Pesanan sedang disiapkan', en: 'Picking in progress' },
  order_state_6: { id: 'Pesanan dikemas', en: 'Packed' },
  order_state_7: { id: 'Resi pengiriman dicetak', en: 'Delivery slip printed' },
  order_state_8: { id: 'Dikirim', en: 'Shipped' },
  order_state_9: { id: 'Pesanan sampai', en: 'Delivered' },
  order_state_10: { id: 'Gagal dikirim', en: 'Undelivered' },
  order_state_11: { id: 'Dibatalkan', en: 'Cancelled' },
  order_state_12: { id: 'Pembayaran gagal', en: 'Payment Failure' },
  order_state_13: { id: 'Dana dikembalikan', en: 'Refund' },
  order_state_14: { id: 'Dikembalikan', en: 'Return' },
  order_state_15: { id: 'Pesanan diverifikasi', en: 'Order verified' },
} as const satisfies MessageTable;
