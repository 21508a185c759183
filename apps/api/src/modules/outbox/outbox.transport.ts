import type { RenderedMessage } from './outbox.templates';

/** A message ready to leave: where to, how, and its rendered words. */
export interface OutgoingMessage extends RenderedMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  locale: 'id' | 'en';
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
