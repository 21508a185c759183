import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * What the checkout wiring reads itself: the shop's bank accounts for a manual transfer
 * (`company_bank_accounts`, the payment module's table, read here on purpose until the payment
 * module offers it; docs/architecture.md "Table ownership").
 */
export function createCheckoutWiringRepository(db: Kysely<Database>) {
  return {
    /** The active accounts, in their display order. */
    activeBankAccounts: () =>
      db
        .selectFrom('company_bank_accounts')
        .select(['id', 'bank_code', 'bank_name', 'account_number', 'account_name', 'logo'])
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute(),
  };
}
