import { redirect } from 'react-router';
import { categoryPath, parseCategoryRef } from '@kilau/domain/catalog';
import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getCategory, orNotFound } from '~/features/catalog/api/catalog.server';
import { loadListing } from '~/features/catalog/api/listing.server';
import { SubcategoryLinks } from '~/features/catalog/components/subcategory-links';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/shop-category';
import { catalogText } from '~/features/catalog/text';

/**
 * A category, `/shop/{categoryId}-{categorySlug}`: its products (children included), its
 * subcategories and the brands it holds. A wrong slug redirects to the canonical one.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const ref = orNotFound(parseCategoryRef(params.categoryRef));
  const [category, listing] = await Promise.all([
    getCategory(api, ref.categoryId),
    loadListing(api, url, {
      base: { category_id: ref.categoryId },
      facets: { brands: true, concerns: true },
    }),
  ]);
  const found = orNotFound(category);
  const canonical = categoryPath({ categoryId: found.id, categorySlug: found.slug });
  if (canonical !== url.pathname) throw redirect(canonical + url.search, 301);

  const intro =
    found.description ||
    catalogText('categoryText', locale, {
      name: found.name,
      amount: formatRupiah(FREE_SHIPPING_LIMIT),
    });
  const trail = trailFor(
    url,
    locale,
    found.trail.map((item) => ({ name: item.name, path: item.url })),
  );
  return {
    listing,
    category: found,
    intro,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, { title: found.name, description: intro, jsonLd: [trail.jsonLd] }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Category({ loaderData }: Route.ComponentProps) {
  const { listing, category, intro, crumbs } = loaderData;
  return (
    <ListingView
      listing={listing}
      title={category.name}
      intro={intro}
      top={<Breadcrumb items={crumbs} />}
      before={<SubcategoryLinks categories={category.children} />}
    />
  );
}
