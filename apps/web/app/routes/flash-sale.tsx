import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getFlashSale } from '~/features/catalog/api/catalog.server';
import { FlashSaleHeader } from '~/features/catalog/components/flash-sale-header';
import { ProductGrid } from '~/features/catalog/components/product-grid';
import { EmptyState } from '~/features/catalog/components/listing/empty-state';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/flash-sale';
import { catalogText, useCatalogText } from '~/features/catalog/text';

/** `/flash-sale`: the running (or next) flash sale with a live countdown and its products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const sale = await getFlashSale(api);
  const title = catalogText('flashSaleTitle', locale);
  const trail = trailFor(url, locale, [{ name: title, path: '/flash-sale' }]);
  return {
    sale,
    now: Date.now(),
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: sale?.name ?? title,
      description: catalogText('flashSaleText', locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function FlashSalePage({ loaderData }: Route.ComponentProps) {
  const { sale, now, crumbs } = loaderData;
  const text = useCatalogText();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={crumbs} />
      {sale ? (
        <>
          <FlashSaleHeader sale={sale} serverNow={now} headingLevel="h1" />
          <div className="mt-6">
            <ProductGrid products={sale.products} list="flash_sale" wide headingLevel="h2" />
          </div>
        </>
      ) : (
        <>
          <h1 className="mb-6 mt-2 font-display text-3xl font-semibold text-plum-900 md:text-4xl">
            {text('flashSaleTitle')}
          </h1>
          <EmptyState title={text('flashSaleNone')} text={text('flashSaleText')} />
        </>
      )}
    </div>
  );
}
