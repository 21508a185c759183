import { useEffect } from 'react';
import { data, redirect, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { toFieldErrors } from '@kilau/domain/accounts';
import {
  createNotifyMeSchema,
  parseProductRef,
  priceDisplay,
  productPath,
} from '@kilau/domain/catalog';
import { translate } from '@kilau/domain/messages';
import { formatRupiah, FREE_SHIPPING_LIMIT, routeNameForPath } from '@kilau/domain/shared';
import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getProduct, orNotFound, requestNotifyMe } from '~/features/catalog/api/catalog.server';
import { recommendationsPath } from '~/features/catalog/api/catalog-paths';
import { NOTIFY_ME_INTENT } from '~/features/catalog/components/notify-me-form';
import { ProductDetails } from '~/features/catalog/components/product/product-details';
import { ProductGallery } from '~/features/catalog/components/product/product-gallery';
import { ProductPurchase } from '~/features/catalog/components/product/product-purchase';
import { RecentlyViewed } from '~/features/catalog/components/product/recently-viewed';
import { LazyProductSlider } from '~/features/catalog/components/lazy-product-slider';
import {
  BARCODE_PARAM,
  combinationIdForBarcode,
  imagesFor,
  selectedCombination,
  VARIANT_PARAM,
} from '~/features/catalog/lib/combination';
import { productJsonLd } from '~/features/catalog/product-json-ld';
import { ReviewSection } from '~/features/reviews/components/review-section';
import { AuthenticityButton } from '~/features/authenticity/components/authenticity-button';
import { useMember } from '~/features/auth/hooks/use-member';
import { track, trackAd } from '~/lib/analytics';
import { routeContext } from '~/lib/route-context.server';
import { storeCatalogQuery } from '~/lib/store-catalog';
import { storeModeFromCookieHeader } from '@kilau/domain/stores';
import { buildSeo, pageMeta, toDescription, trailFor } from '~/lib/seo';
import type { Route } from './+types/product';
import { catalogText, useCatalogText } from '~/features/catalog/text';

/**
 * The product page (route name SingleProduct), `/{categorySlug}/{productId}-{productSlug}` with
 * an optional `.html`. The product is awaited (404 when unknown) and a wrong category or slug
 * moves permanently to the product's own URL; the recommendation sliders load in the browser
 * as the shopper scrolls to them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  if (routeNameForPath(url.pathname) !== 'SingleProduct') throw data(null, { status: 404 });
  const ref = orNotFound(parseProductRef(params.productRef));
  // In a store's self-checkout mode the page answers that store's own stock (issue 23).
  const mode = storeModeFromCookieHeader(request.headers.get('Cookie'));
  const product = orNotFound(
    await getProduct(api, params.productRef, storeCatalogQuery(mode?.storeId)),
  );

  const canonicalPath = productPath({
    categorySlug: product.default_category.slug,
    productId: product.id,
    productSlug: product.slug,
  });
  const requested = productPath({
    categorySlug: params.categorySlug,
    productId: ref.productId,
    productSlug: ref.productSlug,
  });
  if (requested !== canonicalPath) throw redirect(canonicalPath + url.search, 301);

  const trail = trailFor(url, locale, [
    ...product.categories.map((category) => ({
      name: category.name,
      path: `/shop/${category.id}-${category.slug}`,
    })),
    { name: product.name, path: canonicalPath },
  ]);
  const description = toDescription(
    product.description ||
      catalogText('productSeoDescription', locale, {
        name: product.name,
        brand: product.brand.name,
        price: priceDisplay(product).discounted ?? priceDisplay(product).price,
        amount: formatRupiah(FREE_SHIPPING_LIMIT),
      }),
  );
  const canonical = new URL(canonicalPath, url.origin).href;
  // A staff member's preview of an inactive product: said on the page, never indexed or kept.
  const preview = product.preview === true;
  const payload = {
    product,
    now: Date.now(),
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: `${product.name} — ${product.brand.name}`,
      description,
      path: canonicalPath,
      image: product.images[0]?.url,
      type: 'product',
      noindex: preview,
      jsonLd: preview ? [] : [productJsonLd(product, canonical, description), trail.jsonLd],
    }),
  };
  return data(payload, preview ? { headers: { 'Cache-Control': PREVIEW_CACHE_CONTROL } } : {});
}

const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** A preview's page is private and never stored (the loader says so); others keep the shop's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/** Notify me (000 §7): the domain's schema checks the form, then the API stores the request. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = routeContext(request, context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent !== NOTIFY_ME_INTENT) throw data(null, { status: 400 });
  const parsed = createNotifyMeSchema(locale).safeParse(form);
  const combinationId = Number(form.combination_id) || undefined;
  if (!parsed.success) {
    return data(
      {
        intent: NOTIFY_ME_INTENT,
        combinationId,
        ok: false as const,
        fields: toFieldErrors(parsed.error),
      },
      { status: 422 },
    );
  }
  const answer = await requestNotifyMe(api, parsed.data);
  if (!answer.ok) {
    return data(
      {
        intent: NOTIFY_ME_INTENT,
        combinationId,
        ok: false as const,
        message: answer.message ?? translate('system_error', locale),
        fields: answer.fields,
      },
      { status: 422 },
    );
  }
  return {
    intent: NOTIFY_ME_INTENT,
    combinationId,
    ok: true as const,
    message: answer.message || translate('notify_me_saved', locale),
  };
}

/** Choosing a variant (`?variant=`, kept beside a scanned `?barcode=`) or asking to be notified does not reload the product. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return false;
  if (currentUrl.pathname === nextUrl.pathname) {
    const without = (search: string) => {
      const params = new URLSearchParams(search);
      params.delete(VARIANT_PARAM);
      return params.toString();
    };
    if (without(currentUrl.search) === without(nextUrl.search)) return false;
  }
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, now, crumbs } = loaderData;
  const text = useCatalogText();
  const member = useMember();
  const [params] = useSearchParams();
  // A chosen variant first; else the combination a scanned `?barcode=` names; else the default.
  const selected = selectedCombination(
    product,
    params.get(VARIANT_PARAM) ?? combinationIdForBarcode(product, params.get(BARCODE_PARAM)),
  );

  const preview = product.preview === true;

  const price = product.default_combination?.price ?? null;
  useEffect(() => {
    if (preview) return; // a staff member's look, not a shopper's view
    track(
      'product_view',
      { type: 'product', id: product.id },
      { name: product.name, brand: product.brand.name },
    );
    trackAd('ViewContent', {
      content_type: 'product',
      content_ids: String(product.id),
      currency: 'IDR',
      value: price,
    });
  }, [preview, product.id, product.name, product.brand.name, price]);

  const variantHref = (combination: { id: number }) => {
    const next = new URLSearchParams(params);
    next.set(VARIANT_PARAM, String(combination.id));
    return `?${next.toString()}`;
  };

  return (
    <div className="pb-6">
      <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
        {preview ? (
          <div
            role="note"
            aria-labelledby="product-preview-notice"
            className="mb-4 rounded-2xl border-2 border-dashed border-berry-700 bg-blush-50 px-4 py-3 text-plum-900"
          >
            <p id="product-preview-notice" className="font-semibold text-berry-700">
              {text('previewNotice')}
            </p>
            <p className="text-sm">{text('previewNoticeHelp')}</p>
          </div>
        ) : null}
        <Breadcrumb items={crumbs} />
        <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
          <ProductGallery
            images={imagesFor(product, selected)}
            name={product.name}
            shadeId={selected?.id ?? null}
          />
          <ProductPurchase
            product={product}
            selected={selected}
            variantHref={variantHref}
            serverNow={now}
          />
        </div>
        {/* "Cek keaslian" (issue 20): the dialogs' code loads when the shopper reaches for it. */}
        {preview ? null : (
          <AuthenticityButton
            signedIn={member !== null}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-plum-900/20 bg-white px-5 text-sm font-semibold text-plum-900 hover:border-plum-900"
          />
        )}
        <ProductDetails product={product} />
      </div>
      {/* The reviews load in the browser as the shopper scrolls to them (issue 19). */}
      {preview ? null : (
        <ReviewSection
          product={{ id: product.id, name: product.name, image: product.images[0]?.url ?? null }}
          member={member}
          now={now}
        />
      )}
      {/* Secondary sliders load as the shopper scrolls to them: the document stays light. */}
      <LazyProductSlider
        title={text('sameBrandTitle', { brand: product.brand.name })}
        path={recommendationsPath(product.id, 'same-brand')}
        seeAllTo={`/brand/${product.brand.slug}`}
      />
      <LazyProductSlider
        title={text('similarTitle')}
        path={recommendationsPath(product.id, 'similar')}
      />
      <LazyProductSlider
        title={text('youMayAlsoLikeTitle')}
        path={recommendationsPath(product.id, 'you-may-also-like')}
      />
      {/* A preview is not remembered among the shopper's recently viewed products. */}
      {preview ? null : <RecentlyViewed productId={product.id} />}
    </div>
  );
}
