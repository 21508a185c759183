import type { Locale } from '@kilau/domain';
import {
  drawPrize,
  hasPrizeLeft,
  isCampaignRunning,
  LUCKY_DRAW,
  LUCKY_DRAW_EMAIL_REPEAT_MS,
  type LuckyDrawEmail,
  type LuckyDrawVoucher,
} from '@kilau/domain/engagement';
import { AppError } from '../../lib/app-error';
import type { LuckyDrawRepository } from './lucky-draw.repository';
import type { PrizeVouchers, RandomSource } from './lucky-draw-ports';

export type LuckyDrawWork = { draw: LuckyDrawRepository; vouchers: PrizeVouchers };

const notRunning = () => new AppError(404, 'lucky_draw_not_running', 'lucky_draw_not_running');

/**
 * The lucky draw's use cases (issue 21, docs/design/lucky-draw.md): one claim per member per
 * campaign, drawn by weight among the prizes left, under the prizes' row locks (ascending id);
 * the won voucher assigned to the member in the same transaction; the e-mail through the outbox.
 */
export function createLuckyDrawService(deps: {
  transaction: <T>(work: (repos: LuckyDrawWork) => Promise<T>) => Promise<T>;
  /** Reads outside a transaction (the primary: a member's own rows). */
  read: LuckyDrawWork;
  clock: () => Date;
  random: RandomSource;
  /** The shop's public origin: the mail's link starts there. */
  publicUrl: string;
  /** The campaign the game reads (001 §7: slug `lucky-draw`). */
  slug?: string;
}) {
  const slug = deps.slug ?? LUCKY_DRAW.campaignSlug;

  async function voucherOrFail(vouchers: PrizeVouchers, memberVoucherId: number, now: Date) {
    const voucher = await vouchers.find(memberVoucherId, now);
    if (!voucher) throw new Error(`lucky-draw claim's member voucher ${memberVoucherId} is gone`);
    return voucher;
  }

  return {
    /**
     * Claims the member's prize. A member who already claimed gets the same voucher again (200,
     * no second prize), even after the campaign ended. Refusals: 404 `lucky_draw_not_running`,
     * 409 `lucky_draw_out_of_prizes`.
     */
    claim(userId: number): Promise<LuckyDrawVoucher> {
      return deps.transaction(async ({ draw, vouchers }) => {
        const now = deps.clock();
        const campaign = await draw.findCampaign(slug);
        if (!campaign) throw notRunning();
        // Lock first (the global order), then look for a claim: a parallel claim of the same
        // member that committed while this one waited is seen here.
        const prizes = await draw.lockPrizes(campaign.id);
        const claimed = await draw.findClaim(campaign.id, userId);
        if (claimed) return voucherOrFail(vouchers, claimed.member_voucher_id, now);
        if (!isCampaignRunning(campaign, now)) throw notRunning();
        const held = new Set(
          await draw.heldVoucherIds(
            userId,
            prizes.map((prize) => prize.voucher_id),
          ),
        );
        const won = drawPrize(
          prizes.filter((prize) => !held.has(prize.voucher_id)),
          deps.random(),
        );
        if (!won || !(await draw.takePrize(won.id, now))) {
          throw new AppError(409, 'lucky_draw_out_of_prizes', 'lucky_draw_out_of_prizes');
        }
        const memberVoucherId = await vouchers.assign(won.voucher_id, userId, now);
        if (memberVoucherId === null) throw new Error(`member ${userId} already holds the prize`);
        await draw.insertClaim({
          campaign_id: campaign.id,
          user_id: userId,
          prize_id: won.id,
          member_voucher_id: memberVoucherId,
          claimed_at: now,
        });
        return voucherOrFail(vouchers, memberVoucherId, now);
      });
    },

    /** The member's claimed voucher of the campaign, or null (001 §7 `claimedVoucher`). */
    async claimedVoucher(userId: number): Promise<LuckyDrawVoucher | null> {
      const now = deps.clock();
      const campaign = await deps.read.draw.findCampaign(slug);
      if (!campaign) return null;
      const claimed = await deps.read.draw.findClaim(campaign.id, userId);
      return claimed ? voucherOrFail(deps.read.vouchers, claimed.member_voucher_id, now) : null;
    },

    /**
     * E-mails the member's own lucky-draw voucher through the outbox (template
     * `lucky_draw_voucher`, in the request's language). Another voucher, or another member's:
     * 404. A repeat within `LUCKY_DRAW_EMAIL_REPEAT_MS` answers ok without a second mail.
     */
    email(userId: number, memberVoucherId: number, locale: Locale): Promise<LuckyDrawEmail> {
      return deps.transaction(async ({ draw, vouchers }) => {
        const now = deps.clock();
        const claim = await draw.lockClaimOfVoucher(userId, memberVoucherId);
        if (!claim) {
          throw new AppError(404, 'lucky_draw_voucher_not_found', 'lucky_draw_voucher_not_found');
        }
        const answer = (at: Date) => ({
          voucher_id: String(memberVoucherId),
          emailed_at: at.toISOString(),
        });
        const last = claim.emailed_at;
        if (last && now.getTime() - last.getTime() < LUCKY_DRAW_EMAIL_REPEAT_MS)
          return answer(last);
        const [recipient, voucher] = await Promise.all([
          draw.memberEmail(userId),
          voucherOrFail(vouchers, memberVoucherId, now),
        ]);
        if (!recipient) {
          throw new AppError(404, 'lucky_draw_voucher_not_found', 'lucky_draw_voucher_not_found');
        }
        await draw.queueMail(
          {
            recipient,
            template: 'lucky_draw_voucher',
            locale,
            payload: {
              name: voucher.name,
              code: voucher.code,
              discount_type: voucher.discount_type,
              amount: voucher.amount,
              percentage: voucher.percentage,
              max_discount: voucher.max_discount,
              min_amount: voucher.min_amount,
              to_date: voucher.to_date,
              shop_url: new URL('/', deps.publicUrl).toString(),
            },
          },
          now,
        );
        await draw.markEmailed(claim.id, now);
        return answer(now);
      });
    },

    /**
     * The campaign list's gate (the catalogue's `/v3/promotions?filter[object_type]=campaign`):
     * of these campaigns, the ids of draw campaigns (the game's slug, or any with prizes) that
     * have no prize left to draw — the list leaves them out, so a non-empty list means quota.
     */
    async campaignsWithoutPrizes(campaigns: readonly { id: number; slug: string }[]) {
      const prizes = await deps.read.draw.prizesOf(campaigns.map((campaign) => campaign.id));
      const hidden = new Set<number>();
      for (const campaign of campaigns) {
        const own = prizes.filter((prize) => prize.campaign_id === campaign.id);
        const isDraw = campaign.slug === slug || own.length > 0;
        if (isDraw && !hasPrizeLeft(own)) hidden.add(campaign.id);
      }
      return hidden;
    },
  };
}

export type LuckyDrawService = ReturnType<typeof createLuckyDrawService>;
