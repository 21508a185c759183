import { Link } from 'react-router';
import type { MemberRewards, PartnerPrize, Redemption } from '@kilau/domain/rewards';
import { formatDate } from '@kilau/domain/shared';
import { WalletIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/i18n';
import { useRewardsText, type RewardsTextKey } from '../text';
import { BadgeList } from './badge-list';
import { PrizeCard, useCostText } from './prize-card';

const STATUS_TEXT: Record<Redemption['status'], RewardsTextKey> = {
  requested: 'rewardsStatusRequested',
  fulfilled: 'rewardsStatusFulfilled',
  cancelled: 'rewardsStatusCancelled',
};

const card = 'rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-8';
const heading = 'font-display text-2xl font-semibold text-plum-900';

/**
 * /my-rewards: the member's balances (beauty points, campaign tokens), badges earned and to
 * earn, the partner prizes to redeem, and the redemptions so far.
 */
export function RewardsPage({
  rewards,
  prizes,
  userName,
  attemptKey,
}: {
  rewards: MemberRewards | null;
  prizes: PartnerPrize[];
  userName: string;
  attemptKey: string;
}) {
  const text = useRewardsText();
  const locale = useLocale();
  const costText = useCostText();
  const balances: Array<[RewardsTextKey, string | null]> = [
    [
      'rewardsPoints',
      rewards?.points
        ? text('rewardsPointsUnit', { count: rewards.points.count.toLocaleString('id-ID') })
        : null,
    ],
    [
      'rewardsTokens',
      rewards?.total_october_campaign_tokens != null
        ? text('rewardsTokensUnit', {
            count: rewards.total_october_campaign_tokens.toLocaleString('id-ID'),
          })
        : null,
    ],
  ];
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="rewards-balances"
        className="rounded-3xl bg-plum-900 p-5 text-cream-50 sm:p-8"
      >
        <h2
          id="rewards-balances"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-blush-200"
        >
          <WalletIcon aria-hidden className="size-5" />
          {text('rewardsBalances')}
        </h2>
        {rewards ? (
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {balances.map(([label, value]) => (
              <div key={label} className="rounded-2xl bg-cream-50/10 p-4">
                <dt className="text-sm text-cream-100/90">{text(label)}</dt>
                <dd className="mt-1 font-display text-2xl font-semibold sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-3 text-sm text-cream-100/90">{text('rewardsBalanceUnknown')}</p>
        )}
      </section>

      <section aria-labelledby="rewards-badges" className={card}>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="rewards-badges" className={heading}>
              {text('rewardsBadges')}
            </h2>
            <p className="mt-1 text-sm text-plum-700">{text('rewardsBadgesIntro')}</p>
          </div>
          <Link
            to={`/profile/${encodeURIComponent(userName)}`}
            className="text-sm font-semibold text-rose-700 underline underline-offset-4 hover:text-plum-900"
          >
            {text('rewardsPublicProfile')}
          </Link>
        </div>
        <BadgeList badges={rewards?.badges ?? []} withToEarn />
      </section>

      <section aria-labelledby="rewards-prizes" className="grid gap-4">
        <h2 id="rewards-prizes" className={heading}>
          {text('rewardsPrizes')}
        </h2>
        {prizes.length > 0 ? (
          <div className="grid gap-4 md:grid-cols-2">
            {prizes.map((prize) => (
              <PrizeCard key={prize.id} prize={prize} attemptKey={attemptKey} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-plum-700">{text('rewardsPrizesEmpty')}</p>
        )}
      </section>

      <section aria-labelledby="rewards-history" className={card}>
        <h2 id="rewards-history" className={heading}>
          {text('rewardsHistory')}
        </h2>
        {rewards?.redemptions?.length ? (
          <ul className="mt-4 divide-y divide-blush-200">
            {rewards.redemptions.map((redemption) => (
              <li
                key={redemption.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
              >
                <div>
                  <p className="font-semibold text-plum-900">{redemption.prize_name}</p>
                  <p className="text-plum-700">
                    RW-{redemption.id} · {formatDate(redemption.created_at, locale)} ·{' '}
                    {costText(redemption.points, redemption.type)}
                    {redemption.phone_no ? ` · ${redemption.phone_no}` : ''}
                  </p>
                </div>
                <span className="rounded-full bg-blush-100 px-3 py-1 text-xs font-semibold text-plum-800">
                  {text(STATUS_TEXT[redemption.status])}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-plum-700">{text('rewardsHistoryEmpty')}</p>
        )}
      </section>
    </div>
  );
}
