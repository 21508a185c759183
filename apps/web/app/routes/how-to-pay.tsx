import { RouteError } from '~/components/layout/route-error';
import { HowToPayPage } from '~/features/checkout/components/how-to-pay-page';
import { HOW_TO_PAY_GUIDES, howToPayGuide } from '~/features/checkout/lib/how-to-pay-guides';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/how-to-pay';
import { checkoutText } from '~/features/checkout/text';

/**
 * /how-to-pay (000 §2): the payment help, open to everyone and to search engines. `?method=`
 * picks the guide (the confirmation page links to its method's); the first guide otherwise.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale, url } = routeContext(request, context);
  const method = url.searchParams.get('method');
  const guide = howToPayGuide(method) ?? HOW_TO_PAY_GUIDES[0];
  return {
    method: guide?.method ?? null,
    seo: buildSeo(url, locale, {
      title: checkoutText('howToPayTitle', locale),
      description: checkoutText('howToPaySeoDescription', locale),
      path: '/how-to-pay',
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function HowToPay({ loaderData }: Route.ComponentProps) {
  const guide = howToPayGuide(loaderData.method) ?? HOW_TO_PAY_GUIDES[0];
  return guide ? <HowToPayPage guide={guide} /> : null;
}
