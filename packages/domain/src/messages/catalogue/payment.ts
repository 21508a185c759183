import type { MessageTable } from './types';

/**
 * Payment: bank promotions, saved cards, the gateway and its notifications (000 §3, §4, §8;
 * design/checkout-and-payment.md). The spec gives no words for these except the card-delete failure, which is the
 * generic `server_error`.
 */
export const PAYMENT_MESSAGES = {
  bank_promo_not_found: {
    id: 'Promo bank tidak ditemukan.',
    en: 'The bank promotion was not found.',
  },
  bank_promo_inactive: {
    id: 'Promo bank ini sedang tidak berlaku.',
    en: 'This bank promotion is not running.',
  },
  bank_promo_not_started: {
    id: 'Promo bank ini belum dimulai.',
    en: 'This bank promotion has not started yet.',
  },
  bank_promo_ended: {
    id: 'Promo bank ini sudah berakhir.',
    en: 'This bank promotion has ended.',
  },
  bank_promo_method: {
    id: 'Promo {bank} tidak berlaku untuk metode pembayaran ini.',
    en: 'The {bank} promotion does not apply to this payment method.',
  },
  bank_promo_card: {
    id: 'Promo {bank} hanya berlaku untuk kartu {bank}.',
    en: 'The {bank} promotion applies to {bank} cards only.',
  },
  bank_promo_min_order: {
    id: 'Minimal transaksi {amount} untuk promo ini.',
    en: 'This promotion needs an order of at least {amount}.',
  },
  card_bin_invalid: {
    id: 'Masukkan 6 sampai 8 digit awal nomor kartu.',
    en: 'Enter the first 6 to 8 digits of the card number.',
  },
  amount_invalid: { id: 'Jumlah tidak valid.', en: 'The amount is not valid.' },
  saved_card_not_found: {
    id: 'Kartu tersimpan tidak ditemukan.',
    en: 'The saved card was not found.',
  },
  saved_card_deleted: { id: 'Kartu berhasil dihapus.', en: 'The card was removed.' },
  installment_term_invalid: {
    id: 'Pilih tenor cicilan yang tersedia.',
    en: 'Choose one of the available installment terms.',
  },
  payment_channel_invalid: {
    id: 'Pilih website atau toko.',
    en: 'Choose website or store.',
  },
  payment_notification_signature_invalid: {
    id: 'Tanda tangan notifikasi tidak valid.',
    en: 'The notification signature is not valid.',
  },
  payment_notification_invalid: {
    id: 'Notifikasi pembayaran tidak valid.',
    en: 'The payment notification is not valid.',
  },
  gross_amount_invalid: {
    id: 'Jumlah pembayaran tidak valid.',
    en: 'The payment amount is not valid.',
  },
  payment_gateway_unavailable: {
    id: 'Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa saat.',
    en: 'The payment service cannot be reached. Please try again in a moment.',
  },
  payment_not_found: {
    id: 'Pembayaran untuk pesanan ini tidak ditemukan.',
    en: 'No payment was found for this order.',
  },
} as const satisfies MessageTable;
