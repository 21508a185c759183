import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { backoffAfter, createOutboxRepository } from './outbox.repository';
import { renderOutgoing } from './outbox.render';
import type { OutboxMessage } from './outbox.templates';
import type { OutboxTransport, OutgoingAttachment } from './outbox.transport';

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** Files to send with a message (the invoice with "payment received"); read outside any lock. */
export type AttachmentsFor = (message: OutboxMessage) => Promise<OutgoingAttachment[]>;

/**
 * Delivers the outbox (docs/design/order-messages.md "Delivery"): the oldest due messages are
 * claimed in one statement (`for update skip locked`, the attempt counted, a lease set), then
 * rendered and sent with no transaction open — so several instances send side by side without
 * sending a row twice, a slow provider holds no lock, and a sender that dies mid-send leaves the
 * row to the next claim after the lease (the provider gets the same idempotency key). A failure
 * is recorded and retried after the backoff (1 min, 5 min, 30 min, 2 h) until `maxAttempts`.
 */
export function createOutboxSender(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  transport: OutboxTransport;
  storeName?: string;
  publicUrl?: string;
  batchSize?: number;
  maxAttempts?: number;
  leaseMs?: number;
  attachmentsFor?: AttachmentsFor;
}) {
  const outbox = createOutboxRepository(deps.db);
  const ctx = { storeName: deps.storeName ?? 'Kilau', publicUrl: deps.publicUrl ?? '' };
  const batchSize = deps.batchSize ?? 20;
  const maxAttempts = deps.maxAttempts ?? 5;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;

  async function deliver(message: OutboxMessage & { attempts: number }) {
    try {
      const rendered = await renderOutgoing(message, ctx);
      const attachments =
        message.channel === 'email' && deps.attachmentsFor
          ? await deps.attachmentsFor(message)
          : [];
      await deps.transport.send({
        id: message.id,
        channel: message.channel,
        recipient: message.recipient,
        template: message.template,
        locale: message.locale,
        idempotencyKey: `kilau-outbox-${message.id}`,
        ...rendered,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await outbox.markSent(message.id, deps.clock());
      return true;
    } catch (error) {
      const retryAt = new Date(deps.clock().getTime() + backoffAfter(message.attempts));
      await outbox.markFailed(
        message.id,
        error instanceof Error ? error.message : String(error),
        retryAt,
      );
      return false;
    }
  }

  /** One claimed batch, sent one by one; answers what happened to it. */
  async function deliverBatch() {
    const batch = await outbox.claimDue({
      limit: batchSize,
      maxAttempts,
      now: deps.clock(),
      leaseMs,
    });
    const report: DeliveryReport & { claimed: number } = { sent: 0, failed: 0, claimed: 0 };
    report.claimed = batch.length;
    for (const message of batch) {
      if (await deliver(message)) report.sent += 1;
      else report.failed += 1;
    }
    return report;
  }

  /** Sends until nothing is due (or only failures are left for this pass). */
  async function deliverPending(): Promise<DeliveryReport> {
    const total: DeliveryReport = { sent: 0, failed: 0 };
    for (;;) {
      const { sent, failed, claimed } = await deliverBatch();
      total.sent += sent;
      total.failed += failed;
      if (claimed < batchSize || sent === 0) return total;
    }
  }

  return {
    deliverPending,

    /**
     * Polls every `intervalMs`, one pass at a time (a tick during a pass is skipped); `stop()`
     * waits for the pass in flight. A failed pass (database down) goes to `onError`.
     */
    start(intervalMs: number, onError: (error: unknown) => void = () => {}) {
      let running: Promise<void> | null = null;
      const timer = setInterval(() => {
        running ??= deliverPending()
          .then(() => undefined, onError)
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
      return {
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
