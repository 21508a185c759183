/**
 * The support chat's copy (issue 24, docs/design/support-chat.md): warm, short, and honest about
 * who answers — the FAQ assistant first, then a person from the Kilau team.
 */
export const CHAT_TEXT = {
  chatOpen: { id: 'Chat dengan Kilau', en: 'Chat with Kilau' },
  chatUnread: { id: '{count} pesan baru', en: '{count} new messages' },
  chatTitle: { id: 'Kilau Care', en: 'Kilau Care' },
  chatClose: { id: 'Tutup chat', en: 'Close the chat' },
  chatStatusBot: {
    id: 'Asisten FAQ · tim kami siap membantu',
    en: 'FAQ assistant · our team is here to help',
  },
  chatStatusWaiting: {
    id: 'Menunggu tim Kilau membalas…',
    en: 'Waiting for the Kilau team…',
  },
  chatStatusLive: { id: 'Kamu ngobrol dengan {name}', en: 'You are talking with {name}' },
  chatStatusLiveTeam: {
    id: 'Kamu ngobrol dengan tim Kilau',
    en: 'You are talking with the Kilau team',
  },
  chatWelcome: {
    id: 'Hai {name}! Aku asisten Kilau. Tanyakan soal pesanan, pembayaran, pengiriman, voucher, atau akunmu: aku carikan jawabannya di FAQ. Butuh orang? Tim kami siap membantu.',
    en: "Hi {name}! I'm Kilau's assistant. Ask about orders, payment, shipping, vouchers or your account: I'll look the answer up in our FAQ. Need a person? Our team is here to help.",
  },
  chatGuestTitle: { id: 'Masuk untuk mulai ngobrol', en: 'Sign in to start chatting' },
  chatGuestText: {
    id: 'Percakapan disimpan di akunmu, jadi tim kami bisa melihat pesananmu dan kamu bisa melanjutkannya kapan saja.',
    en: 'The conversation is kept with your account, so our team can see your orders and you can pick it up any time.',
  },
  chatSignIn: { id: 'Masuk', en: 'Sign in' },
  chatFaqInstead: { id: 'Atau baca FAQ', en: 'Or read the FAQ' },
  chatFromFaq: { id: 'Dari FAQ: {question}', en: 'From the FAQ: {question}' },
  chatAskPerson: { id: 'Ngobrol dengan tim Kilau', en: 'Talk to the Kilau team' },
  chatEnd: { id: 'Akhiri obrolan', en: 'End the chat' },
  chatEnded: {
    id: 'Percakapan ini sudah ditutup. Kirim pesan kapan saja untuk mulai lagi.',
    en: 'This conversation is closed. Send a message any time to start again.',
  },
  chatInputLabel: { id: 'Tulis pesan', en: 'Write a message' },
  chatInputPlaceholder: { id: 'Tulis pertanyaanmu…', en: 'Type your question…' },
  chatSend: { id: 'Kirim', en: 'Send' },
  chatLoading: { id: 'Memuat percakapan…', en: 'Loading the conversation…' },
  chatLoadFailed: {
    id: 'Percakapan belum bisa dimuat. Coba lagi sebentar lagi.',
    en: 'The conversation could not be loaded. Try again in a moment.',
  },
  chatSendFailed: {
    id: 'Pesan belum terkirim. Periksa koneksimu lalu coba lagi.',
    en: 'The message was not sent. Check your connection and try again.',
  },
  chatRetry: { id: 'Coba lagi', en: 'Try again' },
  chatYou: { id: 'Kamu', en: 'You' },
  chatBot: { id: 'Asisten Kilau', en: 'Kilau assistant' },
  chatTeam: { id: 'Tim Kilau', en: 'Kilau team' },
  chatMessageCount: { id: '{count}/{max}', en: '{count}/{max}' },
} as const;
