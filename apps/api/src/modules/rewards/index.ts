import type { Database } from '@kilau/db';
import type { BadgeKey } from '@kilau/domain/rewards';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createRewardsRepository, insertBadgeOnce } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';

/**
 * The badge port other modules call in their own transaction (`tx` first): awards `key` to the
 * member once — a second award is nothing — and answers whether this call awarded it.
 */
export type AwardBadge = (
  tx: Kysely<Database>,
  memberId: number,
  key: BadgeKey,
) => Promise<boolean>;

export const createBadgeAwards =
  (clock: () => Date): AwardBadge =>
  (tx, memberId, key) =>
    insertBadgeOnce(tx, memberId, key, clock());

/** The rewards' use cases, built once in app.ts (the accounts' public profile reads its badges). */
export function createRewards(options: {
  db: Kysely<Database>;
  clock: () => Date;
}): RewardsService {
  return createRewardsService({
    rewards: createRewardsRepository(options.db),
    transaction: (work) => inTransaction(options.db, (tx) => work(createRewardsRepository(tx))),
    clock: options.clock,
  });
}

export type { RewardsService } from './rewards.service';

/**
 * Tokens, rewards and badges (prefix `/api`; docs/design/rewards.md): the partner prizes a
 * member can redeem, the redemption, and what a member has earned.
 */
export const rewardsModule: FastifyPluginAsync<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  await app.register(rewardsRoutes, { rewards });
};
