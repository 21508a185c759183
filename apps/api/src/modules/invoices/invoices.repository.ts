/**
 * Invoices' rows (docs/design/invoices.md): `shop_legal_settings`, `invoice_counters`,
 * `invoices` (its own), and reads of `orders`, `order_lines`, `users` and `payment_methods`
 * (shared on purpose, read only) for what an invoice prints.
 *
 * Locks: issuing runs in the caller's transaction, which already holds the order's row; the
 * year's counter row is the last lock it takes (ADR 0014's list: after every other row, new rows
 * included). The settings' edit locks the settings row alone.
 */
import type {
  Database,
  InvoiceSeller,
  InvoiceTaxSnapshot,
  InvoiceTotals,
  ShopLegalSettingsTable,
} from '@kilau/db';
import { sql, type Kysely, type Selectable } from 'kysely';

export type LegalSettingsRow = Selectable<ShopLegalSettingsTable>;
export type LegalSettingsChange = Pick<
  LegalSettingsRow,
  | 'legal_name'
  | 'address'
  | 'npwp'
  | 'pkp'
  | 'ppn_rate_bp'
  | 'prices_include_tax'
  | 'invoice_footer'
>;

const json = (value: unknown) => JSON.stringify(value);

export function createInvoicesRepository(db: Kysely<Database>) {
  return {
    settings: () =>
      db.selectFrom('shop_legal_settings').selectAll().where('id', '=', 1).executeTakeFirst(),
    lockSettings: () =>
      db
        .selectFrom('shop_legal_settings')
        .selectAll()
        .where('id', '=', 1)
        .forNoKeyUpdate()
        .executeTakeFirst(),
    /** Writes row 1 (inserted when it is missing). */
    saveSettings: (change: LegalSettingsChange, now: Date, by: string) =>
      db
        .insertInto('shop_legal_settings')
        .values({ id: 1, ...change, updated_at: now, updated_by: by })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ ...change, updated_at: now, updated_by: by }),
        )
        .execute(),

    invoiceOfOrder: (orderId: number) =>
      db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    /** The order's money and whether it is paid (the caller holds its row). */
    orderForIssue: (orderId: number) =>
      db
        .selectFrom('orders')
        .select([
          'id',
          'paid_at',
          'subtotal',
          'voucher_discount',
          'points_discount',
          'bank_promotion_discount',
          'shipping_fee',
          'shipping_discount',
          'total_paid',
        ])
        .where('id', '=', orderId)
        .executeTakeFirst(),

    /**
     * The year's next sequence: the counter row bumped (created at 1 for a new year) and locked
     * until the transaction ends, so numbers are handed out one transaction at a time and a
     * rolled-back one is handed out again.
     */
    nextSequence: async (year: number) =>
      (
        await db
          .insertInto('invoice_counters')
          .values({ year, last_sequence: 1 })
          .onConflict((oc) =>
            oc
              .column('year')
              .doUpdateSet({ last_sequence: sql<number>`invoice_counters.last_sequence + 1` }),
          )
          .returning('last_sequence')
          .executeTakeFirstOrThrow()
      ).last_sequence,

    insertInvoice: (row: {
      orderId: number;
      number: string;
      year: number;
      sequence: number;
      issuedAt: Date;
      seller: InvoiceSeller;
      tax: InvoiceTaxSnapshot;
      totals: InvoiceTotals;
    }) =>
      db
        .insertInto('invoices')
        .values({
          order_id: row.orderId,
          number: row.number,
          year: row.year,
          sequence: row.sequence,
          issued_at: row.issuedAt,
          seller: json(row.seller),
          tax: json(row.tax),
          totals: json(row.totals),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    orderByReference: (reference: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'paid_at'])
        .where('reference_code', '=', reference)
        .executeTakeFirst(),

    /** What the printed invoice shows beyond its own row. */
    orderForDocument: (orderId: number) =>
      db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .leftJoin('payment_methods as m', 'm.code', 'o.payment_method')
        .select([
          'o.id',
          'o.reference_code',
          'o.created_at',
          'o.paid_at',
          'o.voucher_code',
          'o.points_used',
          'o.payment_method',
          'm.name as payment_method_name',
          'o.delivery_address',
          'o.shipping',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .where('o.id', '=', orderId)
        .executeTakeFirst(),

    linesOf: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select(['product_id', 'quantity', 'unit_price', 'total_price', 'detail'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
