import type { MessageTable } from './types';

/** The contact form, its support tickets and their e-mails (docs/design/contact-and-stores.md). */
export const SUPPORT_MESSAGES = {
  customer_name_too_long: {
    id: 'Nama paling banyak {max} karakter',
    en: 'The name is at most {max} characters',
  },
  order_reference_invalid: {
    id: 'Nomor pesanan tidak valid (contoh: KLU-261127-ABC234)',
    en: 'Not a valid order number (e.g. KLU-261127-ABC234)',
  },
  order_reference_not_yours: {
    id: 'Nomor pesanan ini tidak ada di akunmu',
    en: 'This order number is not one of your orders',
  },
  contact_sent: {
    id: 'Pesanmu terkirim. Nomor tiketmu {reference}.',
    en: 'Your message is sent. Your ticket number is {reference}.',
  },
  contact_too_many: {
    id: 'Kamu sudah mengirim beberapa pesan dalam satu jam terakhir. Coba lagi nanti, ya.',
    en: 'You have sent several messages in the last hour. Please try again later.',
  },
  ticket_not_found: { id: 'Tiket tidak ditemukan', en: 'Ticket not found' },
  ticket_reply_too_long: {
    id: 'Jawaban paling banyak {max} karakter',
    en: 'The answer is at most {max} characters',
  },
  ticket_closed: {
    id: 'Tiket ini sudah ditutup. Buka kembali untuk menjawab.',
    en: 'This ticket is closed. Reopen it to answer.',
  },
  ticket_already_in_state: {
    id: 'Tiket sudah dalam status itu.',
    en: 'The ticket already has that status.',
  },
  ticket_answered: {
    id: 'Jawaban terkirim ke pelanggan.',
    en: 'The answer is sent to the customer.',
  },
  outbox_support_ticket_subject: {
    id: '[{reference}] Pesan baru: {topic} — {name}',
    en: '[{reference}] New message: {topic} — {name}',
  },
  outbox_support_ticket_text: {
    id: 'Tiket {reference} dari {name} <{email}>{phone}{order}.\nTopik: {topic}\n\n{message}\n\nJawab dari back office: {url}',
    en: 'Ticket {reference} from {name} <{email}>{phone}{order}.\nTopic: {topic}\n\n{message}\n\nAnswer from the back office: {url}',
  },
  outbox_support_ack_subject: {
    id: 'Pesanmu sudah kami terima ({reference})',
    en: 'We have received your message ({reference})',
  },
  outbox_support_ack_text: {
    id: 'Halo {name},\n\nTerima kasih sudah menghubungi {store}. Pesanmu kami catat dengan nomor tiket {reference}; tim kami akan membalas ke e-mail ini dalam 1×24 jam kerja.\n\nPesanmu:\n{message}\n\nSalam hangat,\nTim {store}',
    en: 'Hi {name},\n\nThank you for contacting {store}. Your message is recorded as ticket {reference}; our team will answer to this e-mail within one working day.\n\nYour message:\n{message}\n\nWarm regards,\nThe {store} team',
  },
  outbox_support_reply_subject: {
    id: 'Balasan untuk tiket {reference}',
    en: 'An answer to ticket {reference}',
  },
  outbox_support_reply_text: {
    id: 'Halo {name},\n\n{answer}\n\n— {staff}, Tim {store}\n\nNomor tiket: {reference}. Balas lewat {url} bila masih ada pertanyaan.',
    en: 'Hi {name},\n\n{answer}\n\n— {staff}, the {store} team\n\nTicket number: {reference}. Write again at {url} if you have further questions.',
  },
  chat_message_too_long: {
    id: 'Pesan paling panjang {max} karakter.',
    en: 'A message is {max} characters at most.',
  },
  chat_bot_unknown: {
    id: 'Maaf, aku belum menemukan jawabannya di FAQ. Mau ngobrol dengan tim Kilau?',
    en: "Sorry, I couldn't find that in our FAQ. Would you like to talk to the Kilau team?",
  },
  chat_bot_from_faq: {
    id: 'Dari FAQ kami: "{question}"',
    en: 'From our FAQ: "{question}"',
  },
  chat_handover_waiting: {
    id: 'Baik, tim Kilau akan segera membalas di sini. Kamu boleh menutup halaman ini: percakapan tetap tersimpan.',
    en: 'All right, the Kilau team will answer here shortly. You may close this page: the conversation is kept.',
  },
  chat_not_found: {
    id: 'Percakapan tidak ditemukan.',
    en: 'Conversation not found.',
  },
  chat_closed: {
    id: 'Percakapan ini sudah ditutup.',
    en: 'This conversation is closed.',
  },
} as const satisfies MessageTable;
