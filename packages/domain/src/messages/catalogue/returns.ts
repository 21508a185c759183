import type { MessageTable } from './types';

/** Returns and refunds (issue 25, docs/design/returns.md): labels, refusals and outcomes. */
export const RETURN_MESSAGES = {
  return_status_requested: { id: 'Diajukan', en: 'Requested' },
  return_status_approved: { id: 'Disetujui, kirim barangnya', en: 'Approved: send the goods' },
  return_status_rejected: { id: 'Ditolak', en: 'Rejected' },
  return_status_cancelled: { id: 'Dibatalkan', en: 'Withdrawn' },
  return_status_received: { id: 'Barang diterima', en: 'Goods received' },
  return_status_refunding: { id: 'Dana sedang dikembalikan', en: 'Refund in progress' },
  return_status_refunded: { id: 'Dana dikembalikan', en: 'Refunded' },

  return_reason_damaged: { id: 'Rusak saat diterima', en: 'Damaged on arrival' },
  return_reason_wrong_item: { id: 'Tidak sesuai pesanan', en: 'Not what I ordered' },
  return_reason_defective: { id: 'Cacat produksi', en: 'Defective product' },
  return_reason_allergy: {
    id: 'Reaksi alergi atau iritasi',
    en: 'Allergic reaction or irritation',
  },
  return_reason_other: { id: 'Alasan lain', en: 'Another reason' },

  refund_method_original: { id: 'Ke metode pembayaran awal', en: 'To the original payment method' },
  refund_method_bank_transfer: {
    id: 'Transfer ke rekening bank',
    en: 'Bank transfer to my account',
  },
  refund_method_store_credit: {
    id: 'Saldo belanja (voucher Kilau)',
    en: 'Store credit (Kilau voucher)',
  },
  refund_method_original_unavailable: {
    id: 'Metode pembayaran pesanan ini tidak mendukung pengembalian dana otomatis.',
    en: "This order's payment method cannot be refunded automatically.",
  },

  order_not_returnable: {
    id: 'Pesanan ini tidak bisa dikembalikan: hanya pesanan yang sudah diterima lewat pengiriman.',
    en: 'This order cannot be returned: only delivered orders can.',
  },
  return_window_closed: {
    id: 'Batas waktu pengembalian pesanan ini sudah lewat.',
    en: 'The return window for this order has closed.',
  },
  return_already_open: {
    id: 'Pesanan ini sudah punya pengajuan pengembalian yang sedang diproses.',
    en: 'This order already has a return in progress.',
  },
  return_nothing_left: {
    id: 'Semua produk di pesanan ini sudah dikembalikan.',
    en: 'Every item of this order has already been returned.',
  },
  return_not_found: { id: 'Pengembalian tidak ditemukan.', en: 'Return not found.' },
  return_state_changed: {
    id: 'Pengembalian ini sudah berubah status. Muat ulang halaman.',
    en: 'This return has already changed. Reload the page.',
  },
  return_lines_required: {
    id: 'Pilih minimal satu produk yang ingin dikembalikan.',
    en: 'Choose at least one item to return.',
  },
  return_quantity_invalid: {
    id: 'Jumlah produk yang dikembalikan tidak valid.',
    en: 'The quantity to return is not valid.',
  },
  return_note_required: {
    id: 'Ceritakan alasannya (minimal 10 karakter).',
    en: 'Tell us the reason (at least 10 characters).',
  },
  return_refund_method_unavailable: {
    id: 'Metode pengembalian dana ini tidak tersedia untuk pesanan ini.',
    en: 'This refund method is not available for this order.',
  },
  refund_bank_unknown: { id: 'Pilih bank tujuan.', en: 'Choose the bank.' },
  refund_account_number_invalid: {
    id: 'Nomor rekening {bank} harus {digits} digit angka.',
    en: 'A {bank} account number has {digits} digits.',
  },
  refund_account_name_invalid: {
    id: 'Tulis nama pemilik rekening seperti di buku tabungan (huruf saja).',
    en: "Write the account holder's name as the bank has it (letters only).",
  },
  return_photos_full: {
    id: 'Maksimal 4 foto untuk satu pengembalian.',
    en: 'At most 4 photos per return.',
  },
  return_photos_closed: {
    id: 'Foto hanya bisa ditambahkan selama pengajuan belum ditinjau.',
    en: 'Photos can only be added while the request awaits review.',
  },
  return_photo_too_large: {
    id: 'Ukuran foto maksimal 5 MB.',
    en: 'A photo can be at most 5 MB.',
  },
  return_instructions_invalid: {
    id: 'Tulis petunjuk pengiriman kembali (maksimal 2.000 karakter).',
    en: 'Write the return instructions (at most 2,000 characters).',
  },
  return_rejection_invalid: {
    id: 'Tulis alasan penolakan (5–1.000 karakter).',
    en: 'Write why the return is rejected (5–1,000 characters).',
  },
  return_receive_lines_invalid: {
    id: 'Tandai setiap produk yang diterima: layak jual atau tidak.',
    en: 'Mark every item received as sellable or not.',
  },
  return_transfer_reference_required: {
    id: 'Tulis nomor referensi transfer ke rekening pembeli.',
    en: "Write the reference of the transfer to the buyer's account.",
  },
  return_refund_failed: {
    id: 'Gateway pembayaran belum bisa mengembalikan dana: {reason}. Coba lagi nanti.',
    en: 'The payment gateway could not refund yet: {reason}. Try again later.',
  },
  admin_voucher_store_credit_owned: {
    id: 'Voucher saldo belanja milik satu pembeli (dana pengembalian barang) dan tidak bisa diubah.',
    en: "A store-credit voucher is one buyer's refund and cannot be edited.",
  },
  store_credit_voucher_name: {
    id: 'Saldo belanja pengembalian {reference}',
    en: 'Store credit for return {reference}',
  },
  store_credit_voucher_terms: {
    id: 'Satu kali pakai, tanpa minimal belanja, berlaku 365 hari, hanya untuk akunmu.',
    en: 'One use, no minimum spend, valid for 365 days, for your account only.',
  },
  order_history_return_requested: {
    id: 'Pengembalian {reference} diajukan',
    en: 'Return {reference} requested',
  },
  order_history_return_approved: {
    id: 'Pengembalian {reference} disetujui',
    en: 'Return {reference} approved',
  },
  order_history_return_rejected: {
    id: 'Pengembalian {reference} ditolak',
    en: 'Return {reference} rejected',
  },
  order_history_return_cancelled: {
    id: 'Pengembalian {reference} dibatalkan',
    en: 'Return {reference} withdrawn',
  },
  order_history_return_received: {
    id: 'Barang pengembalian {reference} diterima',
    en: 'Goods of return {reference} received',
  },
  order_history_return_refunded: {
    id: 'Dana pengembalian {reference} dikembalikan',
    en: 'Return {reference} refunded',
  },
} as const satisfies MessageTable;
