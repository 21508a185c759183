import {
  formatDateTime,
  formatRupiah,
  translate,
  type Locale,
  type MessageCode,
  type MessageParams,
} from '@kilau/domain';
import type { OrderMessageKind } from '@kilau/domain/accounts';
import { isReturnStatus, type ReturnStatus } from '@kilau/domain/orders';

/**
 * The order messages' words (issue 25, docs/design/order-messages.md). One model per message
 * (`orderMail`) gives the e-mail's plain text here and its HTML in `order-email.ts`; WhatsApp and
 * SMS get the approved-style text with its parameters in order (`orderChat`).
 */

export type OrderMessageInput = {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  template: string;
  payload: Record<string, unknown>;
  locale: Locale;
};

export type MailContext = { storeName: string; publicUrl: string };

type Fact = { label: string; value: string; strong?: boolean };
type Line = {
  name: string;
  brand: string;
  variant: string | null;
  quantity: string;
  total: string;
  image: string | null;
  review: { label: string; url: string } | null;
};

/** One order e-mail, in words: both renderings read only this. */
export type OrderMail = {
  lang: Locale;
  subject: string;
  preview: string;
  storeName: string;
  shopUrl: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  facts: Fact[];
  linesHeading: string;
  lines: Line[];
  totals: Fact[];
  action: { label: string; url: string } | null;
  signoff: string;
  footer: { reason: string; label: string; url: string };
};

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const rupiah = (value: unknown) => {
  const amount = num(value);
  return amount === null ? '' : formatRupiah(amount);
};

/** An absolute link on the shop (`/my-orders` → `https://shop…/my-orders`). */
const absolute = (ctx: MailContext, path: string) =>
  /^https?:\/\//.test(path) ? path : `${ctx.publicUrl.replace(/\/$/, '')}${path}`;

/**
 * A failed payment whose order was let go (no pay-again hold, ADR 0034): its words promise no
 * hold and its button goes shopping, not paying.
 */
const releasedFailure = (kind: OrderMessageKind, payload: Record<string, unknown>) =>
  kind === 'payment_failed' && payload.held !== true;

/** The page each kind's button opens. */
function actionPath(kind: OrderMessageKind, payload: Record<string, unknown>) {
  if (releasedFailure(kind, payload)) return '/';
  const id = str(payload.order_id);
  const reference = encodeURIComponent(str(payload.reference));
  switch (kind) {
    case 'order_placed':
    case 'payment_reminder':
      return `/order/confirmation/${id}`;
    case 'payment_failed':
      return `/order/failed/${id}`;
    case 'order_cancelled':
      return '/';
    default:
      return `/my-orders?order=${reference}`;
  }
}

/** Why an order was cancelled, in words (history notes are codes; a shopper's own is text). */
function cancelReason(payload: Record<string, unknown>, locale: Locale, storeName: string) {
  const reason = str(payload.reason);
  const known: Record<string, MessageCode> = {
    payment_expired: 'mail_cancel_reason_payment_expired',
    pay_again_window_closed: 'mail_cancel_reason_pay_again_window_closed',
    back_to_bag: 'mail_cancel_reason_back_to_bag',
  };
  if (known[reason]) return translate(known[reason], locale);
  if (!reason || /^[a-z_]+$/.test(reason)) {
    return translate('mail_cancel_reason_shop', locale, { store: storeName });
  }
  return reason;
}

/** A return's status in the message's language (its code; a label given by an older row). */
const returnStatus = (payload: Record<string, unknown>, locale: Locale) =>
  isReturnStatus(str(payload.return_status))
    ? translate(`return_status_${str(payload.return_status) as ReturnStatus}`, locale)
    : str(payload.return_status_label);

const wib = (value: unknown, locale: Locale) =>
  str(value)
    ? translate('mail_time_wib', locale, { time: formatDateTime(str(value), locale) })
    : '';

/** The words every kind shares: names, figures and dates as the shopper reads them. */
function commonParams(message: OrderMessageInput, ctx: MailContext): MessageParams {
  const p = message.payload;
  return {
    store: ctx.storeName,
    name: str(p.name),
    reference: str(p.reference),
    total: rupiah(p.total),
    amount: rupiah(p.refund_amount ?? p.total),
    deadline: wib(p.deadline, message.locale),
    carrier: str(p.carrier),
    tracking: str(p.tracking_number),
    return_reference: str(p.return_reference),
    status: returnStatus(p, message.locale),
  };
}

function factsOf(kind: OrderMessageKind, message: OrderMessageInput, ctx: MailContext): Fact[] {
  const p = message.payload;
  const t = (code: MessageCode, params?: MessageParams) => translate(code, message.locale, params);
  const facts: Fact[] = [{ label: t('mail_fact_order'), value: str(p.reference) }];
  const va = p.va && typeof p.va === 'object' ? (p.va as Record<string, unknown>) : null;
  if (kind === 'order_placed' || kind === 'payment_reminder') {
    facts.push({ label: t('mail_fact_total'), value: rupiah(p.total), strong: true });
    facts.push({ label: t('mail_fact_method'), value: str(p.method) });
    if (va) {
      facts.push({
        label: t('mail_fact_va', { bank: str(va.bank) }),
        value: str(va.number),
        strong: true,
      });
    } else if (str(p.payment_code)) {
      facts.push({ label: t('mail_fact_payment_code'), value: str(p.payment_code), strong: true });
    }
    facts.push({ label: t('mail_fact_deadline'), value: wib(p.deadline, message.locale) });
  } else if (kind === 'payment_received') {
    facts.push({ label: t('mail_fact_total'), value: rupiah(p.total), strong: true });
    facts.push({ label: t('mail_fact_method'), value: str(p.method) });
    if (str(p.paid_at))
      facts.push({ label: t('mail_fact_paid_at'), value: wib(p.paid_at, message.locale) });
  } else if (kind === 'payment_failed') {
    facts.push({ label: t('mail_fact_total'), value: rupiah(p.total), strong: true });
    facts.push({ label: t('mail_fact_method'), value: str(p.method) });
  } else if (kind === 'order_shipped') {
    const service = str(p.service);
    facts.push({
      label: t('mail_fact_carrier'),
      value: [str(p.carrier), service].filter(Boolean).join(' · '),
    });
    facts.push({ label: t('mail_fact_tracking'), value: str(p.tracking_number), strong: true });
  } else if (kind === 'order_cancelled') {
    facts.push({
      label: t('mail_fact_reason'),
      value: cancelReason(p, message.locale, ctx.storeName),
    });
  } else if (kind === 'refund_issued') {
    facts.push({
      label: t('mail_fact_refund'),
      value: rupiah(p.refund_amount ?? p.total),
      strong: true,
    });
  } else if (kind === 'return_update') {
    facts.push({ label: t('mail_fact_return'), value: str(p.return_reference) });
    facts.push({
      label: t('mail_fact_status'),
      value: returnStatus(p, message.locale),
      strong: true,
    });
    if (str(p.return_note)) facts.push({ label: t('mail_fact_reason'), value: str(p.return_note) });
  }
  return facts.filter((fact) => fact.value !== '');
}

function linesOf(kind: OrderMessageKind, message: OrderMessageInput, ctx: MailContext): Line[] {
  const lines = Array.isArray(message.payload.lines) ? message.payload.lines : [];
  return lines.flatMap((raw): Line[] => {
    if (!raw || typeof raw !== 'object') return [];
    const line = raw as Record<string, unknown>;
    const path = str(line.path);
    return [
      {
        name: str(line.name),
        brand: str(line.brand),
        variant: str(line.variant) || null,
        quantity: translate('mail_line_quantity', message.locale, { quantity: str(line.quantity) }),
        total: rupiah(line.total),
        image: str(line.image) ? absolute(ctx, str(line.image)) : null,
        review:
          kind === 'order_delivered' && path
            ? {
                label: translate('mail_order_delivered_review', message.locale),
                url: absolute(ctx, `${path}#reviews`),
              }
            : null,
      },
    ];
  });
}

function totalsOf(kind: OrderMessageKind, message: OrderMessageInput): Fact[] {
  if (!['order_placed', 'payment_received'].includes(kind)) return [];
  const p = message.payload;
  const t = (code: MessageCode) => translate(code, message.locale);
  const totals: Fact[] = [{ label: t('mail_subtotal'), value: rupiah(p.subtotal) }];
  if ((num(p.discount) ?? 0) > 0) {
    totals.push({ label: t('mail_discount'), value: `−${rupiah(p.discount)}` });
  }
  totals.push({ label: t('mail_shipping'), value: rupiah(p.shipping_fee) });
  totals.push({ label: t('mail_total'), value: rupiah(p.total), strong: true });
  return totals;
}

/** The whole e-mail of an order message, in the message's language. */
export function orderMail(message: OrderMessageInput, ctx: MailContext): OrderMail {
  const kind = message.template as OrderMessageKind;
  const params = commonParams(message, ctx);
  const t = (code: string) => translate(code as MessageCode, message.locale, params);
  const variant = releasedFailure(kind, message.payload) ? `${kind}_released` : kind;
  const paragraphs = [t(`mail_${variant}_intro`)];
  if (kind === 'order_cancelled' && str(message.payload.paid_at)) {
    paragraphs.push(t('mail_order_cancelled_paid'));
  }
  return {
    lang: message.locale,
    subject: t(`mail_${kind}_subject`),
    preview: t(`mail_${variant}_intro`),
    storeName: ctx.storeName,
    shopUrl: absolute(ctx, '/'),
    heading: t(`mail_${kind}_heading`),
    greeting: t('mail_greeting'),
    paragraphs,
    facts: factsOf(kind, message, ctx),
    linesHeading: t('mail_lines_heading'),
    lines: kind === 'refund_issued' ? [] : linesOf(kind, message, ctx),
    totals: totalsOf(kind, message),
    action: {
      label: t(`mail_${variant}_action`),
      url: absolute(ctx, actionPath(kind, message.payload)),
    },
    signoff: t('mail_signoff'),
    footer: {
      reason: t('mail_footer_reason'),
      label: t('mail_footer_settings'),
      url: absolute(ctx, '/my-account#messages'),
    },
  };
}

/** The e-mail's plain-text part. */
export function orderMailText(mail: OrderMail): string {
  const blocks = [
    mail.heading,
    mail.greeting,
    ...mail.paragraphs,
    mail.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n'),
  ];
  if (mail.lines.length > 0) {
    blocks.push(
      [
        mail.linesHeading,
        ...mail.lines.map((line) => {
          const name = [line.brand, line.name].filter(Boolean).join(' ');
          const variant = line.variant ? ` (${line.variant})` : '';
          const review = line.review ? `\n  ${line.review.label}: ${line.review.url}` : '';
          return `- ${line.quantity} ${name}${variant} — ${line.total}${review}`;
        }),
      ].join('\n'),
    );
  }
  if (mail.totals.length > 0) {
    blocks.push(mail.totals.map((row) => `${row.label}: ${row.value}`).join('\n'));
  }
  if (mail.action) blocks.push(`${mail.action.label}: ${mail.action.url}`);
  const settings = translate('mail_footer_settings_text', mail.lang, {
    settings_url: mail.footer.url,
  });
  blocks.push(mail.signoff, `--\n${mail.footer.reason} ${settings}`);
  return blocks.filter(Boolean).join('\n\n');
}

/**
 * The WhatsApp/SMS text: the approved template's fixed words with its parameters, and the
 * parameters in order (a WhatsApp provider fills its template `{{1}}…{{n}}` with them).
 */
export function orderChat(
  message: OrderMessageInput,
  ctx: MailContext,
): { text: string; params: string[] } {
  const kind = message.template as OrderMessageKind;
  const p = message.payload;
  const va = p.va && typeof p.va === 'object' ? (p.va as Record<string, unknown>) : null;
  const payment = va
    ? translate('chat_payment_va', message.locale, { bank: str(va.bank), number: str(va.number) })
    : str(p.payment_code)
      ? translate('chat_payment_code', message.locale, { code: str(p.payment_code) })
      : '';
  const params: MessageParams = {
    ...commonParams(message, ctx),
    payment,
    url: absolute(ctx, actionPath(kind, p)),
  };
  const code = (
    releasedFailure(kind, p) ? 'chat_payment_failed_released' : `chat_${kind}`
  ) as MessageCode;
  const text = translate(code, message.locale, params);
  // The parameters in the order the template names them.
  const template = translate(code, message.locale, {});
  const order = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return { text, params: order.map((name) => String(params[name] ?? '')) };
}
