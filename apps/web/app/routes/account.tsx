import { Outlet, redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { fetchMember } from '~/features/account/api/account.server';
import { AccountLayout, type AccountTab } from '~/features/account/components/account-layout';
import { AvatarUpload } from '~/features/account/components/avatar-upload';
import type { AccountOutletContext } from '~/features/account/types';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import type { Route } from './+types/account';

/**
 * The account screen's tabs (001 §2: /my-orders, /shipping-address, /my-account and /wishlist
 * share it; /my-quiz-results and /my-rewards, issue 21; /my-privacy, issue 25). A page joins the screen with one entry
 * here and its route under this layout.
 */
const ACCOUNT_TABS: readonly AccountTab[] = [
  { to: '/my-orders', label: 'accountTabOrders' },
  { to: '/my-account', label: 'accountTabProfile' },
  { to: '/shipping-address', label: 'accountTabAddresses' },
  { to: '/wishlist', label: 'accountTabWishlist' },
  { to: '/my-quiz-results', label: 'accountTabQuizResults' },
  { to: '/my-rewards', label: 'accountTabRewards' },
  { to: '/my-privacy', label: 'accountTabPrivacy' },
];

/** Members only (001 §6): a guest goes to the login, and comes back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, url } = routeContext(request, context);
  const member = await fetchMember(api);
  if (!member) throw redirect(loginRedirectPath(url));
  return { member };
}

export const ErrorBoundary = RouteError;

export default function AccountScreen({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  return (
    <AccountLayout member={member} tabs={ACCOUNT_TABS} avatarAction={<AvatarUpload />}>
      <Outlet context={{ member } satisfies AccountOutletContext} />
    </AccountLayout>
  );
}
