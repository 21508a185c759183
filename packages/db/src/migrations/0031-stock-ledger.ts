import { sql, type Kysely } from 'kysely';

/**
 * The stock ledger (issue 18, docs/design/back-office.md "Stock"). `combinations.stock` stays the
 * on-hand figure orders take and give back under their row locks (ADR 0014); every change of it
 * — an order's taking, a release, a staff adjustment, an import, a new combination — writes one
 * `stock_movements` row from a row trigger, in the same transaction and under the same row lock,
 * so the ledger's sum is the stock and each row's `balance` is the stock after it.
 *
 * Why it says what it says: a writer sets `kilau.stock_reason` (and `kilau.staff_id`,
 * `kilau.stock_note`, `kilau.order_reference`) transaction-locally with
 * `select set_config('kilau.stock_reason', $1, true)` before its update; without a reason, a new
 * combination is an `opening`, a decrease an `order` and an increase a `release`.
 *
 * Brands and categories get a `version` for the back office's optimistic edits.
 */
const STATEMENTS = [
  `create table stock_movements (
     id bigserial primary key,
     combination_id int not null references combinations(id) on delete cascade,
     delta int not null,
     balance int not null,
     reason text not null check (reason in ('opening', 'received', 'damaged', 'count', 'order', 'release', 'import', 'return')),
     note text not null default '',
     staff_id int null references staff(id) on delete set null,
     order_reference text null,
     at timestamptz not null default now()
   )`,
  `create index stock_movements_combination_idx on stock_movements (combination_id, id desc)`,
  // A row trigger: it runs inside the statement that changed the row, while the writer holds the
  // row's lock, so per combination the ledger's order is the order the changes committed in.
  `create function kilau_stock_movement() returns trigger
     language plpgsql as $$
     declare
       v_delta integer;
       v_reason text := nullif(current_setting('kilau.stock_reason', true), '');
       v_staff text := nullif(current_setting('kilau.staff_id', true), '');
     begin
       if TG_OP = 'INSERT' then
         v_delta := new.stock;
       else
         v_delta := new.stock - old.stock;
         if v_delta = 0 then return null; end if;
       end if;
       insert into stock_movements
         (combination_id, delta, balance, reason, note, staff_id, order_reference)
       values (
         new.id, v_delta, new.stock,
         coalesce(v_reason, case when TG_OP = 'INSERT' then 'opening'
                                 when v_delta > 0 then 'release' else 'order' end),
         coalesce(current_setting('kilau.stock_note', true), ''),
         v_staff::int,
         nullif(current_setting('kilau.order_reference', true), ''));
       return null;
     end $$`,
  `create trigger combinations_stock_ledger after insert or update of stock on combinations
     for each row execute function kilau_stock_movement()`,
  // From day one the ledger's sum is the stock: one opening row per combination.
  `insert into stock_movements (combination_id, delta, balance, reason)
     select id, stock, stock, 'opening' from combinations order by id`,
  `alter table brands add column version integer not null default 1`,
  `alter table categories add column version integer not null default 1`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table categories drop column if exists version`.execute(db);
  await sql`alter table brands drop column if exists version`.execute(db);
  await sql`drop trigger if exists combinations_stock_ledger on combinations`.execute(db);
  await sql`drop function if exists kilau_stock_movement()`.execute(db);
  await sql`drop table if exists stock_movements`.execute(db);
}
