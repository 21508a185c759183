import type { RenderedOutgoing } from './outbox.render';

/** A file sent with an e-mail (the invoice with "payment received"). */
export interface OutgoingAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message ready to leave: where to, how, and its rendered words. */
export interface OutgoingMessage extends RenderedOutgoing {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  locale: 'id' | 'en';
  /**
   * The same for every attempt at this row: a provider that keys on it (a mail's Message-ID, a
   * WhatsApp provider's idempotency header) drops a repeat after a sender died mid-send.
   */
  idempotencyKey: string;
  attachments?: OutgoingAttachment[];
}

/**
 * The port every sender adapter implements (SMTP for e-mail, an SMS or WhatsApp gateway). It
 * throws to report a failed delivery; the sender records the error and tries again later.
 */
export interface OutboxTransport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Development and tests: nothing leaves the machine. Messages are only marked sent; the outbox
 * table is the mailbox, read through `GET /api/dev/outbox`.
 */
export const createDevTransport = (): OutboxTransport => ({
  name: 'dev',
  async send() {},
});
