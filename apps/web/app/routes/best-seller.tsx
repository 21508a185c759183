import { BEST_SELLER_PER_CATEGORY } from '@kilau/domain/catalog';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { listCategories, listProducts } from '~/features/catalog/api/catalog.server';
import { ProductSlider } from '~/features/catalog/components/product-slider';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/best-seller';
import { catalogText, useCatalogText } from '~/features/catalog/text';

/** `/best-seller`: the 20 best sellers of each top category (000 §9), one row per category. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const categories = await listCategories(api);
  const groups = await Promise.all(
    categories.map(async (category) => ({
      category: { id: category.id, name: category.name, url: category.url },
      products: (
        await listProducts(api, {
          category_id: category.id,
          sort: 'bestseller',
          limit: BEST_SELLER_PER_CATEGORY,
        })
      ).items,
    })),
  );
  const title = catalogText('bestSellerTitle', locale);
  const trail = trailFor(url, locale, [{ name: title, path: '/best-seller' }]);
  return {
    groups: groups.filter((group) => group.products.length > 0),
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title,
      description: catalogText('bestSellerText', locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function BestSeller({ loaderData }: Route.ComponentProps) {
  const text = useCatalogText();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
        <Breadcrumb items={loaderData.crumbs} />
        <h1 className="mt-2 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
          {text('bestSellerTitle')}
        </h1>
        <p className="mt-2 max-w-2xl text-plum-700">{text('bestSellerText')}</p>
      </div>
      {loaderData.groups.map(({ category, products }) => (
        <ProductSlider
          key={category.id}
          title={category.name}
          products={products}
          seeAllTo={`${category.url}?sort=bestseller`}
          className="mt-10"
        />
      ))}
    </>
  );
}
