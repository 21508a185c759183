/**
 * The back office's support tickets (issue 20, docs/design/contact-and-stores.md). The API's
 * answers and refusals are the domain catalogue's (`support.ts`); these are the words around them.
 */
export const SUPPORT_TEXT = {
  adminNavSupport: { id: 'Tiket bantuan', en: 'Support tickets' },
  welcomeSupportLink: {
    id: 'Pesan dari formulir Hubungi Kami: jawab, tutup, buka kembali.',
    en: 'Messages from the contact form: answer, close, reopen.',
  },
  supportTitle: { id: 'Tiket bantuan', en: 'Support tickets' },
  supportIntro: {
    id: 'Setiap pesan dari halaman Hubungi Kami menjadi tiket. Jawabanmu dikirim ke e-mail pelanggan.',
    en: "Every message from the contact page becomes a ticket. Your answer goes to the customer's e-mail.",
  },
  supportStatusAll: { id: 'Semua', en: 'All' },
  supportStatusOpen: { id: 'Terbuka', en: 'Open' },
  supportStatusAnswered: { id: 'Dijawab', en: 'Answered' },
  supportStatusClosed: { id: 'Ditutup', en: 'Closed' },
  supportStatusNav: { id: 'Status tiket', en: 'Ticket status' },
  supportSearch: { id: 'Cari nomor tiket, e-mail atau nama', en: 'Search ticket, e-mail or name' },
  supportApply: { id: 'Cari', en: 'Search' },
  supportTableLabel: { id: 'Daftar tiket', en: 'Tickets' },
  supportEmpty: { id: 'Tidak ada tiket di sini.', en: 'No tickets here.' },
  supportColReference: { id: 'Tiket', en: 'Ticket' },
  supportColCustomer: { id: 'Pelanggan', en: 'Customer' },
  supportColTopic: { id: 'Topik', en: 'Topic' },
  supportColMessage: { id: 'Pesan', en: 'Message' },
  supportColStatus: { id: 'Status', en: 'Status' },
  supportColLast: { id: 'Terakhir', en: 'Latest' },
  supportBack: { id: 'Kembali ke daftar tiket', en: 'Back to the tickets' },
  supportNotFound: { id: 'Tiket tidak ditemukan.', en: 'Ticket not found.' },
  supportDetails: { id: 'Data pelanggan', en: 'Customer' },
  supportPhone: { id: 'Telepon', en: 'Phone' },
  supportOrder: { id: 'Pesanan', en: 'Order' },
  supportMember: { id: 'Member', en: 'Member' },
  supportGuest: { id: 'Tamu (tidak login)', en: 'Guest (not signed in)' },
  supportThread: { id: 'Percakapan', en: 'Conversation' },
  supportFromCustomer: { id: 'Pelanggan', en: 'Customer' },
  supportAnswer: { id: 'Jawaban', en: 'Answer' },
  supportAnswerHint: {
    id: 'Dikirim ke {email} dalam bahasa tiket.',
    en: "Sent to {email} in the ticket's language.",
  },
  supportSend: { id: 'Kirim jawaban', en: 'Send answer' },
  supportClose: { id: 'Tutup tiket', en: 'Close ticket' },
  supportReopen: { id: 'Buka kembali', en: 'Reopen' },
} as const;
