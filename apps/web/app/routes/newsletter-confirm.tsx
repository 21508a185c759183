import { RouteError } from '~/components/layout/route-error';
import { confirmNewsletter } from '~/features/newsletter/api/newsletter.server';
import { NewsletterLinkPage } from '~/features/newsletter/components/newsletter-link-page';
import { newsletterText, useNewsletterText } from '~/features/newsletter/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/newsletter-confirm';

/**
 * /newsletter/confirm?token= (docs/design/newsletter.md): the double opt-in mail's link. Opening
 * it confirms (the API's confirm is idempotent, so a second visit says the same), then says so
 * — or why not (expired after 7 days, unknown) — and leads back to the shop.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const token = url.searchParams.get('token')?.trim() ?? '';
  const answer = token
    ? await confirmNewsletter(api, token)
    : { ok: false as const, message: newsletterText('missingToken', locale) };
  return {
    answer,
    seo: buildSeo(url, locale, {
      title: newsletterText('confirmTitle', locale),
      description: newsletterText('confirmSeoDescription', locale),
      path: '/newsletter/confirm',
      noindex: true,
    }),
  };
}

/** A personal answer: never kept by a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const text = useNewsletterText();
  const { answer } = loaderData;
  return answer.ok ? (
    <NewsletterLinkPage
      title={text('confirmTitle')}
      heading={text('confirmedHeading')}
      tone="success"
    >
      {text('confirmedText', { email: answer.email })}
    </NewsletterLinkPage>
  ) : (
    <NewsletterLinkPage title={text('confirmTitle')} heading={text('failedHeading')} tone="error">
      {answer.message}
    </NewsletterLinkPage>
  );
}
