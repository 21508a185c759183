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

export function createVouchersRepository(db: Kysely<Database>) {
  return {
    listForMember: (userId: number) =>
      selectMemberVouchers(db).where('mv.user_id', '=', userId).execute(),

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
      if (!issued) return null;
      return (
        (await selectMemberVouchers(db).where('mv.id', '=', issued.id).executeTakeFirst()) ?? null
      );
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
