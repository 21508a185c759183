import { Form, useNavigation } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { unsubscribeNewsletter } from '~/features/newsletter/api/newsletter.server';
import { NewsletterLinkPage } from '~/features/newsletter/components/newsletter-link-page';
import { newsletterText, useNewsletterText } from '~/features/newsletter/text';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/newsletter-unsubscribe';

export const UNSUBSCRIBE_INTENT = 'unsubscribe';

/**
 * /newsletter/unsubscribe?token= (docs/design/newsletter.md): the link in every marketing mail.
 * Opening it changes nothing (link checkers open links too); one button unsubscribes, no
 * sign-in. Mail clients unsubscribe in one click through the API (`List-Unsubscribe-Post`).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = routeContext(request, context);
  return {
    token: url.searchParams.get('token')?.trim() ?? '',
    seo: buildSeo(url, locale, {
      title: newsletterText('unsubscribeTitle', locale),
      description: newsletterText('unsubscribeSeoDescription', locale),
      path: '/newsletter/unsubscribe',
      noindex: true,
    }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = routeContext(request, context);
  const form = await request.formData();
  const token = String(form.get('token') ?? '').trim();
  if (form.get('intent') !== UNSUBSCRIBE_INTENT || !token) {
    return { ok: false as const, message: newsletterText('missingToken', locale) };
  }
  return unsubscribeNewsletter(api, token);
}

/** A personal answer: never kept by a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const text = useNewsletterText();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const title = text('unsubscribeTitle');
  if (actionData?.ok) {
    return (
      <NewsletterLinkPage title={title} heading={text('unsubscribedHeading')} tone="success">
        {text('unsubscribedText', { email: actionData.email })}
      </NewsletterLinkPage>
    );
  }
  if (!loaderData.token || actionData) {
    return (
      <NewsletterLinkPage title={title} heading={text('failedHeading')} tone="error">
        {actionData?.message || text('missingToken')}
      </NewsletterLinkPage>
    );
  }
  return (
    <NewsletterLinkPage
      title={title}
      heading={text('unsubscribeTitle')}
      tone="info"
      action={
        <Form method="post">
          <input type="hidden" name="intent" value={UNSUBSCRIBE_INTENT} />
          <input type="hidden" name="token" value={loaderData.token} />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={`${BUTTON_CLASS.primary} w-full sm:w-auto`}
          >
            {busy ? text('submitting') : text('unsubscribeButton')}
          </button>
        </Form>
      }
    >
      {text('unsubscribeText')}
    </NewsletterLinkPage>
  );
}
