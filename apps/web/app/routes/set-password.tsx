import { AccountPageCard } from '~/features/auth/components/account-page-card';
import { SetPasswordForm } from '~/features/auth/components/set-password-form';
import { FormMessage } from '~/components/ui/form-field';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/set-password';
import { authText, useAuthText } from '~/features/auth/text';

/** Home's set-password child page: the link from the reset e-mail (`code` and `uid`). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = routeContext(request, context);
  const code = url.searchParams.get('code') ?? '';
  const uid = url.searchParams.get('uid') ?? '';
  return {
    link: /^\d+$/.test(uid) && code.length >= 10 ? { code, uid } : null,
    seo: buildSeo(url, locale, {
      title: authText('setPasswordTitle', locale),
      description: authText('setPasswordIntro', locale),
      noindex: true,
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

/** The reset link's code is in the address: no cache may keep this page. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const text = useAuthText();
  const { link } = loaderData;
  return (
    <AccountPageCard title={text('setPasswordTitle')} intro={text('setPasswordIntro')}>
      {link ? (
        <SetPasswordForm code={link.code} uid={link.uid} />
      ) : (
        <FormMessage tone="error">{text('setPasswordInvalid')}</FormMessage>
      )}
    </AccountPageCard>
  );
}
