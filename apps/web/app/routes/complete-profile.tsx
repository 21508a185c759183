import { redirect } from 'react-router';
import { FEMALE_SALUTE_ID, MALE_SALUTE_ID } from '@kilau/domain/accounts';
import { requireMember } from '~/features/auth/api/member-guard.server';
import { AccountPageCard } from '~/features/auth/components/account-page-card';
import { CompleteProfileForm } from '~/features/auth/components/complete-profile-form';
import { Wordmark } from '~/components/layout/wordmark';
import { safeRedirect } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/complete-profile';
import { authText, useAuthText } from '~/features/auth/text';

/**
 * Complete profile (route CompleteProfile, no header or footer): members whose mandatory fields
 * are missing; the query may carry fields already known (001 §4, after a social login).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const member = await requireMember(request, api);
  const next = safeRedirect(url.searchParams.get('redirect')) ?? '/';
  if (member.missing_fields.length === 0) throw redirect(next);
  const query = (key: string) => url.searchParams.get(key) ?? '';
  return {
    next,
    known: {
      user_name: member.user_name || query('user_name'),
      first_name: member.first_name || query('first_name'),
      last_name: member.last_name || query('last_name'),
      email: member.email || query('email'),
      phone_no: member.phone_no || query('phone_no'),
      salute_id: String(query('gender') === 'Male' ? MALE_SALUTE_ID : FEMALE_SALUTE_ID),
    },
    seo: buildSeo(url, locale, {
      title: authText('completeProfileTitle', locale),
      description: authText('completeProfileIntro', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function CompleteProfile({ loaderData }: Route.ComponentProps) {
  const text = useAuthText();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-blush-50 to-cream-50">
      <div className="flex justify-center pt-8">
        <Wordmark />
      </div>
      <AccountPageCard title={text('completeProfileTitle')} intro={text('completeProfileIntro')}>
        <CompleteProfileForm known={loaderData.known} next={loaderData.next} />
      </AccountPageCard>
    </div>
  );
}
