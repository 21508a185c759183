/**
 * The lucky draw's SQL (docs/design/lucky-draw.md). Owns `lucky_draw_prizes` and
 * `lucky_draw_claims`. Shared on purpose (architecture.md, table ownership): it reads the
 * campaign (`campaigns`, the catalogue's), which vouchers a member holds (`member_vouchers`,
 * the vouchers') and the member's address (`users`), and writes `outbox_messages` (the voucher's
 * e-mail, in the transaction that asks for it).
 */
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export interface QueuedMail {
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  locale: 'id' | 'en';
}

export function createLuckyDrawRepository(db: Kysely<Database>) {
  return {
    /** The campaign by slug (kind `campaign`), running or not. */
    findCampaign: (slug: string) =>
      db
        .selectFrom('campaigns')
        .select(['id', 'is_active', 'starts_at', 'ends_at'])
        .where('slug', '=', slug)
        .where('kind', '=', 'campaign')
        .executeTakeFirst(),

    /**
     * The campaign's prizes, locked in ascending id (the global lock order's "lucky-draw
     * prizes"): every claim of a campaign takes them, so claims of one campaign run one after
     * the other and the quota is exact.
     */
    lockPrizes: (campaignId: number) =>
      db
        .selectFrom('lucky_draw_prizes')
        .select(['id', 'voucher_id', 'weight', 'remaining', 'is_active'])
        .where('campaign_id', '=', campaignId)
        .orderBy('id')
        .forUpdate()
        .execute(),

    /** The prizes of these campaigns (not locked): the campaign list's quota check. */
    prizesOf: (campaignIds: number[]) =>
      campaignIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('lucky_draw_prizes')
            .select(['id', 'campaign_id', 'weight', 'remaining', 'is_active'])
            .where('campaign_id', 'in', campaignIds)
            .execute(),

    findClaim: (campaignId: number, userId: number) =>
      db
        .selectFrom('lucky_draw_claims')
        .select(['id', 'member_voucher_id'])
        .where('campaign_id', '=', campaignId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Which of these vouchers the member already holds (they are left out of the draw). */
    async heldVoucherIds(userId: number, voucherIds: number[]) {
      if (voucherIds.length === 0) return [];
      const rows = await db
        .selectFrom('member_vouchers')
        .select('voucher_id')
        .where('user_id', '=', userId)
        .where('voucher_id', 'in', voucherIds)
        .execute();
      return rows.map((row) => row.voucher_id);
    },

    /** Takes one unit of the prize (under its lock); false when none was left. */
    async takePrize(prizeId: number, now: Date) {
      const row = await db
        .updateTable('lucky_draw_prizes')
        .set((eb) => ({ remaining: eb('remaining', '-', 1), updated_at: now }))
        .where('id', '=', prizeId)
        .where('remaining', '>', 0)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertClaim(claim: {
      campaign_id: number;
      user_id: number;
      prize_id: number;
      member_voucher_id: number;
      claimed_at: Date;
    }) {
      await db.insertInto('lucky_draw_claims').values(claim).execute();
    },

    /** The member's claim that issued this member voucher, locked (the e-mail step). */
    lockClaimOfVoucher: (userId: number, memberVoucherId: number) =>
      db
        .selectFrom('lucky_draw_claims')
        .select(['id', 'member_voucher_id', 'emailed_at'])
        .where('user_id', '=', userId)
        .where('member_voucher_id', '=', memberVoucherId)
        .forUpdate()
        .executeTakeFirst(),

    async markEmailed(claimId: number, now: Date) {
      await db
        .updateTable('lucky_draw_claims')
        .set({ emailed_at: now })
        .where('id', '=', claimId)
        .execute();
    },

    memberEmail: async (userId: number) =>
      (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())
        ?.email ?? null,

    async queueMail(mail: QueuedMail, now: Date) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: mail.recipient,
          template: mail.template,
          payload: JSON.stringify(mail.payload),
          locale: mail.locale,
          created_at: now,
        })
        .execute();
    },
  };
}

export type LuckyDrawRepository = ReturnType<typeof createLuckyDrawRepository>;
