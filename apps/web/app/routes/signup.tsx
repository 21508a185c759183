import { redirect } from 'react-router';
import { fetchMember } from '~/features/auth/api/member.server';
import { AccountPageCard } from '~/features/auth/components/account-page-card';
import { requestLogin } from '~/lib/login-request';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/signup';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { authText, useAuthText } from '~/features/auth/text';

/** `/signup` opens the register form (001 §2); a member is already signed up and goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  if (await fetchMember(api, request.headers.get('Cookie'))) throw redirect('/');
  return {
    seo: buildSeo(url, locale, {
      title: authText('signupTitle', locale),
      description: authText('signupDescription', locale),
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

const PERKS = ['registerIntro', 'loginIntro'] as const;

export default function Signup() {
  const text = useAuthText();
  return (
    <AccountPageCard title={text('signupTitle')} intro={text('signupDescription')}>
      <ul className="mb-6 space-y-2 text-sm text-plum-800">
        {PERKS.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true" className="text-rose-600">
              ✦
            </span>
            {text(key)}
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <button
          type="button"
          onClick={() => requestLogin({ view: 'register', redirect: '/' })}
          className={BUTTON_CLASS.primary}
        >
          {text('registerSubmit')}
        </button>
        <button
          type="button"
          onClick={() => requestLogin({ view: 'login', redirect: '/' })}
          className={BUTTON_CLASS.secondary}
        >
          {text('haveAccount')} {text('tabLogin')}
        </button>
      </div>
    </AccountPageCard>
  );
}
