import type { Database } from '@kilau/db';
import { memberVoucherExpiry } from '@kilau/domain/vouchers';
import { sql, type Kysely } from 'kysely';

/** A member's voucher with its definition's account-list fields. */
function selectMemberVouchers(db: Kysely<Database>) {
  return db
    .selectFrom('member_vouchers as mv')
    .innerJoin('vouchers as v', 'v.id', 'mv.voucher_id')
    .select([
      'mv.id',
      'mv.voucher_id',
      'mv.issued_at',
      'mv.expires_at',
      'mv.used_at',
      'v.code',
      'v.name',
      'v.description',
      'v.terms',
      'v.kind',
      'v.discount_type',
      'v.amount',
      'v.percentage',
      'v.max_discount',
      'v.min_amount',
      'v.image',
      'v.is_special_paper_bag',
    ]);
}

export type MemberVoucherRow = Awaited<
  ReturnType<ReturnType<typeof selectMemberVouchers>['executeTakeFirstOrThrow']>
>;

/**
 * Assigns a voucher to a member, expiring `valid_days` after now and never after the voucher's
 * end. The new member voucher's id, or null when the member already holds it.
 */
async function insertMemberVoucher(
  db: Kysely<Database>,
  voucher: { id: number; valid_days: number | null; ends_at: Date | null },
  userId: number,
  now: Date,
) {
  const issued = await db
    .insertInto('member_vouchers')
    .values({
      voucher_id: voucher.id,
      user_id: userId,
      issued_at: now,
      expires_at: memberVoucherExpiry(now, voucher.valid_days, voucher.ends_at),
      used_at: null,
    })
    .onConflict((oc) => oc.columns(['voucher_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return issued ? issued.id : null;
}

export function createVouchersRepository(db: Kysely<Database>) {
  return {
    listForMember: (userId: number) =>
      selectMemberVouchers(db).where('mv.user_id', '=', userId).execute(),

    findMemberVoucher: (memberVoucherId: number) =>
      selectMemberVouchers(db).where('mv.id', '=', memberVoucherId).executeTakeFirst(),

    /**
     * Assigns a voucher to a member (a prize won, inside the caller's transaction): expiring
     * `valid_days` after now, never after the voucher's end. Answers the new member voucher's id,
     * or null when the member already holds this voucher.
     */
    async assign(voucherId: number, userId: number, now: Date): Promise<number | null> {
      const voucher = await db
        .selectFrom('vouchers')
        .select(['id', 'valid_days', 'ends_at'])
        .where('id', '=', voucherId)
        .executeTakeFirstOrThrow();
      return insertMemberVoucher(db, voucher, userId, now);
    },

    /**
     * Issues the active welcome voucher to a new member (inside the register transaction):
     * expiring `valid_days` after now, never after the voucher's end, and within its overall
     * quota. Answers the member's voucher, or null when no welcome voucher runs now.
     */
    async issueWelcome(userId: number, now: Date): Promise<MemberVoucherRow | null> {
      const voucher = await db
        .selectFrom('vouchers')
        .select(['id', 'valid_days', 'ends_at', 'quota_total'])
        .where('kind', '=', 'welcome')
        .where('is_active', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .executeTakeFirst();
      if (!voucher) return null;
      if (voucher.quota_total !== null) {
        // Counted under the voucher's row lock, so parallel registrations cannot overshoot it
        // (taken only for a limited voucher: an unlimited one must not serialise registrations).
        await db
          .selectFrom('vouchers')
          .select('id')
          .where('id', '=', voucher.id)
          .forUpdate()
          .execute();
        const { n } = await db
          .selectFrom('member_vouchers')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('voucher_id', '=', voucher.id)
          .executeTakeFirstOrThrow();
        if (n >= voucher.quota_total) return null;
      }
      const issued = await insertMemberVoucher(db, voucher, userId, now);
      if (issued === null) return null;
      return (
        (await selectMemberVouchers(db).where('mv.id', '=', issued).executeTakeFirst()) ?? null
      );
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
