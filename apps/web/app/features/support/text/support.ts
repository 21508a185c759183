/** The contact page's copy (docs/design/contact-and-stores.md). */
export const SUPPORT_TEXT = {
  contactTitle: { id: 'Hubungi Kami', en: 'Contact us' },
  contactSeoDescription: {
    id: 'Tanya seputar pesanan, pembayaran, pengiriman atau produk Kilau. Tim kami membalas dalam 1×24 jam kerja.',
    en: 'Questions about your Kilau order, payment, shipping or products? Our team answers within one working day.',
  },
  contactLead: {
    id: 'Ada pertanyaan? Kirim pesan lewat formulir ini dan tim kami akan membalas ke e-mailmu.',
    en: 'A question? Send us a message with this form and our team will answer to your e-mail.',
  },
  formTitle: { id: 'Kirim pesan', en: 'Send a message' },
  fieldName: { id: 'Nama lengkap', en: 'Full name' },
  fieldEmail: { id: 'E-mail', en: 'E-mail' },
  fieldPhone: { id: 'Nomor handphone', en: 'Mobile number' },
  fieldSubject: { id: 'Topik', en: 'Topic' },
  subjectChoose: { id: 'Pilih topik', en: 'Choose a topic' },
  fieldOrder: { id: 'Nomor pesanan', en: 'Order number' },
  orderHint: { id: 'Contoh: KLU-261127-ABC234', en: 'For example KLU-261127-ABC234' },
  fieldMessage: { id: 'Pesan', en: 'Message' },
  messageHint: { id: '{count}/160 karakter', en: '{count}/160 characters' },
  send: { id: 'Kirim pesan', en: 'Send message' },
  sentTitle: { id: 'Pesanmu terkirim', en: 'Your message is sent' },
  sentBody: {
    id: 'Nomor tiketmu {reference}. Kami juga mengirim salinannya ke {email}; balasan kami akan masuk ke e-mail yang sama.',
    en: 'Your ticket number is {reference}. We have sent a copy to {email}; our answer will arrive at the same address.',
  },
  sendAnother: { id: 'Kirim pesan lain', en: 'Send another message' },
  factsTitle: { id: 'Cara lain menghubungi kami', en: 'Other ways to reach us' },
  factEmail: { id: 'E-mail', en: 'E-mail' },
  factWhatsapp: { id: 'WhatsApp', en: 'WhatsApp' },
  factHours: { id: 'Jam layanan', en: 'Service hours' },
  factHoursValue: {
    id: 'Senin–Jumat 09.00–18.00 WIB, Sabtu 09.00–15.00 WIB',
    en: 'Monday–Friday 09:00–18:00 WIB, Saturday 09:00–15:00 WIB',
  },
  factStores: { id: 'Toko offline', en: 'Our stores' },
  factStoresLink: { id: 'Lihat lokasi toko Kilau', en: 'See where Kilau stores are' },
} as const;
