/**
 * The support desk's live chats (issue 24, docs/design/support-chat.md): the words around the
 * conversations; the API's refusals are the domain catalogue's.
 */
export const CHATS_TEXT = {
  adminNavChats: { id: 'Chat pelanggan', en: 'Customer chats' },
  welcomeChatsLink: {
    id: 'Pelanggan yang minta bicara dengan tim: jawab langsung, mereka melihatnya saat itu juga.',
    en: 'Customers who asked for a person: answer live, they see it the moment you send.',
  },
  chatsTitle: { id: 'Chat pelanggan', en: 'Customer chats' },
  chatsIntro: {
    id: 'Asisten FAQ menjawab lebih dulu; di sini muncul percakapan yang minta bicara dengan tim. Daftar ini diperbarui sendiri.',
    en: 'The FAQ assistant answers first; the conversations that asked for a person appear here. The list updates by itself.',
  },
  chatsListLabel: { id: 'Percakapan', en: 'Conversations' },
  chatsEmpty: {
    id: 'Belum ada yang menunggu. Percakapan baru muncul di sini begitu pelanggan minta bicara dengan tim.',
    en: 'No one is waiting. A new conversation appears here as soon as a customer asks for a person.',
  },
  chatsPick: {
    id: 'Pilih percakapan di kiri untuk membaca dan menjawabnya.',
    en: 'Pick a conversation on the left to read and answer it.',
  },
  chatsWaiting: { id: 'Menunggu', en: 'Waiting' },
  chatsLive: { id: 'Dijawab {name}', en: 'Answered by {name}' },
  chatsLiveNobody: { id: 'Sedang dijawab', en: 'Being answered' },
  chatsClosed: { id: 'Ditutup', en: 'Closed' },
  chatsWithBot: { id: 'Dengan asisten', en: 'With the assistant' },
  chatsBack: { id: 'Semua percakapan', en: 'All conversations' },
  chatsTranscript: { id: 'Isi percakapan', en: 'Transcript' },
  chatsMember: { id: 'Pelanggan', en: 'Customer' },
  chatsAuthorBot: { id: 'Asisten FAQ', en: 'FAQ assistant' },
  chatsFromFaq: { id: 'dari FAQ: {question}', en: 'from the FAQ: {question}' },
  chatsAnswer: { id: 'Jawaban', en: 'Answer' },
  chatsAnswerHint: {
    id: 'Pelanggan melihat jawabanmu saat itu juga di chat mereka. Enter mengirim, Shift+Enter baris baru.',
    en: 'The customer sees your answer at once in their chat. Enter sends, Shift+Enter adds a line.',
  },
  chatsSend: { id: 'Kirim jawaban', en: 'Send the answer' },
  chatsSent: { id: 'Jawaban terkirim.', en: 'Answer sent.' },
  chatsClose: { id: 'Tutup percakapan', en: 'Close the conversation' },
  chatsClosedDone: { id: 'Percakapan ditutup.', en: 'Conversation closed.' },
  chatsIsClosed: {
    id: 'Percakapan ini sudah ditutup. Pelanggan memulai percakapan baru bila mengirim pesan lagi.',
    en: 'This conversation is closed. The customer starts a new one if they write again.',
  },
  chatsLiveOff: {
    id: 'Pembaruan langsung terputus; menyambung kembali…',
    en: 'Live updates dropped; reconnecting…',
  },
} as const;
