import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { REWARDS_TEXT } from './rewards';

/** The rewards' copy (the account's rewards page, the public profile), with the shell's. */
export const rewardsText = featureText(REWARDS_TEXT);
export type RewardsTextKey = Parameters<typeof rewardsText>[0];
export const useRewardsText = featureTextHook(rewardsText);
