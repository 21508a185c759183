import type { Database, GatewayRefundsTable, GatewayTransactionsTable } from '@kilau/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

export type GatewayRow = Selectable<GatewayTransactionsTable>;
export type NewGatewayRow = Insertable<GatewayTransactionsTable>;
export type GatewayRefundRow = Selectable<GatewayRefundsTable>;

/** States in which a transaction may still change by the shopper's or bank's hand. */
export const OPEN_STATES = ['pending', 'authorize', 'challenge'] as const;

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const KEYS = 'payment:sandbox-keys';

export interface SandboxKeys {
  serverKey: string;
  clientKey: string;
}

/**
 * The sandbox gateway's ledger and its tokeniser's tokens (migration 0017), its refunds (migration
 * 0063), and its key pair in `app_meta`. `db` may be a transaction (a state change holds the
 * transaction's row lock).
 */
export function createSandboxRepository(db: Kysely<Database>) {
  return {
    /** Keeps `fresh` as the key pair unless one is kept already; answers the kept pair. */
    async keepKeys(fresh: SandboxKeys, now: Date): Promise<SandboxKeys> {
      await db
        .insertInto('app_meta')
        .values({ key: KEYS, value: JSON.stringify(fresh), updated_at: now })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', KEYS)
        .executeTakeFirstOrThrow();
      return row.value as SandboxKeys;
    },

    /** The transaction, row-locked for the rest of the caller's transaction. */
    lockTransaction(transactionId: string) {
      return db
        .selectFrom('gateway_transactions')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Changes the transaction `id`; answers it as changed. */
    updateTransaction(id: number, changes: Updateable<GatewayTransactionsTable>) {
      return db
        .updateTable('gateway_transactions')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The refund named `refundKey`, whichever transaction it gave back. */
    refundByKey(refundKey: string) {
      return db
        .selectFrom('gateway_refunds')
        .selectAll()
        .where('refund_key', '=', refundKey)
        .executeTakeFirst();
    },

    /** A transaction's refunds, oldest first. */
    refundsOf(transactionId: string) {
      return db
        .selectFrom('gateway_refunds')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .orderBy('id')
        .execute();
    },

    /** A new refund (a unique violation when its key is taken: the caller's transaction ends). */
    insertRefund(row: Insertable<GatewayRefundsTable>) {
      return db.insertInto('gateway_refunds').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** A card token's card, whatever its kind. */
    cardOfToken(tokenId: string) {
      return db
        .selectFrom('gateway_card_tokens')
        .select(['masked_card', 'card_brand', 'expiry_month', 'expiry_year'])
        .where('token_id', '=', tokenId)
        .executeTakeFirst();
    },

    /** Inserts a charge; null when the order already has a live transaction. */
    async insertTransaction(row: NewGatewayRow): Promise<GatewayRow | null> {
      try {
        return await db
          .insertInto('gateway_transactions')
          .values(row)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    byTransactionId(transactionId: string) {
      return db
        .selectFrom('gateway_transactions')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
    },

    /** The order's latest transaction. */
    latestForOrder(orderRef: string) {
      return db
        .selectFrom('gateway_transactions')
        .selectAll()
        .where('order_ref', '=', orderRef)
        .orderBy('transaction_time', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** Transactions a person looks for on the sandbox's front page: by VA, code or order. */
    search(query: string, limit: number) {
      const base = db.selectFrom('gateway_transactions').selectAll();
      const found = query
        ? base.where((eb) =>
            eb.or([
              eb('va_number', '=', query),
              eb('payment_code', '=', query),
              eb('order_ref', '=', query),
            ]),
          )
        : base;
      return found.orderBy('transaction_time', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Open transactions whose time is up. */
    dueForExpiry(now: Date, limit: number) {
      return db
        .selectFrom('gateway_transactions')
        .select('transaction_id')
        .where('status', 'in', [...OPEN_STATES])
        .where('expiry_time', '<=', now)
        .orderBy('expiry_time')
        .limit(limit)
        .execute();
    },

    /** Takes a single-use card token (once: a second charge with it finds nothing). */
    takeCardToken(tokenId: string, now: Date) {
      return db
        .updateTable('gateway_card_tokens')
        .set({ used_at: now })
        .where('token_id', '=', tokenId)
        .where('kind', '=', 'single_use')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['masked_card', 'card_brand', 'expiry_month', 'expiry_year'])
        .executeTakeFirst();
    },

    findSavedToken(tokenId: string, now: Date) {
      return db
        .selectFrom('gateway_card_tokens')
        .select(['masked_card', 'card_brand', 'expiry_month', 'expiry_year'])
        .where('token_id', '=', tokenId)
        .where('kind', '=', 'saved')
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    insertCardToken(row: {
      token_id: string;
      kind: 'single_use' | 'saved';
      masked_card: string;
      card_brand: string;
      expiry_month: number;
      expiry_year: number;
      created_at: Date;
      expires_at: Date;
    }) {
      return db.insertInto('gateway_card_tokens').values(row).execute();
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
