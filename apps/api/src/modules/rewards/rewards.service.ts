import type { Locale } from '@kilau/domain';
import {
  BADGES,
  BADGES_LIMIT,
  checkRedemption,
  isBadgeKey,
  PRIZE_KINDS_NEEDING_PHONE,
  redemptionNumber,
  rewardCostText,
  type MemberRewards,
  type PartnerPrize,
  type RedeemAnswer,
  type RedeemInput,
  type Redemption,
} from '@kilau/domain/rewards';
import { createHash } from 'node:crypto';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { RewardsRepository } from './rewards.repository';

type PrizeRow = NonNullable<Awaited<ReturnType<RewardsRepository['prize']>>>;
type RedemptionRow = NonNullable<Awaited<ReturnType<RewardsRepository['redemption']>>>;

/** Redemptions a member sees of their own, newest first. */
const REDEMPTIONS_SHOWN = 50;

const prizeView = (row: PrizeRow, locale: Locale): PartnerPrize => ({
  id: String(row.id),
  kind: row.kind,
  partner_name: row.partner_name,
  name: locale === 'en' ? row.name_en : row.name,
  cost: row.cost,
  type: row.balance_kind,
  image: row.image_url,
  stock: row.stock,
  needs_phone: PRIZE_KINDS_NEEDING_PHONE.includes(row.kind),
});

const redemptionView = (row: RedemptionRow): Redemption => ({
  id: String(row.id),
  partner_id: String(row.prize_id),
  prize_name: row.prize_name,
  points: row.cost,
  type: row.balance_kind,
  phone_no: row.phone_no,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
});

/** The hash a replayed `Idempotency-Key` must match: the same body, field by field. */
const requestHash = (input: RedeemInput) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.points,
        input.phone_no ?? null,
        input.kpi ?? null,
        String(input.partner_id),
        input.email_banner ?? null,
        input.prize_name ?? null,
        input.type,
      ]),
    )
    .digest('hex');

/** 409: the prize's cost (or balance) is not the one the member confirmed. */
const costChanged = (prize: { cost: number; balance_kind: 'points' | 'tokens' }) =>
  new AppError(
    409,
    'reward_cost_changed',
    'reward_cost_changed',
    { cost: prize.cost },
    { current: { cost: prize.cost, type: prize.balance_kind } },
  );

const insufficient = () => new AppError(422, 'INSUFFICIENT_POINTS', 'insufficient_points');

/**
 * Rewards (docs/design/rewards.md): the prizes a member can redeem, a redemption in one
 * transaction, and what a member has earned.
 *
 * A redemption takes its locks in the global order (ADR 0014, docs/conventions.md): the
 * idempotency key → the point balance or the token balance (a conditional update: never below
 * zero, so parallel redemptions take exactly what the balance covers) → the prize's row (stock,
 * a conditional update) → new rows (the redemption, its ledger row, the confirmation mail).
 */
export function createRewardsService(deps: {
  rewards: RewardsRepository;
  transaction: <T>(work: (rewards: RewardsRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
}) {
  const { rewards, transaction, clock } = deps;

  const answer = async (repository: RewardsRepository, userId: number, row: RedemptionRow) => {
    const balances = await repository.balances(userId);
    return {
      redemption: redemptionView(row),
      points: { count: balances.points },
      total_october_campaign_tokens: balances.tokens,
    } satisfies RedeemAnswer;
  };

  const badgesOf = async (userId: number, locale: Locale) =>
    (await rewards.badges(userId, BADGES_LIMIT)).flatMap((row) =>
      isBadgeKey(row.badge_key)
        ? [
            {
              key: row.badge_key,
              name: BADGES[row.badge_key][locale],
              earned_at: new Date(row.earned_at).toISOString(),
            },
          ]
        : [],
    );

  return {
    async prizes(locale: Locale): Promise<PartnerPrize[]> {
      return (await rewards.activePrizes()).map((row) => prizeView(row, locale));
    },

    async redeem(
      userId: number,
      input: RedeemInput,
      key: string | null,
      locale: Locale,
    ): Promise<{ result: RedeemAnswer; replay: boolean }> {
      return transaction(async (tx) => {
        const now = clock();
        if (key) {
          const claim = await tx.claimKey(userId, key, requestHash(input), now);
          if (!claim.fresh) {
            if (claim.requestHash !== requestHash(input) || claim.redemptionId === null) {
              throw new AppError(422, 'idempotency_key_reused', 'idempotency_key_reused');
            }
            const first = await tx.redemption(claim.redemptionId);
            if (!first) throw new AppError(422, 'idempotency_key_reused', 'idempotency_key_reused');
            return { result: await answer(tx, userId, first), replay: true };
          }
        }
        const prize = await tx.prize(Number(input.partner_id));
        if (!prize || !prize.is_active) {
          throw new AppError(404, 'reward_prize_not_found', 'reward_prize_not_found');
        }
        const check = checkRedemption(prize, input);
        if (!check.ok) {
          if (check.code === 'reward_cost_changed') throw costChanged(prize);
          throw check.code === 'reward_type_mismatch'
            ? fieldsRefused(
                { type: { code: 'reward_type_mismatch', params: { type: prize.balance_kind } } },
                locale,
              )
            : fieldsRefused({ phone_no: 'reward_phone_invalid' }, locale);
        }
        if (!(await tx.debit(userId, prize.balance_kind, prize.cost, now))) throw insufficient();
        if (!(await tx.takeStock(prize, now))) {
          // Read again under the row's lock: switched off or repriced since the check, or gone.
          const current = await tx.prize(prize.id);
          if (!current?.is_active) {
            throw new AppError(404, 'reward_prize_not_found', 'reward_prize_not_found');
          }
          if (current.cost !== prize.cost || current.balance_kind !== prize.balance_kind) {
            throw costChanged(current);
          }
          throw new AppError(409, 'reward_out_of_stock', 'reward_out_of_stock');
        }
        const prizeName = locale === 'en' ? prize.name_en : prize.name;
        const row = await tx.insertRedemption({
          userId,
          prizeId: prize.id,
          prizeName,
          cost: prize.cost,
          balanceKind: prize.balance_kind,
          phone: check.value.phone,
          kpi: input.kpi ?? null,
          emailBanner: input.email_banner ?? null,
          key,
          locale,
          now,
        });
        await tx.recordDebit(userId, prize.balance_kind, prize.cost, row.id, now);
        const member = await tx.member(userId);
        if (member) {
          await tx.queueMail({
            recipient: member.email,
            locale,
            now,
            payload: {
              reference: redemptionNumber(row.id),
              name: member.first_name || member.email,
              prize: prizeName,
              partner: prize.partner_name,
              cost: rewardCostText(prize.cost, prize.balance_kind, locale),
              phone: check.value.phone ?? '',
            },
          });
        }
        if (key) await tx.keyAnswered(userId, key, row.id);
        return { result: await answer(tx, userId, row), replay: false };
      });
    },

    /**
     * What member `id` has earned: badges for anyone (they show on the public profile too); the
     * balances and redemptions only to the member themself (`viewerId`).
     */
    async memberRewards(
      id: number,
      viewerId: number | null,
      locale: Locale,
    ): Promise<MemberRewards> {
      if (!(await rewards.memberExists(id))) {
        throw new AppError(404, 'profile_not_found', 'profile_not_found');
      }
      const own = viewerId === id;
      const badges = await badgesOf(id, locale);
      if (!own) {
        return {
          own,
          badges,
          points: null,
          total_october_campaign_tokens: null,
          redemptions: null,
        };
      }
      const [balances, redemptions] = await Promise.all([
        rewards.balances(id),
        rewards.redemptions(id, REDEMPTIONS_SHOWN),
      ]);
      return {
        own,
        badges,
        points: { count: balances.points },
        total_october_campaign_tokens: balances.tokens,
        redemptions: redemptions.map(redemptionView),
      };
    },

    badges: badgesOf,
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
