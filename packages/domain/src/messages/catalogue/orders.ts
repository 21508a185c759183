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
  upload_exists: { id: 'File ini sudah diunggah.', en: 'This file has already been uploaded.' },
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
  // Paying again after a failed payment, and the bag back (ADR 0034).
  pay_again_description: {
    id: 'Pembayaran gagal. Produkmu masih kami simpan: bayar ulang sebelum {date} WIB.',
    en: 'The payment failed. Your items are still held for you: pay again before {date} WIB.',
  },
  pay_again_unavailable: {
    id: 'Pesanan ini tidak bisa dibayar ulang.',
    en: 'This order cannot be paid again.',
  },
  pay_again_window_closed: {
    id: 'Batas waktu bayar ulang sudah lewat. Produknya sudah kami kembalikan ke stok.',
    en: 'The time to pay again has passed. The items went back to stock.',
  },
  pay_again_method_unavailable: {
    id: 'Metode ini tidak bisa dipilih untuk bayar ulang. Pilih metode lain, atau kembalikan pesanan ke keranjang.',
    en: 'This method cannot be chosen to pay again. Choose another, or put the order back in your bag.',
  },
  pay_again_bank_promotion: {
    id: 'Promo bank pesanan ini hanya berlaku untuk metode semula. Kembalikan pesanan ke keranjang untuk memilih ulang.',
    en: 'This order’s bank promotion applies to its first method only. Put the order back in your bag to choose again.',
  },
  back_to_bag_unavailable: {
    id: 'Pesanan ini tidak bisa dikembalikan ke keranjang.',
    en: 'This order cannot be put back in your bag.',
  },
  back_to_bag_done: {
    id: 'Produk pesanan {reference} sudah kembali ke keranjang.',
    en: 'The items of order {reference} are back in your bag.',
  },
  payment_confirmation_not_needed: {
    id: 'Pembayaran dengan {method} dikonfirmasi otomatis, jadi tidak perlu unggah bukti transfer.',
    en: 'Payments by {method} confirm themselves, so there is no receipt to upload.',
  },
} as const satisfies MessageTable;
