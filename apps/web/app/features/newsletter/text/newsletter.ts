/**
 * The newsletter's copy (docs/design/newsletter.md): the footer block, the modal and the confirm
 * and unsubscribe pages. The API's own answers (check your e-mail, link expired) come with their
 * message and are shown as they are.
 */
export const NEWSLETTER_TEXT = {
  footerTitle: { id: 'Newsletter', en: 'Newsletter' },
  footerText: {
    id: 'Promo, produk baru, dan tips kecantikan langsung ke email kamu.',
    en: 'Offers, new arrivals and beauty tips straight to your inbox.',
  },
  footerButton: { id: 'Berlangganan newsletter', en: 'Subscribe to the newsletter' },
  modalTitle: { id: 'Berlangganan newsletter', en: 'Subscribe to the newsletter' },
  modalIntro: {
    id: 'Dapatkan promo eksklusif, produk baru, dan tips kecantikan. Kami hanya mengirim setelah kamu mengonfirmasi lewat email.',
    en: 'Get exclusive offers, new arrivals and beauty tips. We only send after you confirm by e-mail.',
  },
  emailLabel: { id: 'Email', en: 'E-mail' },
  consentBefore: {
    id: 'Saya setuju menerima newsletter dan promo dari Kilau lewat email, dan sudah membaca ',
    en: 'I agree to get the newsletter and offers from Kilau by e-mail, and have read the ',
  },
  consentLink: { id: 'Kebijakan Privasi', en: 'Privacy Policy' },
  consentAfter: {
    id: '. Saya bisa berhenti kapan saja.',
    en: '. I can unsubscribe at any time.',
  },
  submit: { id: 'Berlangganan', en: 'Subscribe' },
  checkInboxTitle: { id: 'Cek kotak masuk kamu', en: 'Check your inbox' },
  checkInboxText: {
    id: 'Buka email dari kami dan klik tautan konfirmasi (berlaku 7 hari). Tidak ada email? Cek folder spam.',
    en: 'Open our e-mail and click the confirmation link (it works for 7 days). No e-mail? Look in your spam folder.',
  },
  done: { id: 'Oke, mengerti', en: 'OK, got it' },
  failed: {
    id: 'Maaf, permintaan belum bisa dikirim. Coba lagi sebentar lagi.',
    en: 'Sorry, we could not send your request. Please try again shortly.',
  },
  confirmTitle: { id: 'Konfirmasi newsletter', en: 'Newsletter confirmation' },
  confirmSeoDescription: {
    id: 'Konfirmasi langganan newsletter Kilau.',
    en: 'Confirm your Kilau newsletter subscription.',
  },
  confirmedHeading: { id: 'Langganan aktif', en: 'You are subscribed' },
  confirmedText: {
    id: 'Newsletter akan dikirim ke {email}. Kamu bisa berhenti kapan saja lewat tautan di setiap email.',
    en: 'The newsletter goes to {email}. You can unsubscribe at any time from the link in every e-mail.',
  },
  failedHeading: { id: 'Tautan tidak bisa dipakai', en: 'This link cannot be used' },
  shopLink: { id: 'Lanjut belanja', en: 'Continue shopping' },
  unsubscribeTitle: { id: 'Berhenti berlangganan', en: 'Unsubscribe' },
  unsubscribeSeoDescription: {
    id: 'Berhenti berlangganan newsletter Kilau.',
    en: 'Unsubscribe from the Kilau newsletter.',
  },
  unsubscribeText: {
    id: 'Kamu tidak akan menerima newsletter dan email promo dari kami lagi. Email transaksi (pesanan, kata sandi) tetap dikirim.',
    en: 'You will no longer get the newsletter or offers by e-mail. Order and account e-mails still come.',
  },
  unsubscribeButton: { id: 'Ya, berhenti berlangganan', en: 'Yes, unsubscribe' },
  unsubscribedHeading: { id: 'Kamu sudah berhenti berlangganan', en: 'You are unsubscribed' },
  unsubscribedText: {
    id: '{email} tidak akan menerima newsletter lagi. Berubah pikiran? Berlangganan lagi dari bagian bawah halaman.',
    en: '{email} will get no more newsletters. Changed your mind? Subscribe again from the foot of any page.',
  },
  missingToken: {
    id: 'Tautan ini tidak lengkap. Buka tautan dari email kami.',
    en: 'This link is incomplete. Open the link from our e-mail.',
  },
} as const;
