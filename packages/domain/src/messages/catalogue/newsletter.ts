import type { MessageTable } from './types';

/** The newsletter: its form, links and e-mails (docs/design/newsletter.md). */
export const NEWSLETTER_MESSAGES = {
  newsletter_consent_required: {
    id: 'Centang persetujuan untuk berlangganan newsletter.',
    en: 'Tick the consent box to subscribe to the newsletter.',
  },
  newsletter_check_email: {
    id: 'Cek email kamu: kami mengirim tautan untuk mengonfirmasi langganan.',
    en: 'Check your e-mail: we sent a link to confirm your subscription.',
  },
  newsletter_link_invalid: {
    id: 'Tautan ini tidak berlaku. Buka tautan terbaru dari email kami.',
    en: 'This link is not valid. Open the latest link from our e-mail.',
  },
  newsletter_link_expired: {
    id: 'Tautan konfirmasi sudah kedaluwarsa (berlaku 7 hari). Daftar lagi untuk menerima tautan baru.',
    en: 'This confirmation link has expired (it works for 7 days). Subscribe again to get a new one.',
  },
  newsletter_confirmed: {
    id: 'Langganan newsletter kamu sudah aktif.',
    en: 'Your newsletter subscription is active.',
  },
  newsletter_unsubscribed: {
    id: 'Kamu sudah berhenti berlangganan newsletter.',
    en: 'You have unsubscribed from the newsletter.',
  },
  outbox_newsletter_confirm_subject: {
    id: 'Konfirmasi langganan newsletter {store}',
    en: 'Confirm your {store} newsletter subscription',
  },
  outbox_newsletter_confirm_text: {
    id: 'Halo! Kamu (atau seseorang dengan alamat ini) ingin berlangganan newsletter {store}. Buka tautan ini untuk mengonfirmasi (berlaku 7 hari):\n\n{url}\n\nJika bukan kamu, abaikan email ini: kamu tidak akan menerima apa pun dari kami.',
    en: 'Hello! You (or someone with this address) asked for the {store} newsletter. Open this link to confirm (it works for 7 days):\n\n{url}\n\nIf it was not you, ignore this e-mail: you will get nothing from us.',
  },
  outbox_newsletter_welcome_subject: {
    id: 'Selamat datang di newsletter {store}',
    en: 'Welcome to the {store} newsletter',
  },
  outbox_newsletter_welcome_text: {
    id: 'Terima kasih sudah berlangganan! Kamu akan menerima promo, produk baru, dan tips kecantikan dari {store}.\n\nBelanja sekarang: {shop_url}',
    en: 'Thank you for subscribing! You will get offers, new arrivals and beauty tips from {store}.\n\nShop now: {shop_url}',
  },
  outbox_newsletter_issue_subject: { id: '{title}', en: '{title}' },
  outbox_newsletter_issue_text: { id: '{body}', en: '{body}' },
  outbox_unsubscribe_footer: {
    id: 'Kamu menerima email ini karena berlangganan newsletter {store}. Berhenti berlangganan: {unsubscribe_url}',
    en: 'You get this e-mail because you subscribed to the {store} newsletter. Unsubscribe: {unsubscribe_url}',
  },
} as const satisfies MessageTable;
