import { translate, type Locale, type MessageCode, type MessageParams } from '@kilau/domain';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, type SupportTopic } from '@kilau/domain/support';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  locale: Locale;
  created_at: Date;
}

export interface RenderedMessage {
  subject: string;
  text: string;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Whole minutes between the message and the payload's `expires_at` (10 for an OTP). */
function minutesLeft(message: OutboxMessage) {
  const expires = Date.parse(text(message.payload.expires_at));
  return Number.isFinite(expires)
    ? Math.max(1, Math.round((expires - message.created_at.getTime()) / 60_000))
    : 10;
}

/** A support ticket's topic in the message's language (the code itself when unknown). */
function topicOf(message: OutboxMessage) {
  const topic = text(message.payload.topic);
  return (SUPPORT_TOPICS as readonly string[]).includes(topic)
    ? SUPPORT_TOPIC_LABELS[topic as SupportTopic][message.locale]
    : topic;
}

type Template = (message: OutboxMessage) => {
  subject: MessageCode;
  text: MessageCode;
  params: MessageParams;
};

/** Each template's catalogue texts and parameters, by template name. */
const TEMPLATES: Record<string, Template> = {
  otp_code: (message) => ({
    subject: 'outbox_otp_subject',
    text: 'outbox_otp_text',
    params: { code: text(message.payload.code), minutes: minutesLeft(message) },
  }),
  password_reset: (message) => ({
    subject: 'outbox_password_reset_subject',
    text: 'outbox_password_reset_text',
    params: { url: text(message.payload.url) },
  }),
  back_in_stock: (message) => ({
    subject: 'outbox_back_in_stock_subject',
    text: 'outbox_back_in_stock_text',
    params: { product_id: text(message.payload.product_id) },
  }),
  // The contact form (docs/design/contact-and-stores.md): to support, to the shopper, the answer.
  support_ticket: (message) => {
    const phone = text(message.payload.phone);
    const order = text(message.payload.order_reference);
    return {
      subject: 'outbox_support_ticket_subject',
      text: 'outbox_support_ticket_text',
      params: {
        reference: text(message.payload.reference),
        name: text(message.payload.name),
        email: text(message.payload.email),
        phone: phone ? `, ${phone}` : '',
        order: order ? `, ${order}` : '',
        topic: topicOf(message),
        message: text(message.payload.message),
        url: text(message.payload.url),
      },
    };
  },
  support_ack: (message) => ({
    subject: 'outbox_support_ack_subject',
    text: 'outbox_support_ack_text',
    params: {
      reference: text(message.payload.reference),
      name: text(message.payload.name),
      message: text(message.payload.message),
    },
  }),
  support_reply: (message) => ({
    subject: 'outbox_support_reply_subject',
    text: 'outbox_support_reply_text',
    params: {
      reference: text(message.payload.reference),
      name: text(message.payload.name),
      answer: text(message.payload.answer),
      staff: text(message.payload.staff),
      url: text(message.payload.url),
    },
  }),
};

/**
 * Subject and body of a message in its own locale. An unknown template still renders (a generic
 * subject and the payload as JSON), so no message is ever undeliverable for lack of words.
 */
export function renderMessage(message: OutboxMessage, storeName: string): RenderedMessage {
  const template = TEMPLATES[message.template];
  if (!template) {
    return {
      subject: translate('outbox_generic_subject', message.locale, { store: storeName }),
      text: JSON.stringify(message.payload),
    };
  }
  const { subject, text: body, params } = template(message);
  const all = { store: storeName, ...params };
  return {
    subject: translate(subject, message.locale, all),
    text: translate(body, message.locale, all),
  };
}
