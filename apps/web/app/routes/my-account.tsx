import { data, useOutletContext } from 'react-router';
import { saveProfile, savePassword } from '~/features/account/api/account-actions.server';
import { PASSWORD_INTENT, PROFILE_INTENT } from '~/features/account/forms';
import { PasswordForm } from '~/features/account/components/password-form';
import { ProfileForm } from '~/features/account/components/profile-form';
import type { AccountOutletContext } from '~/features/account/types';
import { useText } from '~/lib/i18n';
import { loginRedirectPath } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import { uiText } from '~/lib/ui-text';
import type { Route } from './+types/my-account';

/** /my-account (001 §2): the profile and the change-password form. Not for search engines. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = routeContext(request, context);
  return {
    seo: buildSeo(url, locale, {
      title: uiText('accountTabProfile', locale),
      description: uiText('accountSeoDescription', locale),
      noindex: true,
    }),
  };
}

/** One action for the page's forms, by intent: the profile or the password. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale, url } = routeContext(request, context);
  const form = await request.formData();
  const input = { api, form, locale, loginPath: loginRedirectPath(url) };
  switch (form.get('intent')) {
    case PROFILE_INTENT:
      return saveProfile(input);
    case PASSWORD_INTENT:
      return savePassword(input);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = pageMeta;

export default function MyAccount() {
  const { member } = useOutletContext<AccountOutletContext>();
  const text = useText();
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {text('accountTabProfile')}
      </h1>
      <div className="grid gap-6">
        <ProfileForm member={member} />
        <PasswordForm />
      </div>
    </>
  );
}
