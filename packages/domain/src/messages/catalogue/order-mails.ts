import type { MessageTable } from './types';

/**
 * Order messages (issue 25, docs/design/order-messages.md): each e-mail's subject, heading and
 * words, the labels of its facts, and the approved-style WhatsApp/SMS texts (fixed words, numbered
 * parameters in the provider's template; here the same words with named parameters).
 */
export const ORDER_MAIL_MESSAGES = {
  order_message_not_found: {
    id: 'Pesan ini tidak ada pada pesanan ini.',
    en: 'This message is not one of the order’s.',
  },
  order_message_resent: {
    id: 'Pesan dikirim ulang.',
    en: 'The message is being sent again.',
  },
  mail_greeting: { id: 'Hai {name},', en: 'Hi {name},' },
  mail_signoff: { id: 'Salam cantik,\nTim {store}', en: 'With love,\nThe {store} team' },
  mail_footer_reason: {
    id: 'Kamu menerima e-mail ini karena berbelanja di {store}.',
    en: 'You get this e-mail because you shopped at {store}.',
  },
  mail_footer_settings_text: {
    id: 'Atur pesan yang kamu terima: {settings_url}',
    en: 'Choose the messages you get: {settings_url}',
  },
  mail_footer_settings: { id: 'Atur pesan', en: 'Message settings' },
  mail_fact_order: { id: 'Nomor pesanan', en: 'Order number' },
  mail_fact_total: { id: 'Total pembayaran', en: 'Total' },
  mail_fact_method: { id: 'Metode pembayaran', en: 'Payment method' },
  mail_fact_va: { id: 'Nomor Virtual Account {bank}', en: '{bank} virtual account number' },
  mail_fact_payment_code: { id: 'Kode pembayaran', en: 'Payment code' },
  mail_fact_deadline: { id: 'Bayar sebelum', en: 'Pay before' },
  mail_fact_paid_at: { id: 'Dibayar pada', en: 'Paid on' },
  mail_fact_carrier: { id: 'Kurir', en: 'Carrier' },
  mail_fact_tracking: { id: 'Nomor resi', en: 'Tracking number' },
  mail_fact_refund: { id: 'Dana dikembalikan', en: 'Amount refunded' },
  mail_fact_reason: { id: 'Alasan', en: 'Reason' },
  mail_fact_return: { id: 'Nomor pengembalian', en: 'Return number' },
  mail_fact_status: { id: 'Status', en: 'Status' },
  mail_lines_heading: { id: 'Isi pesanan', en: 'In your order' },
  mail_line_quantity: { id: '{quantity} ×', en: '{quantity} ×' },
  mail_subtotal: { id: 'Subtotal', en: 'Subtotal' },
  mail_discount: { id: 'Potongan', en: 'Discounts' },
  mail_shipping: { id: 'Ongkos kirim', en: 'Shipping' },
  mail_total: { id: 'Total', en: 'Total' },
  mail_time_wib: { id: '{time} WIB', en: '{time} WIB' },

  mail_order_placed_subject: {
    id: 'Pesanan {reference} menunggu pembayaran',
    en: 'Order {reference} is waiting for payment',
  },
  mail_order_placed_heading: { id: 'Satu langkah lagi!', en: 'One step to go!' },
  mail_order_placed_intro: {
    id: 'Terima kasih sudah berbelanja di {store}. Selesaikan pembayaran {total} sebelum {deadline} agar pesananmu segera kami siapkan.',
    en: 'Thank you for shopping at {store}. Pay {total} before {deadline} and we will start on your order straight away.',
  },
  mail_order_placed_action: { id: 'Lihat cara bayar', en: 'How to pay' },

  mail_payment_reminder_subject: {
    id: 'Pengingat: bayar pesanan {reference} sebelum {deadline}',
    en: 'Reminder: pay for order {reference} before {deadline}',
  },
  mail_payment_reminder_heading: {
    id: 'Pesananmu masih menunggu',
    en: 'Your order is still waiting',
  },
  mail_payment_reminder_intro: {
    id: 'Pembayaran {total} untuk pesanan {reference} belum kami terima. Batasnya {deadline}; setelah itu pesanan dibatalkan otomatis dan produknya kembali dijual.',
    en: 'We have not received {total} for order {reference} yet. The deadline is {deadline}; after that the order is cancelled and its products go back on sale.',
  },
  mail_payment_reminder_action: { id: 'Bayar sekarang', en: 'Pay now' },

  mail_payment_received_subject: {
    id: 'Pembayaran pesanan {reference} sudah diterima',
    en: 'Payment for order {reference} received',
  },
  mail_payment_received_heading: { id: 'Pembayaran diterima', en: 'Payment received' },
  mail_payment_received_intro: {
    id: 'Pembayaranmu sebesar {total} sudah kami terima. Pesananmu sedang kami siapkan; kami kabari begitu dikirim. Fakturnya terlampir dan bisa diunduh lagi dari Pesanan Saya.',
    en: 'We have received your payment of {total}. Your order is being prepared and we will tell you when it ships. Its invoice is attached, and in My orders too.',
  },
  mail_payment_received_action: { id: 'Lihat pesanan', en: 'View order' },

  mail_payment_failed_subject: {
    id: 'Pembayaran pesanan {reference} gagal',
    en: 'Payment for order {reference} failed',
  },
  mail_payment_failed_heading: {
    id: 'Pembayaran belum berhasil',
    en: 'The payment did not go through',
  },
  mail_payment_failed_intro: {
    id: 'Pembayaran {total} untuk pesanan {reference} gagal. Pesanan dan produknya kami simpan sampai {deadline}: bayar lagi dengan metode lain sebelum itu.',
    en: 'The payment of {total} for order {reference} failed. We hold the order and its products until {deadline}: pay again with another method before then.',
  },
  mail_payment_failed_action: { id: 'Bayar lagi', en: 'Pay again' },
  mail_payment_failed_released_intro: {
    id: 'Pembayaran {total} untuk pesanan {reference} gagal dan pesanan ini tidak bisa dibayar lagi. Produknya kembali dijual; voucher dan poin yang dipakai kembali ke akunmu.',
    en: 'The payment of {total} for order {reference} failed and the order cannot be paid any more. Its products are back on sale; any voucher and points it used are back in your account.',
  },
  mail_payment_failed_released_action: { id: 'Belanja lagi', en: 'Shop again' },

  mail_order_shipped_subject: {
    id: 'Pesanan {reference} sudah dikirim',
    en: 'Order {reference} has shipped',
  },
  mail_order_shipped_heading: { id: 'Paketmu dalam perjalanan', en: 'Your parcel is on its way' },
  mail_order_shipped_intro: {
    id: 'Pesanan {reference} sudah kami serahkan ke {carrier}. Lacak perjalanannya dengan nomor resi di bawah.',
    en: 'Order {reference} is with {carrier}. Follow it with the tracking number below.',
  },
  mail_order_shipped_action: { id: 'Lacak paket', en: 'Track parcel' },

  mail_order_delivered_subject: {
    id: 'Pesanan {reference} sudah sampai',
    en: 'Order {reference} has been delivered',
  },
  mail_order_delivered_heading: { id: 'Paketmu sudah sampai', en: 'Your parcel has arrived' },
  mail_order_delivered_intro: {
    id: 'Pesanan {reference} sudah diterima. Semoga kamu suka! Ceritakan pengalamanmu agar pembeli lain terbantu.',
    en: 'Order {reference} has been delivered. We hope you love it! Tell other shoppers what you think.',
  },
  mail_order_delivered_review: { id: 'Tulis ulasan', en: 'Write a review' },
  mail_order_delivered_action: { id: 'Lihat pesanan', en: 'View order' },

  mail_order_cancelled_subject: {
    id: 'Pesanan {reference} dibatalkan',
    en: 'Order {reference} is cancelled',
  },
  mail_order_cancelled_heading: { id: 'Pesanan dibatalkan', en: 'Order cancelled' },
  mail_order_cancelled_intro: {
    id: 'Pesanan {reference} sudah dibatalkan. Voucher dan poin yang dipakai kembali ke akunmu.',
    en: 'Order {reference} is cancelled. Any voucher and points it used are back in your account.',
  },
  mail_order_cancelled_paid: {
    id: 'Pesanan ini sudah dibayar: dananya kami kembalikan dan kamu akan mendapat kabar saat dana dikirim.',
    en: 'This order was paid: we will refund it and tell you when the money is on its way.',
  },
  mail_order_cancelled_action: { id: 'Belanja lagi', en: 'Shop again' },
  mail_cancel_reason_payment_expired: {
    id: 'Batas waktu pembayaran lewat',
    en: 'The payment deadline passed',
  },
  mail_cancel_reason_pay_again_window_closed: {
    id: 'Pembayaran gagal dan tidak diulang',
    en: 'The payment failed and was not retried',
  },
  mail_cancel_reason_back_to_bag: {
    id: 'Produknya kamu kembalikan ke tas',
    en: 'You put the products back in your bag',
  },
  mail_cancel_reason_shop: { id: 'Dibatalkan oleh {store}', en: 'Cancelled by {store}' },

  mail_refund_issued_subject: {
    id: 'Dana pesanan {reference} sudah dikembalikan',
    en: 'Your refund for order {reference} is on its way',
  },
  mail_refund_issued_heading: { id: 'Dana dikembalikan', en: 'Refund sent' },
  mail_refund_issued_intro: {
    id: 'Kami sudah mengembalikan {amount} untuk pesanan {reference}. Tergantung bank atau dompet digitalmu, dana masuk dalam 1–14 hari kerja.',
    en: 'We have refunded {amount} for order {reference}. Depending on your bank or e-wallet, it arrives within 1–14 working days.',
  },
  mail_refund_issued_action: { id: 'Lihat pesanan', en: 'View order' },

  mail_return_update_subject: {
    id: 'Pengembalian {return_reference}: {status}',
    en: 'Return {return_reference}: {status}',
  },
  mail_return_update_heading: { id: 'Kabar pengembalianmu', en: 'About your return' },
  mail_return_update_intro: {
    id: 'Pengembalian {return_reference} untuk pesanan {reference} sekarang: {status}.',
    en: 'Return {return_reference} for order {reference} is now: {status}.',
  },
  mail_return_update_action: { id: 'Lihat pengembalian', en: 'View return' },

  // WhatsApp and SMS: approved-style texts, the same parameters in the same order.
  chat_order_placed: {
    id: 'Hai {name}, pesanan {reference} di {store} menunggu pembayaran {total}{payment}. Bayar sebelum {deadline}. Cara bayar: {url}',
    en: 'Hi {name}, order {reference} at {store} is waiting for payment of {total}{payment}. Pay before {deadline}. How to pay: {url}',
  },
  chat_payment_reminder: {
    id: 'Hai {name}, pembayaran {total} untuk pesanan {reference} belum kami terima. Batasnya {deadline}. Bayar: {url}',
    en: 'Hi {name}, we have not received {total} for order {reference} yet. The deadline is {deadline}. Pay: {url}',
  },
  chat_payment_received: {
    id: 'Hai {name}, pembayaran {total} untuk pesanan {reference} sudah diterima. Pesananmu sedang kami siapkan.',
    en: 'Hi {name}, we received {total} for order {reference}. Your order is being prepared.',
  },
  chat_payment_failed: {
    id: 'Hai {name}, pembayaran pesanan {reference} gagal. Bayar lagi sebelum {deadline}: {url}',
    en: 'Hi {name}, the payment for order {reference} failed. Pay again before {deadline}: {url}',
  },
  chat_payment_failed_released: {
    id: 'Hai {name}, pembayaran pesanan {reference} gagal dan pesanan tidak bisa dibayar lagi. Belanja lagi: {url}',
    en: 'Hi {name}, the payment for order {reference} failed and the order cannot be paid any more. Shop again: {url}',
  },
  chat_order_shipped: {
    id: 'Hai {name}, pesanan {reference} sudah dikirim dengan {carrier}, resi {tracking}. Lacak: {url}',
    en: 'Hi {name}, order {reference} has shipped with {carrier}, tracking number {tracking}. Track: {url}',
  },
  chat_order_delivered: {
    id: 'Hai {name}, pesanan {reference} sudah sampai. Ceritakan pengalamanmu: {url}',
    en: 'Hi {name}, order {reference} has been delivered. Tell us what you think: {url}',
  },
  chat_order_cancelled: {
    id: 'Hai {name}, pesanan {reference} di {store} dibatalkan. Detail: {url}',
    en: 'Hi {name}, order {reference} at {store} is cancelled. Details: {url}',
  },
  chat_refund_issued: {
    id: 'Hai {name}, dana {amount} untuk pesanan {reference} sudah dikembalikan. Detail: {url}',
    en: 'Hi {name}, we refunded {amount} for order {reference}. Details: {url}',
  },
  chat_return_update: {
    id: 'Hai {name}, pengembalian {return_reference} untuk pesanan {reference}: {status}. Detail: {url}',
    en: 'Hi {name}, return {return_reference} for order {reference}: {status}. Details: {url}',
  },
  chat_payment_va: { id: ' ke VA {bank} {number}', en: ' to {bank} VA {number}' },
  chat_payment_code: { id: ' dengan kode {code}', en: ' with code {code}' },
} satisfies MessageTable;
