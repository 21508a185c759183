import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getBrand, orNotFound } from '~/features/catalog/api/catalog.server';
import { loadListing } from '~/features/catalog/api/listing.server';
import { BrandHeader } from '~/features/catalog/components/brand-header';
import { ListingView } from '~/features/catalog/components/listing/listing-view';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/brand';
import { catalogText } from '~/features/catalog/text';

/** A brand page (route name Manufacture), `/brand/{slug}`: the brand's products. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const brand = orNotFound(await getBrand(api, params.slug.toLowerCase()));
  const listing = await loadListing(api, url, {
    base: { brand_id: [brand.id] },
    facets: { categories: true, concerns: true },
  });
  const description = brand.description || catalogText('brandText', locale, { name: brand.name });
  const trail = trailFor(url, locale, [
    { name: catalogText('brandsTitle', locale), path: '/brand' },
    { name: brand.name, path: `/brand/${brand.slug}` },
  ]);
  return {
    listing,
    brand,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: brand.name,
      description,
      image: brand.logo_url,
      jsonLd: [
        trail.jsonLd,
        {
          '@context': 'https://schema.org',
          '@type': 'Brand',
          name: brand.name,
          ...(brand.logo_url ? { logo: new URL(brand.logo_url, url.origin).href } : {}),
        },
      ],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { listing, brand, crumbs } = loaderData;
  return (
    <ListingView
      listing={listing}
      title={brand.name}
      top={<Breadcrumb items={crumbs} />}
      before={<BrandHeader brand={brand} />}
      hiddenFilters={['brands']}
    />
  );
}
