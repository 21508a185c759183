import nodemailer from 'nodemailer';
import { createDevTransport, type OutboxTransport } from './outbox.transport';
import { createProviderTransports, type ProviderConfig } from './provider.transports';

/** What the SMTP adapter needs of a nodemailer transporter. */
export interface MailSender {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId?: string;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
    headers: Record<string, string>;
  }): Promise<unknown>;
}

/**
 * E-mail over SMTP (ARCHITECTURE §2): one message per outbox row, plain text with an HTML part
 * when the template has one (order e-mails) and the row's attachments. Its Message-ID is the
 * row's idempotency key, the same on every attempt, so a repeat after a crash is one message to
 * a receiving server that drops duplicates. A refusal or a connection error throws, and the
 * sender retries the row later.
 */
export function createSmtpTransport(deps: { mailer: MailSender; from: string }): OutboxTransport {
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') {
        throw new Error(`the SMTP transport sends e-mail only, not ${message.channel}`);
      }
      await deps.mailer.sendMail({
        from: deps.from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
        messageId: `<${message.idempotencyKey}@${deps.from.replace(/^.*@|>$/g, '') || 'kilau'}>`,
        // Out-of-office replies and auto-forwarders leave generated mail alone (RFC 3834).
        // A marketing mail adds `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058).
        headers: {
          ...message.headers,
          'Auto-Submitted': 'auto-generated',
          'X-Outbox-Id': String(message.id),
        },
      });
    },
  };
}

/** Sends each message through the transport of its channel, the rest through `fallback`. */
export function routeByChannel(
  routes: Partial<Record<'email' | 'sms' | 'whatsapp', OutboxTransport>>,
  fallback: OutboxTransport,
): OutboxTransport {
  const names = Object.entries(routes).map(
    ([channel, transport]) => `${channel}:${transport.name}`,
  );
  return {
    name: [...names, `other:${fallback.name}`].join(','),
    send: (message) => (routes[message.channel] ?? fallback).send(message),
  };
}

/** `Kilau <no-reply@shop.example.id>` from the store name and the public host. */
export const defaultSender = (storeName: string, publicUrl: string | undefined) =>
  `${storeName.replace(/["<>]/g, '')} <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`;

/**
 * The outbox's transport, per channel: e-mail over SMTP when `SMTP_URL` is set, WhatsApp through
 * Qontak and SMS through Zenziva when configured (ADR 0052); whatever is not configured stays in
 * the outbox with the development transport (the outbox is the sandbox's mailbox).
 * `mailer` replaces the SMTP connection (tests use nodemailer's JSON transport).
 */
export function createOutboxTransport(
  config: {
    SMTP_URL?: string | undefined;
    SMTP_FROM?: string | undefined;
    STORE_NAME: string;
    PUBLIC_URL?: string | undefined;
  } & ProviderConfig,
  options: { mailer?: MailSender; fetch?: typeof fetch } = {},
): OutboxTransport {
  const dev = createDevTransport();
  const routes: Partial<Record<'email' | 'sms' | 'whatsapp', OutboxTransport>> =
    createProviderTransports(config, options.fetch ?? fetch);
  if (config.SMTP_URL) {
    const mailer = options.mailer ?? nodemailer.createTransport(config.SMTP_URL);
    const from = config.SMTP_FROM ?? defaultSender(config.STORE_NAME, config.PUBLIC_URL);
    routes.email = createSmtpTransport({ mailer, from });
  }
  return Object.keys(routes).length === 0 ? dev : routeByChannel(routes, dev);
}
