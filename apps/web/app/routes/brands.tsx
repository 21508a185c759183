import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { listBrandLetters } from '~/features/catalog/api/catalog.server';
import { BrandIndex } from '~/features/catalog/components/brand-index';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/brands';
import { catalogText, useCatalogText } from '~/features/catalog/text';

/** `/brand`: every brand, A to Z. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const letters = await listBrandLetters(api);
  const title = catalogText('brandsTitle', locale);
  const trail = trailFor(url, locale, [{ name: title, path: '/brand' }]);
  return {
    letters,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title,
      description: catalogText('brandsText', locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Brands({ loaderData }: Route.ComponentProps) {
  const text = useCatalogText();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={loaderData.crumbs} />
      <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
        {text('brandsTitle')}
      </h1>
      <p className="mt-2 max-w-2xl text-plum-700">{text('brandsText')}</p>
      <div className="mt-4">
        <BrandIndex letters={loaderData.letters} />
      </div>
    </div>
  );
}
