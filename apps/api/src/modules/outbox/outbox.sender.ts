import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { createOutboxRepository } from './outbox.repository';
import { renderMessage } from './outbox.templates';
import type { OutboxTransport } from './outbox.transport';

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Delivers the outbox: oldest pending messages first, in batches locked with
 * `FOR UPDATE SKIP LOCKED` so several API instances can send side by side without sending a
 * message twice. A failure is recorded (`attempts`, `last_error`) and retried on a later pass
 * until `maxAttempts`.
 */
export function createOutboxSender(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  transport: OutboxTransport;
  storeName?: string;
  batchSize?: number;
  maxAttempts?: number;
}) {
  const outbox = createOutboxRepository(deps.db);
  const storeName = deps.storeName ?? 'Kilau';
  const batchSize = deps.batchSize ?? 20;
  const maxAttempts = deps.maxAttempts ?? 5;

  /** One batch in one transaction; answers what happened to it. */
  const deliverBatch = () =>
    outbox.transaction(async (store) => {
      const report: DeliveryReport & { claimed: number } = { sent: 0, failed: 0, claimed: 0 };
      const batch = await store.claimPending(batchSize, maxAttempts);
      report.claimed = batch.length;
      for (const message of batch) {
        try {
          await deps.transport.send({
            id: message.id,
            channel: message.channel,
            recipient: message.recipient,
            template: message.template,
            locale: message.locale,
            ...renderMessage(message, storeName),
          });
          await store.markSent(message.id, deps.clock());
          report.sent += 1;
        } catch (error) {
          await store.markFailed(
            message.id,
            error instanceof Error ? error.message : String(error),
          );
          report.failed += 1;
        }
      }
      return report;
    });

  /** Sends until nothing is pending (or only failures are left for this pass). */
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
