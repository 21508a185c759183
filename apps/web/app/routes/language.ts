import { isLocale } from '@kilau/domain';
import { redirect } from 'react-router';
import { languageCookie, safeRedirectPath } from '~/lib/language-cookie';
import type { Route } from './+types/language';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  const to = safeRedirectPath(form.get('redirectTo'));
  if (!isLocale(lang)) return redirect(to);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(to, { headers: { 'Set-Cookie': languageCookie(lang, { secure }) } });
}

/** A stray GET (e.g. a bookmarked form target) goes home. */
export function loader() {
  return redirect('/');
}
