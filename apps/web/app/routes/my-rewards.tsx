import { data, redirect, useOutletContext } from 'react-router';
import type { AccountOutletContext } from '~/features/account/types';
import { redeemFromForm } from '~/features/rewards/api/redeem-action.server';
import { fetchMyRewards, fetchPartnerPrizes } from '~/features/rewards/api/rewards.server';
import { RewardsPage } from '~/features/rewards/components/rewards-page';
import { REDEEM_INTENT } from '~/features/rewards/reward-forms';
import { rewardsText, useRewardsText } from '~/features/rewards/text';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-rewards';

/**
 * /my-rewards (001 §1 "Badges and rewards", §7; docs/design/rewards.md): the account screen's
 * rewards — balances, badges, partner prizes to redeem, redemptions. Members only. Each load
 * gives the forms a fresh `Idempotency-Key` base: a form sent twice redeems once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [rewards, prizes] = await Promise.all([fetchMyRewards(api), fetchPartnerPrizes(api)]);
  if (rewards === 'guest') throw redirect(loginRedirectPath(url));
  return {
    rewards,
    prizes,
    attemptKey: crypto.randomUUID(),
    seo: buildSeo(url, locale, {
      title: rewardsText('rewardsTitle', locale),
      description: rewardsText('rewardsSeoDescription', locale),
      noindex: true,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  if (form.get('intent') !== REDEEM_INTENT) throw data(null, { status: 400 });
  return redeemFromForm({ api, form, locale, loginPath: loginRedirectPath(url) });
}

export const meta: Route.MetaFunction = pageMeta;

export default function MyRewards({ loaderData }: Route.ComponentProps) {
  const { member } = useOutletContext<AccountOutletContext>();
  const text = useRewardsText();
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {text('rewardsTitle')}
      </h1>
      <RewardsPage
        rewards={loaderData.rewards}
        prizes={loaderData.prizes}
        userName={member.user_name}
        attemptKey={loaderData.attemptKey}
      />
    </>
  );
}
