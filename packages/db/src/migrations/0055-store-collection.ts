import { sql, type Kysely } from 'kysely';

/**
 * Paying in a store and collecting at its exit (issue 23, docs/design/store-collection.md):
 *
 * - `payment_methods`: `cashier`, "Bayar di Kasir", offered in stores only; its logo is
 *   `/media/payments/cashier.svg` (the seed's payment logos).
 * - `orders`: the collection token's nonce (a new one revokes every earlier token), when the
 *   order was handed over and by whom, and who took a cashier payment. Collected once: the
 *   back office's conditional update `where collected_at is null`.
 * - `staff.role`: the store staff role (`store_staff`, permission `store.collect`).
 */
const ROLES_BEFORE = `'admin', 'merchandiser', 'operations', 'support', 'content'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into payment_methods
      (code, name, category, logo, position, available_for, is_listed, min_amount, max_amount,
       installment_terms, description)
    values ('cashier', 'Bayar di Kasir', 'other', '/media/payments/cashier.svg', 155, '{store}',
      true, 0, null, '{}', 'Bayar tunai atau kartu di kasir toko')
    on conflict (code) do nothing`.execute(db);
  await sql`alter table orders
    add column collection_nonce text,
    add column collected_at timestamptz,
    add column collected_by integer references staff (id),
    add column cashier_paid_by integer references staff (id),
    add constraint orders_collected_by_staff check ((collected_at is null) = (collected_by is null))`.execute(
    db,
  );
  // The cashier's queue of a store: its store orders waiting to be paid at the till.
  await sql`create index orders_cashier_pending_idx on orders (store_id, created_at)
    where payment_method = 'cashier' and paid_at is null and cancelled_at is null`.execute(db);
  await sql`alter table staff drop constraint staff_role_check`.execute(db);
  await sql
    .raw(
      `alter table staff add constraint staff_role_check
    check (role in (${ROLES_BEFORE}, 'store_staff'))`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff drop constraint staff_role_check`.execute(db);
  await sql
    .raw(
      `alter table staff add constraint staff_role_check
    check (role in (${ROLES_BEFORE}))`,
    )
    .execute(db);
  await sql`drop index if exists orders_cashier_pending_idx`.execute(db);
  await sql`alter table orders
    drop constraint if exists orders_collected_by_staff,
    drop column if exists cashier_paid_by,
    drop column if exists collected_by,
    drop column if exists collected_at,
    drop column if exists collection_nonce`.execute(db);
  await sql`delete from payment_methods where code = 'cashier'`.execute(db);
}
