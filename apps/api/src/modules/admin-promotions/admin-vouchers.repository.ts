import type { Database } from '@kilau/db';
import type { VoucherStatus } from '@kilau/domain/admin';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';

export type VoucherRow = Selectable<Database['vouchers']>;
export type VoucherTargetIds = {
  product_ids: number[];
  brand_ids: number[];
  category_ids: number[];
};
export type VoucherUsage = { used: number; held: number; discount_given: number };

/** The columns an admin write sets (the rules' targets apart). */
export type VoucherValues = Omit<
  VoucherRow,
  'id' | 'kind' | 'image' | 'created_at' | 'updated_at' | 'version' | 'code'
>;

const TARGET_TYPES = [
  ['product', 'product_ids'],
  ['brand', 'brand_ids'],
  ['category', 'category_ids'],
] as const;

/** The table each target type names. */
const TARGET_TABLE = { product: 'products', brand: 'brands', category: 'categories' } as const;

/** How many products the targets picker is given at most (the web filters them as typed). */
const PRODUCT_OPTIONS_CAP = 5000;

/**
 * Vouchers as the back office reads and writes them: the definition, its product/brand/category
 * rules, its member assignments, and its uses counted from the bag's holds (`used_at` set: an
 * order used it) and the orders' discount.
 */
export function createAdminVouchersRepository(db: Kysely<Database>) {
  return {
    async list(query: {
      q?: string | undefined;
      status: VoucherStatus | 'all';
      skip: number;
      limit: number;
      now: Date;
    }): Promise<{ rows: VoucherRow[]; total: number }> {
      const { now } = query;
      let select = db.selectFrom('vouchers');
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        select = select.where((eb) =>
          eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like)]),
        );
      }
      const ended = (eb: ExpressionBuilder<Database, 'vouchers'>) =>
        eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', now)]);
      const notEnded = (eb: ExpressionBuilder<Database, 'vouchers'>) =>
        eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]);
      switch (query.status) {
        case 'expired':
          select = select.where(ended);
          break;
        case 'inactive':
          select = select.where('is_active', '=', false).where(notEnded);
          break;
        case 'scheduled':
          select = select
            .where('is_active', '=', true)
            .where(notEnded)
            .where('starts_at', '>', now);
          break;
        case 'active':
          select = select
            .where('is_active', '=', true)
            .where(notEnded)
            .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]));
          break;
        default:
          break;
      }
      const [rows, count] = await Promise.all([
        select
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.skip)
          .limit(query.limit)
          .execute(),
        select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    byId: (id: number) =>
      db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The voucher under its row lock: the lock the bag counts its quota under, too. */
    lockById: (id: number) =>
      db.selectFrom('vouchers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    codeTaken: async (code: string) =>
      (await db.selectFrom('vouchers').select('id').where('code', '=', code).executeTakeFirst()) !==
      undefined,

    async targets(ids: number[]): Promise<Map<number, VoucherTargetIds>> {
      const map = new Map<number, VoucherTargetIds>();
      for (const id of ids) map.set(id, { product_ids: [], brand_ids: [], category_ids: [] });
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('voucher_rules')
        .select(['voucher_id', 'target_type', 'target_id'])
        .where('voucher_id', 'in', ids)
        .orderBy('target_id')
        .execute();
      for (const row of rows) {
        const targets = map.get(row.voucher_id);
        const key = TARGET_TYPES.find(([type]) => type === row.target_type)![1];
        targets?.[key].push(Number(row.target_id));
      }
      return map;
    },

    /** Uses (orders), live holds (bags now) and the rupiah given, per voucher. */
    async usage(ids: number[], now: Date): Promise<Map<number, VoucherUsage>> {
      const map = new Map<number, VoucherUsage>();
      for (const id of ids) map.set(id, { used: 0, held: 0, discount_given: 0 });
      if (ids.length === 0) return map;
      const [holds, orders] = await Promise.all([
        db
          .selectFrom('voucher_holds')
          .select([
            'voucher_id',
            sql<number>`(count(*) filter (where used_at is not null))::int`.as('used'),
            sql<number>`(count(*) filter (where used_at is null and expires_at > ${now}))::int`.as(
              'held',
            ),
          ])
          .where('voucher_id', 'in', ids)
          .groupBy('voucher_id')
          .execute(),
        db
          .selectFrom('orders')
          .select(['voucher_id', sql<string>`coalesce(sum(voucher_discount), 0)`.as('given')])
          .where('voucher_id', 'in', ids)
          .groupBy('voucher_id')
          .execute(),
      ]);
      for (const row of holds) {
        const usage = map.get(Number(row.voucher_id))!;
        usage.used = row.used;
        usage.held = row.held;
      }
      for (const row of orders) {
        if (row.voucher_id !== null)
          map.get(Number(row.voucher_id))!.discount_given = Number(row.given);
      }
      return map;
    },

    async assignedCounts(ids: number[]): Promise<Map<number, number>> {
      const map = new Map<number, number>();
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('member_vouchers')
        .select(['voucher_id', sql<number>`count(*)::int`.as('n')])
        .where('voucher_id', 'in', ids)
        .groupBy('voucher_id')
        .execute();
      for (const row of rows) map.set(Number(row.voucher_id), row.n);
      return map;
    },

    async insert(code: string, values: VoucherValues, now: Date): Promise<number> {
      const row = await db
        .insertInto('vouchers')
        .values({ ...values, code, kind: 'manual', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Partial<VoucherValues>, now: Date): Promise<void> {
      await db
        .updateTable('vouchers')
        .set({ ...values, updated_at: now, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    async replaceTargets(id: number, targets: VoucherTargetIds): Promise<void> {
      await db.deleteFrom('voucher_rules').where('voucher_id', '=', id).execute();
      const rows = TARGET_TYPES.flatMap(([type, key]) =>
        [...new Set(targets[key])].map((target_id) => ({
          voucher_id: id,
          target_type: type,
          target_id,
        })),
      );
      if (rows.length > 0) await db.insertInto('voucher_rules').values(rows).execute();
    },

    /** The ids of `targets` that name nothing, per field. */
    async unknownTargets(targets: Partial<VoucherTargetIds>): Promise<Partial<VoucherTargetIds>> {
      const unknown: Partial<VoucherTargetIds> = {};
      for (const [type, key] of TARGET_TYPES) {
        const wanted = [...new Set(targets[key] ?? [])];
        if (wanted.length === 0) continue;
        const found = await db
          .selectFrom(TARGET_TABLE[type])
          .select('id')
          .where('id', 'in', wanted)
          .execute();
        const known = new Set(found.map((row) => Number(row.id)));
        const missing = wanted.filter((id) => !known.has(id));
        if (missing.length > 0) unknown[key] = missing;
      }
      return unknown;
    },

    combinationExists: async (id: number) =>
      (await db.selectFrom('combinations').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Members by email; those found, by email. */
    async membersByEmail(emails: string[]): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql<string>`lower(email)`, 'in', emails)
        .execute();
      return new Map(rows.map((row) => [row.email.toLowerCase(), Number(row.id)]));
    },

    /** Gives the voucher to these members (once each); the ids given now. */
    async assign(
      voucherId: number,
      userIds: number[],
      now: Date,
      expiresAt: Date | null,
    ): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insertInto('member_vouchers')
        .values(
          userIds.map((user_id) => ({
            voucher_id: voucherId,
            user_id,
            issued_at: now,
            expires_at: expiresAt,
            used_at: null,
          })),
        )
        .onConflict((oc) => oc.columns(['voucher_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return rows.map((row) => Number(row.user_id));
    },

    /** What a promotion's rules may name, for the pickers. */
    async targetOptions() {
      const [products, brands, categories] = await Promise.all([
        db
          .selectFrom('products as p')
          .innerJoin('brands as b', 'b.id', 'p.brand_id')
          .select(['p.id', 'p.name', 'b.name as brand'])
          .orderBy('b.name')
          .orderBy('p.name')
          .limit(PRODUCT_OPTIONS_CAP)
          .execute(),
        db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('categories').select(['id', 'name']).orderBy('name').execute(),
      ]);
      const num = <T extends { id: number }>(rows: T[]) =>
        rows.map((row) => ({ ...row, id: Number(row.id) }));
      return { products: num(products), brands: num(brands), categories: num(categories) };
    },
  };
}

export type AdminVouchersRepository = ReturnType<typeof createAdminVouchersRepository>;
