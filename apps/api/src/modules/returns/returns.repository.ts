/**
 * Returns' SQL (docs/design/returns.md). Owns `return_requests`, `return_request_lines`,
 * `return_request_photos` and `return_request_events`. Shared on purpose (architecture.md,
 * table ownership): it reads the order, its lines and its parcel (`orders`, `order_lines`,
 * `order_shipments`, the orders'), the member (`users`); and, in a refund's transaction, writes
 * the points taken back (`point_ledger`, `point_balances`, the points context's, with the same
 * once-per-reference rule as ops), the stock that comes back (`combinations.stock` with the
 * ledger's `kilau.stock_reason = 'return'`, the catalogue's) and a store credit (`vouchers`,
 * `member_vouchers`, the vouchers').
 */
import type { Database, ReturnRequestsTable } from '@kilau/db';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '@kilau/domain/orders';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';

export type ReturnRow = Selectable<ReturnRequestsTable>;

const ORDER_COLUMNS = [
  'orders.id',
  'orders.reference_code',
  'orders.user_id',
  'orders.store_id',
  'orders.state_id',
  'orders.subtotal',
  'orders.total_paid',
  'orders.shipping_fee',
  'orders.shipping_discount',
  'orders.payment_method',
  'orders.payment_ref',
  'orders.gateway_transaction_id',
  'orders.paid_at',
  'payment_methods.name as payment_method_name',
  'order_shipments.delivered_at',
] as const;

export type ReturnFilter = {
  statuses: readonly ReturnStatus[] | null;
  /** Part of a return's or order's reference, or of the member's e-mail or name. */
  q: string | null;
};

export function createReturnsRepository(db: Kysely<Database>) {
  const orders = () =>
    db
      .selectFrom('orders')
      .leftJoin('payment_methods', 'payment_methods.code', 'orders.payment_method')
      .leftJoin('order_shipments', 'order_shipments.order_id', 'orders.id')
      .select(ORDER_COLUMNS);

  const filtered = (filter: ReturnFilter) => {
    let query = db
      .selectFrom('return_requests as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('users as u', 'u.id', 'r.user_id');
    if (filter.statuses) query = query.where('r.status', 'in', filter.statuses);
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('r.reference', 'ilike', like),
          eb('u.email', 'ilike', like),
          eb(sql<string>`u.first_name || ' ' || coalesce(u.last_name, '')`, 'ilike', like),
        ]),
      );
    }
    return query;
  };

  return {
    /** The order by its reference (a member's own when `userId` is given), with its parcel. */
    order: (reference: string, userId?: number) => {
      let query = orders().where('orders.reference_code', '=', reference);
      if (userId !== undefined) query = query.where('orders.user_id', '=', userId);
      return query.executeTakeFirst();
    },

    orderById: (orderId: number) => orders().where('orders.id', '=', orderId).executeTakeFirst(),

    /** The order's row, held against other returns' writes (ADR 0014: the order first). */
    lockOrder: (orderId: number) =>
      db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', orderId)
        .forNoKeyUpdate()
        .executeTakeFirst(),

    /** The order's lines, with how many of each counted returns took. */
    lines: async (orderId: number) =>
      (
        await db
          .selectFrom('order_lines as l')
          .select([
            'l.id',
            'l.product_id',
            'l.combination_id',
            'l.quantity',
            'l.total_price',
            'l.detail',
            (eb) =>
              eb
                .selectFrom('return_request_lines as rl')
                .innerJoin('return_requests as r', 'r.id', 'rl.return_id')
                .select(sql<number>`coalesce(sum(rl.quantity), 0)::int`.as('n'))
                .whereRef('rl.order_line_id', '=', 'l.id')
                .where('r.status', 'not in', ['rejected', 'cancelled'])
                .as('returned'),
          ])
          .where('l.order_id', '=', orderId)
          .orderBy('l.id')
          .execute()
      ).map((line) => ({ ...line, returned: Number(line.returned ?? 0) })),

    /** The order's open return, if any. */
    openReturn: (orderId: number) =>
      db
        .selectFrom('return_requests')
        .select(['id', 'reference'])
        .where('order_id', '=', orderId)
        .where('status', 'in', OPEN_RETURN_STATUSES)
        .executeTakeFirst(),

    async returnCount(orderId: number) {
      const row = await db
        .selectFrom('return_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insertReturn: (values: Insertable<ReturnRequestsTable>) =>
      db.insertInto('return_requests').values(values).returningAll().executeTakeFirstOrThrow(),

    insertLines: (
      lines: Array<{
        return_id: number;
        order_line_id: number;
        combination_id: number;
        quantity: number;
        refund: number;
        position: number;
      }>,
    ) => db.insertInto('return_request_lines').values(lines).execute(),

    insertEvent: (event: {
      return_id: number;
      status: ReturnStatus;
      note: string | null;
      staff_id: number | null;
      at: Date;
    }) => db.insertInto('return_request_events').values(event).execute(),

    byReference: (reference: string) =>
      db
        .selectFrom('return_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst(),

    /** The return's row, locked for the rest of the transaction (after its order). */
    lock: (id: number) =>
      db
        .selectFrom('return_requests')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /** Moves the return on (under its lock); answers it as changed. */
    update: (id: number, changes: Updateable<ReturnRequestsTable>) =>
      db
        .updateTable('return_requests')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    ofOrder: (orderId: number) =>
      db
        .selectFrom('return_requests')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .execute(),

    /** At receipt: which lines came back sellable (the rest did not). */
    markSellable: (returnId: number, sellableLineIds: number[]) =>
      db
        .updateTable('return_request_lines')
        .set({
          sellable: sql<boolean>`order_line_id = any(${sql.val(sellableLineIds)}::bigint[])`,
        })
        .where('return_id', '=', returnId)
        .execute(),

    /** The lines of these returns with what the order kept of each product. */
    linesOf: (returnIds: number[]) =>
      returnIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('return_request_lines as rl')
            .innerJoin('order_lines as l', 'l.id', 'rl.order_line_id')
            .select([
              'rl.return_id',
              'rl.order_line_id',
              'rl.combination_id',
              'rl.quantity',
              'rl.refund',
              'rl.sellable',
              'l.product_id',
              'l.quantity as ordered',
              'l.total_price',
              'l.detail',
            ])
            .where('rl.return_id', 'in', returnIds)
            .orderBy('rl.return_id')
            .orderBy('rl.position')
            .execute(),

    photosOf: (returnIds: number[]) =>
      returnIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('return_request_photos')
            .select(['id', 'return_id', 'storage_key', 'content_type'])
            .where('return_id', 'in', returnIds)
            .orderBy('id')
            .execute(),

    eventsOf: (returnIds: number[]) =>
      returnIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('return_request_events as e')
            .leftJoin('staff as s', 's.id', 'e.staff_id')
            .select(['e.return_id', 'e.status', 'e.note', 'e.at', 's.name as staff_name'])
            .where('e.return_id', 'in', returnIds)
            .orderBy('e.id')
            .execute(),

    photo: (returnId: number, photoId: number) =>
      db
        .selectFrom('return_request_photos')
        .select(['id', 'storage_key', 'content_type'])
        .where('return_id', '=', returnId)
        .where('id', '=', photoId)
        .executeTakeFirst(),

    async photoCount(returnId: number) {
      const row = await db
        .selectFrom('return_request_photos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('return_id', '=', returnId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insertPhoto: (photo: {
      return_id: number;
      storage_key: string;
      content_type: string;
      created_at: Date;
    }) => db.insertInto('return_request_photos').values(photo).execute(),

    /** The back office's queue: open ones oldest first, the rest newest first. */
    list: (filter: ReturnFilter, page: { skip: number; limit: number }) =>
      filtered(filter)
        .select([
          'r.id',
          'r.reference',
          'r.status',
          'r.reason',
          'r.refund_amount',
          'r.refund_method',
          'r.created_at',
          'r.updated_at',
          'o.reference_code as order_reference',
          'u.id as customer_id',
          'u.email as customer_email',
          sql<string>`trim(u.first_name || ' ' || coalesce(u.last_name, ''))`.as('customer_name'),
        ])
        .orderBy(
          sql`case when r.status in ('requested', 'approved', 'received', 'refunding') then 0 else 1 end`,
        )
        .orderBy(
          sql`case when r.status in ('requested', 'approved', 'received', 'refunding') then r.created_at end`,
          'asc',
        )
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .offset(page.skip)
        .limit(page.limit)
        .execute(),

    async count(filter: ReturnFilter) {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    customer: (userId: number) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'phone_no',
          sql<string>`trim(first_name || ' ' || coalesce(last_name, ''))`.as('name'),
        ])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** Points the order earned on delivery, and those returns took back before. */
    async orderPoints(orderReference: string) {
      const rows = await db
        .selectFrom('point_ledger')
        .select(['reason', 'delta'])
        .where((eb) =>
          eb.or([
            eb('order_ref', '=', orderReference),
            eb('order_ref', 'like', `${orderReference}-R%`),
          ]),
        )
        .where('reason', 'in', ['order_earned', 'order_returned'])
        .execute();
      const sum = (reason: string) =>
        rows.filter((row) => row.reason === reason).reduce((total, row) => total + row.delta, 0);
      return { earned: sum('order_earned'), taken: -sum('order_returned') };
    },

    /** The member's point balance, locked (after the return, ADR 0014). */
    lockBalance: async (userId: number) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
      )?.balance ?? 0,

    /** Takes `points` back for the return, once per return reference (the ledger's index). */
    async takePoints(userId: number, points: number, returnReference: string, now: Date) {
      const written = await db
        .insertInto('point_ledger')
        .values({
          user_id: userId,
          delta: -points,
          reason: 'order_returned',
          cart_id: null,
          order_ref: returnReference,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.column('order_ref').where('reason', '=', 'order_returned').doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!written) return false;
      await db
        .updateTable('point_balances')
        .set({ balance: sql`balance - ${points}`, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
      return true;
    },

    /**
     * Sellable goods back on the shelf: each combination's stock up, in ascending id (the
     * combinations' lock order), the stock ledger saying `return` with the return's reference.
     */
    async restock(
      lines: ReadonlyArray<{ combination_id: number; quantity: number }>,
      context: { reference: string; staffId: number | null },
    ) {
      if (lines.length === 0) return;
      await sql`select set_config('kilau.stock_reason', 'return', true),
                       set_config('kilau.staff_id', ${context.staffId === null ? '' : String(context.staffId)}, true),
                       set_config('kilau.stock_note', '', true),
                       set_config('kilau.order_reference', ${context.reference}, true)`.execute(db);
      const sorted = [...lines].sort((a, b) => a.combination_id - b.combination_id);
      for (const line of sorted) {
        await db
          .updateTable('combinations')
          .set({ stock: sql`stock + ${line.quantity}` })
          .where('id', '=', line.combination_id)
          .execute();
      }
    },

    /** A store credit: a personal single-use voucher of `amount`, issued to the member. */
    async issueStoreCredit(input: {
      userId: number;
      code: string;
      name: string;
      terms: string;
      amount: number;
      now: Date;
      expiresAt: Date;
    }) {
      const voucher = await db
        .insertInto('vouchers')
        .values({
          code: input.code,
          name: input.name,
          description: input.name,
          terms: input.terms,
          kind: 'store_credit',
          discount_type: 'amount',
          amount: input.amount,
          min_amount: 0,
          starts_at: input.now,
          ends_at: input.expiresAt,
          quota_total: 1,
          quota_per_user: 1,
          is_assigned_only: true,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('member_vouchers')
        .values({
          voucher_id: voucher.id,
          user_id: input.userId,
          issued_at: input.now,
          expires_at: input.expiresAt,
        })
        .execute();
      return voucher.id;
    },

    /** The references of these orders, by id (one query for a page of returns). */
    async orderReferences(orderIds: number[]) {
      if (orderIds.length === 0) return new Map<number, string>();
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'reference_code'])
        .where('id', 'in', orderIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.reference_code]));
    },

    /** The codes of these store-credit vouchers, by id. */
    async voucherCodes(voucherIds: number[]) {
      if (voucherIds.length === 0) return new Map<number, string>();
      const rows = await db
        .selectFrom('vouchers')
        .select(['id', 'code'])
        .where('id', 'in', voucherIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.code]));
    },
  };
}

export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
