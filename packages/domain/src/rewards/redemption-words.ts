import type { Locale } from '../shared/locale';
import { translate } from '../messages';
import type { RewardBalanceKind } from './constants';

/** A redemption's number as members and staff read it: `RW-{id}` (the mails', the queue's). */
export const redemptionNumber = (id: number | string) => `RW-${id}`;

/** A prize's cost in words, in `locale`: "250 poin", "3 tokens". */
export const rewardCostText = (cost: number, kind: RewardBalanceKind, locale: Locale) =>
  translate(kind === 'points' ? 'reward_cost_points' : 'reward_cost_tokens', locale, {
    count: cost,
  });
