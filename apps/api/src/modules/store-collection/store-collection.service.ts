import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import { formatDateTime, type Locale } from '@kilau/domain';
import {
  collectionToken,
  readCollectionToken,
  type OrderCollection,
  type StoreCollectionOrder,
} from '@kilau/domain/stores';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import {
  createStoreCollectionRepository,
  type CollectionOrderRow,
  type StoreCollectionRepository,
} from './store-collection.repository';

/** The store method whose order waits for staff to take the money. */
export const CASHIER_METHOD = 'cashier';

/**
 * The payment module's settlement as the gateway's reports take it (`PaymentOutcomes.apply`,
 * composed in app.ts): a cashier payment is applied as a `settlement` report, so it takes the
 * same path — state, history, the first-order badge — as money reported by the gateway.
 */
export type SettleCashierPayment = (
  tx: Kysely<Database>,
  order: { paymentRef: string; transactionId: string; grossAmount: number },
) => Promise<{ outcome: 'applied' | 'ignored' | 'rejected' }>;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const isPaid = (row: CollectionOrderRow) => row.paid_at !== null;
const awaitsCashier = (row: CollectionOrderRow) =>
  row.payment_method === CASHIER_METHOD &&
  row.paid_at === null &&
  row.cancelled_at === null &&
  !row.is_payment_failed;

/**
 * Paying in a store and collecting at its exit (docs/design/store-collection.md): the member's
 * collection token, staff's verification and hand-over (once), and the cashier's payment (once),
 * each staff write audited in its transaction.
 *
 * Locks: a write takes the order's row first (`for update`; the one order of its transaction in
 * the global lock order, docs/conventions.md), then writes new rows (history, audit).
 */
export function createStoreCollectionService(deps: {
  db: Kysely<Database>;
  transaction: <T>(work: (tx: Transaction<Database>) => Promise<T>) => Promise<T>;
  /** The HMAC key of collection tokens (`STORE_COLLECTION_SECRET`, else one kept per database). */
  secret: () => Promise<string>;
  settle: SettleCashierPayment;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const { db, transaction, audit, clock } = deps;
  const reads = createStoreCollectionRepository(db);

  const signer = async () => {
    const key = await deps.secret();
    return (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  };

  async function summary(
    repo: StoreCollectionRepository,
    row: CollectionOrderRow,
  ): Promise<StoreCollectionOrder> {
    const lines = await repo.lines(row.id);
    return {
      order_id: String(row.id),
      reference_code: row.reference_code,
      store_id: row.store_id as number,
      member_name: row.member_name,
      payment_method: row.payment_method,
      total_paid: row.total_paid,
      is_paid: isPaid(row),
      awaiting_cashier: awaitsCashier(row),
      paid_at: iso(row.paid_at),
      collected_at: iso(row.collected_at),
      collected_by: row.collected_by_name ?? null,
      lines: lines.map((line) => {
        const detail = line.detail as { name?: unknown; combination_name?: unknown };
        return {
          product_id: line.product_id,
          combination_id: line.combination_id,
          name: typeof detail.name === 'string' ? detail.name : String(line.product_id),
          option: typeof detail.combination_name === 'string' ? detail.combination_name : '',
          quantity: line.quantity,
        };
      }),
    };
  }

  /** `GET /order/orders/:id/collection`: the member's token and where the order stands. */
  async function forMember(userId: number, orderId: number): Promise<OrderCollection> {
    const row = await reads.byId(orderId);
    if (!row || row.user_id !== userId) {
      throw new AppError(404, 'order_not_found', 'order_not_found');
    }
    if (row.store_id === null) {
      throw new AppError(422, 'collection_not_store_order', 'collection_not_store_order');
    }
    if (!isPaid(row) && !awaitsCashier(row)) {
      throw new AppError(409, 'collection_not_ready', 'collection_not_ready');
    }
    const nonce = await reads.ensureNonce(row.id, randomBytes(16).toString('base64url'));
    const sign = await signer();
    return {
      order_id: String(row.id),
      reference_code: row.reference_code,
      store_id: row.store_id,
      token: collectionToken({ orderId: row.id, storeId: row.store_id, nonce: nonce! }, sign),
      is_paid: isPaid(row),
      awaiting_cashier: awaitsCashier(row),
      collected_at: iso(row.collected_at),
    };
  }

  /** The token's order for `storeId`, each refusal with its own message (never a 500). */
  async function claimed(
    token: string,
    storeId: number,
    repo: StoreCollectionRepository,
    lock: boolean,
  ) {
    const read = readCollectionToken(token, storeId, await signer());
    if (!read.ok) {
      const status = read.code === 'collection_token_other_store' ? 409 : 422;
      throw new AppError(status, read.code, read.code);
    }
    const row = lock ? await repo.lock(read.value.orderId) : await repo.byId(read.value.orderId);
    if (!row || row.store_id !== storeId) {
      throw new AppError(404, 'collection_order_not_found', 'collection_order_not_found');
    }
    if (row.collection_nonce !== read.value.nonce) {
      throw new AppError(409, 'collection_token_revoked', 'collection_token_revoked');
    }
    return row;
  }

  async function verify(input: { token: string; store_id: number }) {
    return summary(reads, await claimed(input.token, input.store_id, reads, false));
  }

  const alreadyCollected = (
    row: CollectionOrderRow,
    summaryView: StoreCollectionOrder,
    locale: Locale,
  ) =>
    new AppError(
      409,
      'collection_already_collected',
      'collection_already_collected',
      {
        reference: row.reference_code,
        at: formatDateTime(new Date(row.collected_at as Date), locale),
        by: row.collected_by_name ?? '—',
      },
      { current: summaryView },
    );

  /** Hands the order over, once: paid first; a second scan hears when and by whom. */
  async function collect(
    input: { token: string; store_id: number },
    actor: AuditActor,
    locale: Locale,
  ) {
    const now = clock();
    return transaction(async (tx) => {
      const repo = createStoreCollectionRepository(tx);
      const row = await claimed(input.token, input.store_id, repo, true);
      if (row.collected_at !== null) throw alreadyCollected(row, await summary(repo, row), locale);
      if (!isPaid(row)) {
        throw new AppError(409, 'collection_unpaid', 'collection_unpaid', {
          reference: row.reference_code,
        });
      }
      if (!(await repo.markCollected(row.id, actor.staffId as number, now))) {
        const again = (await repo.byId(row.id)) as CollectionOrderRow;
        throw alreadyCollected(again, await summary(repo, again), locale);
      }
      await repo.historyEntry(row.id, row.state_id, 'store_collected', now);
      await audit(
        tx,
        actor,
        {
          action: 'order.collect',
          entity: 'order',
          entityId: row.reference_code,
          before: { collected_at: null },
          after: { collected_at: now.toISOString(), store_id: input.store_id },
        },
        now,
      );
      return summary(repo, (await repo.byId(row.id)) as CollectionOrderRow);
    });
  }

  /** The store's orders waiting at the till. */
  async function cashierQueue(storeId: number) {
    const rows = await reads.cashierPending(storeId, 50);
    return Promise.all(rows.map((row) => summary(reads, row)));
  }

  /** "Terima pembayaran": the cashier took the money; applied as the gateway's settlement, once. */
  async function markCashierPaid(orderId: number, storeId: number, actor: AuditActor) {
    const now = clock();
    return transaction(async (tx) => {
      const repo = createStoreCollectionRepository(tx);
      const row = await repo.lock(orderId);
      if (!row || row.store_id !== storeId) {
        throw new AppError(404, 'order_not_found', 'order_not_found');
      }
      if (row.payment_method === CASHIER_METHOD && isPaid(row)) {
        throw new AppError(
          409,
          'cashier_already_paid',
          'cashier_already_paid',
          {
            reference: row.reference_code,
          },
          { current: await summary(repo, row) },
        );
      }
      if (!awaitsCashier(row)) {
        throw new AppError(409, 'cashier_not_awaiting', 'cashier_not_awaiting', {
          reference: row.reference_code,
        });
      }
      const settled = await deps.settle(tx, {
        paymentRef: row.payment_ref,
        transactionId: row.gateway_transaction_id ?? `${CASHIER_METHOD}-${row.payment_ref}`,
        grossAmount: row.total_paid,
      });
      if (settled.outcome !== 'applied') {
        throw new AppError(409, 'cashier_not_awaiting', 'cashier_not_awaiting', {
          reference: row.reference_code,
        });
      }
      await repo.cashierPaidBy(row.id, actor.staffId as number);
      await audit(
        tx,
        actor,
        {
          action: 'order.cashier_paid',
          entity: 'order',
          entityId: row.reference_code,
          before: { payment_status: row.payment_status },
          after: { payment_status: 'settlement', total_paid: row.total_paid },
        },
        now,
      );
      return summary(repo, (await repo.byId(row.id)) as CollectionOrderRow);
    });
  }

  return { forMember, verify, collect, cashierQueue, markCashierPaid };
}

export type StoreCollectionService = ReturnType<typeof createStoreCollectionService>;
