/**
 * The lucky draw's prizes for the back office. Shared on purpose (architecture.md, table
 * ownership): it writes the lucky draw's `lucky_draw_prizes` and the prize's voucher definition
 * (`vouchers`, kind `lucky_draw`), and reads the campaign (`campaigns`) and its claims.
 * Lock order (docs/conventions.md): the prize, then its voucher.
 */
import type { Database } from '@kilau/db';
import type { Kysely, Updateable } from 'kysely';

const PRIZE_COLUMNS = [
  'p.id',
  'p.voucher_id',
  'v.code',
  'v.name',
  'v.discount_type',
  'v.amount',
  'v.percentage',
  'v.max_discount',
  'v.min_amount',
  'v.valid_days',
  'p.quota',
  'p.remaining',
  'p.weight',
  'p.is_active',
  'p.version',
] as const;

export type PrizeVoucherValues = {
  code: string;
  name: string;
  discount_type: 'amount' | 'percentage' | 'free_shipping';
  amount: number | null;
  percentage: number | null;
  max_discount: number | null;
  min_amount: number;
  valid_days: number;
};

export function createAdminLuckyDrawRepository(db: Kysely<Database>) {
  const prizes = () =>
    db
      .selectFrom('lucky_draw_prizes as p')
      .innerJoin('vouchers as v', 'v.id', 'p.voucher_id')
      .select(PRIZE_COLUMNS);

  return {
    campaignId: async (slug: string) =>
      (
        await db
          .selectFrom('campaigns')
          .select('id')
          .where('slug', '=', slug)
          .where('kind', '=', 'campaign')
          .executeTakeFirst()
      )?.id ?? null,

    list: (campaignId: number) =>
      prizes()
        .where('p.campaign_id', '=', campaignId)
        .orderBy('p.position')
        .orderBy('p.id')
        .execute(),

    byId: (id: number) => prizes().where('p.id', '=', id).executeTakeFirst(),

    async claimCount(campaignId: number) {
      const row = await db
        .selectFrom('lucky_draw_claims')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Locks the prize, then its voucher; false when the prize does not exist. */
    async lock(id: number) {
      const prize = await db
        .selectFrom('lucky_draw_prizes')
        .select('voucher_id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!prize) return false;
      await db
        .selectFrom('vouchers')
        .select('id')
        .where('id', '=', prize.voucher_id)
        .forUpdate()
        .execute();
      return true;
    },

    codeTaken: async (code: string) =>
      (await db.selectFrom('vouchers').select('id').where('code', '=', code).executeTakeFirst()) !==
      undefined,

    async insert(
      campaignId: number,
      voucher: PrizeVoucherValues,
      prize: { quota: number; weight: number; is_active: boolean },
      now: Date,
    ) {
      const { id: voucherId } = await db
        .insertInto('vouchers')
        .values({
          ...voucher,
          description: '',
          kind: 'lucky_draw',
          starts_at: null,
          ends_at: null,
          quota_total: null,
          quota_per_user: 1,
          is_assigned_only: true,
          image: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('lucky_draw_prizes')
        .values({
          campaign_id: campaignId,
          voucher_id: voucherId,
          quota: prize.quota,
          remaining: prize.quota,
          weight: prize.weight,
          is_active: prize.is_active,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(
      id: number,
      voucherId: number,
      prize: Updateable<Database['lucky_draw_prizes']>,
      voucher: Updateable<Database['vouchers']>,
      now: Date,
    ) {
      await db
        .updateTable('lucky_draw_prizes')
        .set((eb) => ({ ...prize, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .execute();
      if (Object.keys(voucher).length > 0) {
        await db
          .updateTable('vouchers')
          .set((eb) => ({ ...voucher, version: eb('version', '+', 1), updated_at: now }))
          .where('id', '=', voucherId)
          .execute();
      }
    },
  };
}

export type AdminLuckyDrawRepository = ReturnType<typeof createAdminLuckyDrawRepository>;
