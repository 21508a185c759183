import { redirect } from 'react-router';
import { parseCategoryRef, promoCategoryPath } from '@kilau/domain/catalog';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getCategory, orNotFound } from '~/features/catalog/api/catalog.server';
import { loadListing } from '~/features/catalog/api/listing.server';
import { SubcategoryLinks } from '~/features/catalog/components/subcategory-links';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/promo-category';
import { catalogText } from '~/features/catalog/text';

/**
 * A category's deals, `/promo/{categoryId}-{categorySlug}`: its discounted products, biggest
 * discount first.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const ref = orNotFound(parseCategoryRef(params.categoryRef));
  const [category, listing] = await Promise.all([
    getCategory(api, ref.categoryId),
    loadListing(api, url, {
      base: { category_id: ref.categoryId, is_sale: true },
      defaultSort: 'discount',
      facets: { brands: true, concerns: true },
    }),
  ]);
  const found = orNotFound(category);
  const canonical = promoCategoryPath({ categoryId: found.id, categorySlug: found.slug });
  if (canonical !== url.pathname) throw redirect(canonical + url.search, 301);

  const title = catalogText('promoCategoryTitle', locale, { name: found.name });
  const intro = catalogText('promoCategoryText', locale, { name: found.name.toLowerCase() });
  const trail = trailFor(url, locale, [
    { name: catalogText('promoTitle', locale), path: '/promo' },
    { name: found.name, path: canonical },
  ]);
  return {
    listing,
    title,
    intro,
    children: found.children.map((child) => ({
      ...child,
      url: promoCategoryPath({ categoryId: child.id, categorySlug: child.slug }),
    })),
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, { title, description: intro, jsonLd: [trail.jsonLd] }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function CategoryPromo({ loaderData }: Route.ComponentProps) {
  const { listing, title, intro, children, crumbs } = loaderData;
  return (
    <ListingView
      listing={listing}
      title={title}
      intro={intro}
      top={<Breadcrumb items={crumbs} />}
      before={<SubcategoryLinks categories={children} />}
    />
  );
}
