import { data, useOutletContext } from 'react-router';
import {
  saveMessages,
  saveNewsletter,
  savePassword,
  saveProfile,
  saveTags,
} from '~/features/account/api/account-actions.server';
import {
  fetchMember,
  fetchPointsBalance,
  fetchTagOptions,
} from '~/features/account/api/account.server';
import {
  MESSAGES_INTENT,
  NEWSLETTER_INTENT,
  PASSWORD_INTENT,
  PROFILE_INTENT,
  TAGS_INTENT,
} from '~/features/account/account-forms';
import { BeautyProfileForm } from '~/features/account/components/beauty-profile-form';
import { NewsletterForm } from '~/features/account/components/newsletter-form';
import { OrderMessagesForm } from '~/features/account/components/order-messages-form';
import { PasswordForm } from '~/features/account/components/password-form';
import { PointsCard } from '~/features/account/components/points-card';
import { ProfileForm } from '~/features/account/components/profile-form';
import {
  fetchAcademyEnrolment,
  fetchAcademyProgress,
  fetchAcademySettings,
} from '~/features/academy/api/academy-calls';
import {
  AcademyAccountCard,
  type AcademyStanding,
} from '~/features/academy/components/academy-account-card';
import { AccountAuthenticityCard } from '~/features/authenticity/components/account-authenticity-card';
import type { AccountOutletContext } from '~/features/account/types';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { ApiClient } from '~/lib/api-envelope';
import type { Route } from './+types/my-account';
import { accountText, useAccountText } from '~/features/account/text';

/**
 * /my-account (001 §2): the Beauty Points with the info point modal, the profile, the beauty
 * profile and interests, the newsletter, the order updates (issue 25), the change-password form and, when an academy is
 * active, the member's academy status (001 §4). Not for search engines.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [tagOptions, points, academy] = await Promise.all([
    fetchTagOptions(api),
    fetchPointsBalance(api),
    loadAcademyStanding(api),
  ]);
  return {
    tagOptions,
    points,
    academy,
    seo: buildSeo(url, locale, {
      title: accountText('accountTabProfile', locale),
      description: accountText('accountSeoDescription', locale),
      noindex: true,
    }),
  };
}

/**
 * The member's academy status: null without an active academy (or when it cannot be read). The
 * enrolment is the member's own (`filter[user.id]`); an approved member's progress tells the
 * percent and whether they graduated.
 */
async function loadAcademyStanding(api: ApiClient): Promise<AcademyStanding | null> {
  const [settings, member] = await Promise.all([fetchAcademySettings(api), fetchMember(api)]);
  if (!settings.ok || !settings.data.is_active || !member) return null;
  const enrolment = await fetchAcademyEnrolment(api, member.id);
  if (!enrolment.ok) return null;
  const progress = enrolment.data?.status === 'approved' ? await fetchAcademyProgress(api) : null;
  return {
    academy: { name: settings.data.name, path_segment: settings.data.path_segment },
    enrolment: enrolment.data,
    progress: progress?.ok
      ? { percent: progress.data.percent, graduated: progress.data.graduated_at !== null }
      : null,
  };
}

/** One action for the page's forms, by intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  const input = { api, form, locale, loginPath: loginRedirectPath(url) };
  switch (form.get('intent')) {
    case PROFILE_INTENT:
      return saveProfile(input);
    case PASSWORD_INTENT:
      return savePassword(input);
    case TAGS_INTENT:
      return saveTags(input);
    case NEWSLETTER_INTENT:
      return saveNewsletter(input);
    case MESSAGES_INTENT:
      return saveMessages(input);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = pageMeta;

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { member } = useOutletContext<AccountOutletContext>();
  const text = useAccountText();
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {text('accountTabProfile')}
      </h1>
      <div className="grid gap-6">
        <PointsCard points={loaderData.points} />
        <ProfileForm member={member} />
        <BeautyProfileForm member={member} options={loaderData.tagOptions} />
        <NewsletterForm member={member} />
        <OrderMessagesForm member={member} />
        {loaderData.academy ? <AcademyAccountCard standing={loaderData.academy} /> : null}
        <PasswordForm />
        <AccountAuthenticityCard />
      </div>
    </>
  );
}
