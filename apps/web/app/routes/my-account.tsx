import { data, useOutletContext } from 'react-router';
import {
  saveNewsletter,
  savePassword,
  saveProfile,
  saveTags,
} from '~/features/account/api/account-actions.server';
import { fetchPointsBalance, fetchTagOptions } from '~/features/account/api/account.server';
import {
  NEWSLETTER_INTENT,
  PASSWORD_INTENT,
  PROFILE_INTENT,
  TAGS_INTENT,
} from '~/features/account/account-forms';
import { BeautyProfileForm } from '~/features/account/components/beauty-profile-form';
import { NewsletterForm } from '~/features/account/components/newsletter-form';
import { PasswordForm } from '~/features/account/components/password-form';
import { PointsCard } from '~/features/account/components/points-card';
import { ProfileForm } from '~/features/account/components/profile-form';
import { AccountAuthenticityCard } from '~/features/authenticity/components/account-authenticity-card';
import type { AccountOutletContext } from '~/features/account/types';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/my-account';
import { accountText, useAccountText } from '~/features/account/text';

/**
 * /my-account (001 §2): the Beauty Points with the info point modal, the profile, the beauty
 * profile and interests, the newsletter and the change-password form. Not for search engines.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [tagOptions, points] = await Promise.all([fetchTagOptions(api), fetchPointsBalance(api)]);
  return {
    tagOptions,
    points,
    seo: buildSeo(url, locale, {
      title: accountText('accountTabProfile', locale),
      description: accountText('accountSeoDescription', locale),
      noindex: true,
    }),
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
        <PasswordForm />
        <AccountAuthenticityCard />
      </div>
    </>
  );
}
