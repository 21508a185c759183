/**
 * The outbox (ARCHITECTURE §4): messages are written to `outbox_messages` in the transaction that
 * causes them; the sender delivers them through a transport, and in development the table itself
 * is the mailbox (`devOutboxRoutes`).
 */
export { devOutboxRoutes } from './dev-outbox.routes';
export { createOutboxSender, type DeliveryReport, type OutboxSender } from './outbox.sender';
export { renderMessage, type OutboxMessage, type RenderedMessage } from './outbox.templates';
export { createDevTransport, type OutboxTransport, type OutgoingMessage } from './outbox.transport';
export {
  createOutboxTransport,
  createSmtpTransport,
  defaultSender,
  routeByChannel,
  type MailSender,
} from './smtp.transport';
