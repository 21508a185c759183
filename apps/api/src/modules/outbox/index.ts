/**
 * The outbox (ARCHITECTURE §4): messages are written to `outbox_messages` in the transaction that
 * causes them; the sender delivers them through a transport, and in development the table itself
 * is the mailbox (`devOutboxRoutes`).
 */
import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { devOutboxRoutes } from './dev-outbox.routes';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxSender, type AttachmentsFor } from './outbox.sender';
import type { OutboxTransport } from './outbox.transport';

export { devOutboxRoutes } from './dev-outbox.routes';
export {
  createOutboxSender,
  type AttachmentsFor,
  type DeliveryReport,
  type OutboxSender,
} from './outbox.sender';
export { createOutboxRepository, type OutboxRepository } from './outbox.repository';
export { renderOutgoing } from './outbox.render';
export {
  MARKETING_TEMPLATES,
  renderMessage,
  templateKind,
  type OutboxMessage,
  type RenderedMessage,
  type TemplateKind,
} from './outbox.templates';
export {
  createDevTransport,
  type OutboxTransport,
  type OutgoingAttachment,
  type OutgoingMessage,
} from './outbox.transport';
export {
  createOutboxTransport,
  createSmtpTransport,
  defaultSender,
  routeByChannel,
  type MailSender,
} from './smtp.transport';

/**
 * The outbox (prefix `/api`): the development mailbox (`GET /dev/outbox`) when `devMailbox`, and
 * — when `delivery` is given — the sender, started when the app is ready and stopped (its pass
 * in flight awaited) before it closes, while the database is still open.
 */
export const outboxModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  storeName: string;
  publicUrl: string;
  devMailbox: boolean;
  delivery?:
    | { transport: OutboxTransport; intervalMs: number; attachmentsFor?: AttachmentsFor }
    | undefined;
}> = async (app, { db, clock, storeName, publicUrl, devMailbox, delivery }) => {
  if (devMailbox) {
    await app.register(devOutboxRoutes, {
      outbox: createOutboxRepository(db),
      storeName,
      publicUrl,
    });
  }
  if (!delivery) return;
  const sender = createOutboxSender({
    db,
    clock,
    transport: delivery.transport,
    storeName,
    publicUrl,
    ...(delivery.attachmentsFor ? { attachmentsFor: delivery.attachmentsFor } : {}),
  });
  let running: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    running = sender.start(delivery.intervalMs, (error) =>
      app.log.error({ err: error }, 'outbox delivery'),
    );
  });
  app.addHook('preClose', async () => {
    await running?.stop();
  });
};
