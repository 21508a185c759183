import {
  formatDate,
  formatDateTime,
  formatRupiah,
  translate,
  type Locale,
  type MessageCode,
  type MessageParams,
} from '@kilau/domain';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, type SupportTopic } from '@kilau/domain/support';
import { isOrderMessageKind } from '@kilau/domain/accounts';
import { orderChat, orderMail, orderMailText } from './order-templates';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  locale: Locale;
  created_at: Date;
  /** The order it is about (order messages, migration 0059). */
  order_id?: number | null;
  dedupe_key?: string | null;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  /** Extra mail headers: a marketing mail's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers: Record<string, string>;
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

const rupiah = (value: unknown) => (typeof value === 'number' ? formatRupiah(value) : '');

/** A lucky-draw voucher's value in the message's language: Rp off, a percentage, free shipping. */
function voucherValue(message: OutboxMessage) {
  const { discount_type: type, amount, percentage, max_discount: cap } = message.payload;
  const capped = (value: string) =>
    typeof cap === 'number'
      ? translate('outbox_lucky_draw_capped', message.locale, { value, cap: rupiah(cap) })
      : value;
  if (type === 'amount') return rupiah(amount);
  if (type === 'percentage') return capped(`${text(percentage)}%`);
  if (type === 'free_shipping') {
    return capped(translate('outbox_lucky_draw_free_shipping', message.locale));
  }
  return text(message.payload.name);
}

/**
 * A template's kind (docs/design/newsletter.md). `transactional`: what the shopper's own action
 * needs (a code, a reset link, the one back-in-stock notice they asked for, the double opt-in
 * link). `marketing`: anything sent because they subscribed; the template layer adds the
 * unsubscribe link to its text and the one-click headers (RFC 8058), and refuses to render one
 * whose payload lacks them.
 */
export type TemplateKind = 'transactional' | 'marketing';

type Template = {
  kind: TemplateKind;
  render: (message: OutboxMessage) => {
    subject: MessageCode;
    text: MessageCode;
    params: MessageParams;
  };
};

const transactional = (render: Template['render']): Template => ({ kind: 'transactional', render });
const marketing = (render: Template['render']): Template => ({ kind: 'marketing', render });

/** Each template's kind, catalogue texts and parameters, by template name. */
const TEMPLATES: Record<string, Template> = {
  // A code that confirms closing one's account says so (data-rights module).
  otp_code: transactional((message) => ({
    subject:
      message.payload.scope === 'close-account'
        ? 'outbox_account_closure_subject'
        : 'outbox_otp_subject',
    text:
      message.payload.scope === 'close-account' ? 'outbox_account_closure_text' : 'outbox_otp_text',
    params: { code: text(message.payload.code), minutes: minutesLeft(message) },
  })),
  // The member's own data, asked for on "Privasi & data": a link that works for 24 hours.
  data_export_ready: transactional((message) => ({
    subject: 'outbox_data_export_ready_subject',
    text: 'outbox_data_export_ready_text',
    params: {
      url: text(message.payload.url),
      expires: formatDateTime(text(message.payload.expires_at), message.locale),
    },
  })),
  password_reset: transactional((message) => ({
    subject: 'outbox_password_reset_subject',
    text: 'outbox_password_reset_text',
    params: { url: text(message.payload.url) },
  })),
  // One notice the shopper asked for about one product, then done: transactional.
  back_in_stock: transactional((message) => ({
    subject: 'outbox_back_in_stock_subject',
    text: 'outbox_back_in_stock_text',
    params: { product_id: text(message.payload.product_id) },
  })),
  // The contact form (docs/design/contact-and-stores.md): to support, to the shopper, the answer.
  support_ticket: transactional((message) => {
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
  }),
  support_ack: transactional((message) => ({
    subject: 'outbox_support_ack_subject',
    text: 'outbox_support_ack_text',
    params: {
      reference: text(message.payload.reference),
      name: text(message.payload.name),
      message: text(message.payload.message),
    },
  })),
  support_reply: transactional((message) => ({
    subject: 'outbox_support_reply_subject',
    text: 'outbox_support_reply_text',
    params: {
      reference: text(message.payload.reference),
      name: text(message.payload.name),
      answer: text(message.payload.answer),
      staff: text(message.payload.staff),
      url: text(message.payload.url),
    },
  })),
  // The lucky draw's prize (docs/design/lucky-draw.md), asked for by the winner: transactional.
  lucky_draw_voucher: transactional((message) => {
    const toDate = text(message.payload.to_date);
    return {
      subject: 'outbox_lucky_draw_voucher_subject',
      text: 'outbox_lucky_draw_voucher_text',
      params: {
        name: text(message.payload.name),
        code: text(message.payload.code),
        value: voucherValue(message),
        min_amount: rupiah(message.payload.min_amount),
        to_date: toDate
          ? formatDate(toDate, message.locale)
          : translate('outbox_lucky_draw_no_end', message.locale),
        shop_url: text(message.payload.shop_url),
      },
    };
  }),
  // A partner prize redeemed with points or tokens (docs/design/rewards.md): the member's own act.
  reward_redeemed: transactional((message) => {
    const phone = text(message.payload.phone);
    return {
      subject: 'outbox_reward_redeemed_subject',
      text: 'outbox_reward_redeemed_text',
      params: {
        reference: text(message.payload.reference),
        name: text(message.payload.name),
        prize: text(message.payload.prize),
        partner: text(message.payload.partner),
        cost: text(message.payload.cost),
        phone: phone ? translate('outbox_reward_phone', message.locale, { phone }) : '',
      },
    };
  }),
  // The back office's queue (docs/design/rewards.md "The redemption queue"): what became of the
  // member's own redemption, in the language they redeemed in.
  reward_fulfilled: transactional((message) => {
    const phone = text(message.payload.phone);
    const partnerReference = text(message.payload.partner_reference);
    return {
      subject: 'outbox_reward_fulfilled_subject',
      text: 'outbox_reward_fulfilled_text',
      params: {
        reference: text(message.payload.reference),
        name: text(message.payload.name),
        prize: text(message.payload.prize),
        partner: text(message.payload.partner),
        phone: phone ? translate('outbox_reward_phone', message.locale, { phone }) : '',
        partner_reference: partnerReference
          ? translate('outbox_reward_partner_reference', message.locale, {
              partner: text(message.payload.partner),
              reference: partnerReference,
            })
          : '',
      },
    };
  }),
  reward_cancelled: transactional((message) => ({
    subject: 'outbox_reward_cancelled_subject',
    text: 'outbox_reward_cancelled_text',
    params: {
      reference: text(message.payload.reference),
      name: text(message.payload.name),
      prize: text(message.payload.prize),
      partner: text(message.payload.partner),
      cost: text(message.payload.cost),
      reason: text(message.payload.reason),
    },
  })),
  // The academy's back office (docs/design/academy.md): the member's enrolment decided, a
  // practice paper scored — answers to the member's own request.
  academy_enrolment_approved: transactional((message) => ({
    subject: 'outbox_academy_enrolment_approved_subject',
    text: 'outbox_academy_enrolment_approved_text',
    params: {
      name: text(message.payload.name),
      academy: text(message.payload.academy),
      url: text(message.payload.url),
    },
  })),
  academy_enrolment_rejected: transactional((message) => ({
    subject: 'outbox_academy_enrolment_rejected_subject',
    text: 'outbox_academy_enrolment_rejected_text',
    params: {
      name: text(message.payload.name),
      academy: text(message.payload.academy),
      reason: text(message.payload.reason),
    },
  })),
  academy_paper_scored: transactional((message) => ({
    subject: 'outbox_academy_paper_scored_subject',
    text: 'outbox_academy_paper_scored_text',
    params: {
      name: text(message.payload.name),
      level: text(message.payload.level),
      score: text(message.payload.score),
      result: translate(
        message.payload.passed === true
          ? 'outbox_academy_paper_passed'
          : 'outbox_academy_paper_failed',
        message.locale,
      ),
      feedback: text(message.payload.feedback),
    },
  })),
  newsletter_confirm: transactional((message) => ({
    subject: 'outbox_newsletter_confirm_subject',
    text: 'outbox_newsletter_confirm_text',
    params: { url: text(message.payload.url) },
  })),
  newsletter_welcome: marketing((message) => ({
    subject: 'outbox_newsletter_welcome_subject',
    text: 'outbox_newsletter_welcome_text',
    params: { shop_url: text(message.payload.shop_url) },
  })),
  /** A newsletter edition: its title and body come in the payload. */
  newsletter_issue: marketing((message) => ({
    subject: 'outbox_newsletter_issue_subject',
    text: 'outbox_newsletter_issue_text',
    params: { title: text(message.payload.title), body: text(message.payload.body) },
  })),
};

/** The templates sent because the recipient subscribed (each carries the unsubscribe link). */
export const MARKETING_TEMPLATES = Object.keys(TEMPLATES).filter(
  (name) => TEMPLATES[name]?.kind === 'marketing',
);

/** The kind of a template; an unknown one is transactional (it renders its payload as is). */
export const templateKind = (name: string): TemplateKind =>
  TEMPLATES[name]?.kind ?? 'transactional';

/** A marketing mail's links, which the newsletter puts in its payload when it queues one. */
function unsubscribeLinks(message: OutboxMessage) {
  const page = text(message.payload.unsubscribe_url);
  const oneClick = text(message.payload.one_click_url);
  if (!page.startsWith('http') || !oneClick.startsWith('http')) {
    throw new Error(`marketing mail ${message.id} (${message.template}) has no unsubscribe link`);
  }
  return { page, oneClick };
}

/**
 * Subject, body and extra headers of a message in its own locale. An unknown template still
 * renders (a generic subject and the payload as JSON), so no message is ever undeliverable for
 * lack of words; a marketing one without its unsubscribe links throws (the sender records the
 * failure: it is never sent without them).
 */
export function renderMessage(
  message: OutboxMessage,
  storeName: string,
  publicUrl = '',
): RenderedMessage {
  if (isOrderMessageKind(message.template)) {
    const ctx = { storeName, publicUrl };
    if (message.channel !== 'email') {
      const chat = orderChat(message, ctx);
      return { subject: '', text: chat.text, headers: {} };
    }
    const mail = orderMail(message, ctx);
    return { subject: mail.subject, text: orderMailText(mail), headers: {} };
  }
  const template = TEMPLATES[message.template];
  if (!template) {
    return {
      subject: translate('outbox_generic_subject', message.locale, { store: storeName }),
      text: JSON.stringify(message.payload),
      headers: {},
    };
  }
  const { subject, text: body, params } = template.render(message);
  const all = { store: storeName, ...params };
  const rendered = {
    subject: translate(subject, message.locale, all),
    text: translate(body, message.locale, all),
    headers: {},
  };
  if (template.kind === 'transactional') return rendered;
  const links = unsubscribeLinks(message);
  const footer = translate('outbox_unsubscribe_footer', message.locale, {
    store: storeName,
    unsubscribe_url: links.page,
  });
  return {
    ...rendered,
    text: `${rendered.text}\n\n--\n${footer}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
