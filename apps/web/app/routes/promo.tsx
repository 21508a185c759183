import { Link } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { loadPromotionsPage } from '~/features/catalog/api/promotions.server';
import { PromotionList } from '~/features/catalog/components/promotion-list';
import { useText } from '~/lib/i18n';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import { uiText } from '~/lib/ui-text';
import type { Route } from './+types/promo';

/** `/promo` (route name Promo): the shop's running promotions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const title = uiText('promoTitle', locale);
  const trail = trailFor(url, locale, [{ name: title, path: '/promo' }]);
  return {
    ...(await loadPromotionsPage(api, url, 'promo')),
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title,
      description: uiText('promoText', locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Promo({ loaderData }: Route.ComponentProps) {
  const text = useText();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={loaderData.crumbs} />
      <header className="mb-6 mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-plum-900 md:text-4xl">
            {text('promoTitle')}
          </h1>
          <p className="mt-2 max-w-2xl text-plum-700">{text('promoText')}</p>
        </div>
        <Link
          to="/partners-promo"
          className="inline-flex min-h-12 items-center rounded-full border border-plum-900/20 bg-white px-6 font-semibold text-plum-900 hover:border-plum-900"
        >
          {text('partnersPromoTitle')}
        </Link>
      </header>
      <PromotionList {...loaderData} />
    </div>
  );
}
