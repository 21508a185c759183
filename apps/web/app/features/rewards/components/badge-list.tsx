import { BADGE_KEYS, BADGES, type Badge } from '@kilau/domain/rewards';
import { formatDate } from '@kilau/domain/shared';
import { SparkleIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { useRewardsText } from '../text';

/**
 * A member's badges (001 §1 "Badges and rewards"; up to 100, oldest first as the API answers
 * them). With `withToEarn`, the milestones not reached yet follow, dimmed (the account's view).
 */
export function BadgeList({
  badges,
  withToEarn = false,
}: {
  badges: Badge[];
  withToEarn?: boolean;
}) {
  const text = useRewardsText();
  const locale = useLocale();
  const earned = new Set(badges.map((badge) => badge.key));
  const toEarn = withToEarn ? BADGE_KEYS.filter((key) => !earned.has(key)) : [];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {badges.map((badge) => (
        <li
          key={badge.key}
          className="flex flex-col items-center rounded-2xl bg-blush-50 p-4 text-center ring-1 ring-blush-200"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-rose-400 to-plum-800 text-cream-50">
            <SparkleIcon aria-hidden className="size-6" />
          </span>
          <p className="mt-2 text-sm font-semibold text-plum-900">{badge.name}</p>
          <p className="text-xs text-plum-700">
            {text('rewardsBadgeEarned', { date: formatDate(badge.earned_at, locale) })}
          </p>
        </li>
      ))}
      {toEarn.map((key) => (
        <li
          key={key}
          className="flex flex-col items-center rounded-2xl border border-dashed border-plum-500/40 p-4 text-center"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-cream-200 text-plum-600">
            <SparkleIcon aria-hidden className="size-6" />
          </span>
          <p className="mt-2 text-sm font-semibold text-plum-800">{BADGES[key][locale]}</p>
          <p className="text-xs text-plum-700">{text('rewardsBadgeToEarn')}</p>
        </li>
      ))}
    </ul>
  );
}
