import type { Database, PaymentNotificationOutcome } from '@kilau/db';
import type { PaymentChannel } from '@kilau/domain/payment';
import type { Kysely } from 'kysely';

/** A gateway report as `payment_notifications` keeps it. */
export type NotificationRow = {
  order_ref: string;
  transaction_id: string;
  transaction_status: string;
  status_code: string;
  fraud_status: string;
  payment_type: string;
  gross_amount: number;
  body: string;
  received_at: Date;
};

/** The dedupe key of a report (the partial unique index over applied and applying rows). */
export type NotificationKey = Pick<
  NotificationRow,
  'order_ref' | 'transaction_id' | 'transaction_status' | 'status_code' | 'fraud_status'
>;

/**
 * The payment module's tables: the methods and the company's bank accounts (read), bank
 * promotions (read), saved cards (`midtrans_tokens`) and the gateway's reports
 * (`payment_notifications`). `db` may be a transaction: the seams placement calls join it.
 */
export function createPaymentRepository(db: Kysely<Database>) {
  return {
    /** The company's active bank accounts, by position. */
    activeBankAccounts() {
      return db
        .selectFrom('company_bank_accounts')
        .select([
          'id',
          'bank_code',
          'bank_name',
          'account_number',
          'account_name',
          'branch',
          'logo',
        ])
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The active, listed methods offered on `channel`, by position. */
    listedMethods(channel: string) {
      return db
        .selectFrom('payment_methods')
        .selectAll()
        .where('is_active', '=', true)
        .where('is_listed', '=', true)
        .where((eb) => eb(eb.val(channel), '=', eb.fn.any('available_for')))
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The active method `code` when `channel` (the website, or a store) offers it. */
    offeredMethod(code: string, channel: PaymentChannel) {
      return db
        .selectFrom('payment_methods')
        .select(['code', 'name', 'category', 'min_amount', 'max_amount', 'installment_terms'])
        .where('code', '=', code)
        .where('is_active', '=', true)
        .where((eb) => eb(eb.val(channel), '=', eb.fn.any('available_for')))
        .executeTakeFirst();
    },

    /** The bank promotions running at `now`, by position. */
    runningBankPromotions(now: Date) {
      return db
        .selectFrom('bank_promotions')
        .selectAll()
        .where('is_active', '=', true)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    bankPromotion(id: number) {
      return db.selectFrom('bank_promotions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The member's saved cards whose token has not expired, newest first. */
    savedCards(userId: number, now: Date) {
      return db
        .selectFrom('midtrans_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '>', now)]),
        )
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Forgets one of the member's cards; false when it is not theirs (or gone). */
    async removeSavedCard(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('midtrans_tokens')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    /** Keeps a saved card; the same card again (member, masked number) refreshes it. */
    async upsertSavedCard(
      userId: number,
      maskedCard: string,
      values: {
        saved_token_id: string;
        card_brand: string;
        expiry_month: number | null;
        expiry_year: number | null;
        token_expires_at: Date | null;
        updated_at: Date;
      },
    ) {
      await db
        .insertInto('midtrans_tokens')
        .values({
          user_id: userId,
          masked_card: maskedCard,
          created_at: values.updated_at,
          ...values,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'masked_card']).doUpdateSet(values))
        .execute();
    },

    /** Whether exactly this report was already applied. */
    async wasApplied(key: NotificationKey): Promise<boolean> {
      const row = await db
        .selectFrom('payment_notifications')
        .select('id')
        .where('order_ref', '=', key.order_ref)
        .where('transaction_id', '=', key.transaction_id)
        .where('transaction_status', '=', key.transaction_status)
        .where('status_code', '=', key.status_code)
        .where('fraud_status', '=', key.fraud_status)
        .where('outcome', '=', 'applied')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A report kept with its outcome already known (a refusal, outside the dedupe key). */
    async recordReport(
      row: NotificationRow,
      outcome: PaymentNotificationOutcome,
      reason: string | null,
    ) {
      await db
        .insertInto('payment_notifications')
        .values({ ...row, outcome, outcome_reason: reason })
        .execute();
    },

    /**
     * Takes the report's dedupe key for this transaction: its id, or undefined when a row being
     * applied or applied holds it (a parallel replay waits here for that one to commit).
     */
    claimReport(row: NotificationRow) {
      return db
        .insertInto('payment_notifications')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    async settleReport(id: number, outcome: PaymentNotificationOutcome, reason: string | null) {
      await db
        .updateTable('payment_notifications')
        .set({ outcome, outcome_reason: reason })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
