import { PageHeader } from '~/components/layout/page-header';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { listCategories } from '~/features/catalog/api/catalog.server';
import { CategoryGrid } from '~/features/catalog/components/category-grid';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/shop';
import { catalogText, useCatalogText } from '~/features/catalog/text';

/** `/shop`: the category tree as a grid of ways in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const categories = await listCategories(api);
  const title = catalogText('shopTitle', locale);
  const trail = trailFor(url, locale, [{ name: title, path: '/shop' }]);
  return {
    categories,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title,
      description: catalogText('shopText', locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Shop({ loaderData }: Route.ComponentProps) {
  const text = useCatalogText();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={loaderData.crumbs} />
      <PageHeader
        title={text('shopTitle')}
        intro={text('shopText')}
        action={{ to: '/shop/all', label: text('browseAll') }}
      />
      <CategoryGrid categories={loaderData.categories} />
    </div>
  );
}
