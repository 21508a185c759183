import { translate, type Locale } from '@kilau/domain';
import type { Store } from '@kilau/domain/stores';
import { data, redirect } from 'react-router';
import { RouteError } from '~/components/layout/route-error';
import { hasSessionCookie } from '~/features/auth/api/member.server';
import { listProducts } from '~/features/catalog/api/catalog.server';
import { ProductGrid } from '~/features/catalog/components/product-grid';
import { findStore, lookupBarcode } from '~/features/stores/api/stores.server';
import { STORE_CART_PATH } from '~/features/self-checkout/api/store-cart';
import { BarcodeScanner } from '~/features/self-checkout/components/barcode-scanner';
import { storeModeFromCookieHeader } from '@kilau/domain/stores';
import { clearStoreModeCookie, storeModeCookie } from '~/lib/store-mode';
import { storeCatalogQuery } from '~/lib/store-catalog';
import { selfCheckoutText, useSelfCheckoutText } from '~/features/self-checkout/text';
import { StoreOpenToday } from '~/features/stores/components/store-open-today';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/self-checkout';

/** How many of the store's products the page shows under the scanner. */
const STORE_TILES = 12;

/**
 * /self-checkout (issue 23, docs/design/self-checkout.md "The mode"): `?store=<id or code>&id=`
 * turns the mode on (the `kilau_store` cookie) and comes back without the query; an unknown store
 * answers "Toko tidak ditemukan" and turns nothing on. Without the mode the path goes home
 * (`guardRoute`). The page: the store, the scanner, the typed barcode field and some products.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const secure = url.protocol === 'https:';
  const requested = url.searchParams.get('store');
  const cookieMode = storeModeFromCookieHeader(request.headers.get('Cookie'));
  if (requested !== null) {
    const store = await findStore(api, requested.trim());
    if (!store) return notFound(locale, url);
    const selfCheckoutId = url.searchParams.get('id')?.trim() ?? '';
    throw redirect('/self-checkout', {
      headers: { 'Set-Cookie': storeModeCookie({ storeId: store.id, selfCheckoutId }, { secure }) },
    });
  }
  if (!cookieMode) throw redirect('/');
  const store = await findStore(api, String(cookieMode.storeId));
  if (!store) return notFound(locale, url, { 'Set-Cookie': clearStoreModeCookie() });
  const products = await listProducts(api, {
    sort: 'bestseller',
    limit: STORE_TILES,
    ...storeCatalogQuery(store.id),
  });
  return {
    store: store as Store | null,
    products: products.items,
    seo: buildSeo(url, locale, {
      title: selfCheckoutText('title', locale, { name: store.name }),
      description: selfCheckoutText('scanLead', locale),
      path: '/self-checkout',
      noindex: true,
    }),
  };
}

function notFound(locale: Locale, url: URL, headers?: HeadersInit) {
  return data(
    {
      store: null as Store | null,
      products: [],
      seo: buildSeo(url, locale, {
        title: selfCheckoutText('storeNotFoundTitle', locale),
        description: selfCheckoutText('storeNotFoundText', locale),
        path: '/self-checkout',
        noindex: true,
      }),
    },
    { status: 404, ...(headers ? { headers } : {}) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = routeContext(request, context);
  const cookies = request.headers.get('Cookie');
  const mode = storeModeFromCookieHeader(cookies);
  const form = await request.formData();
  if (form.get('intent') === 'leave') {
    // The member's bag stops being the store's; a guest's bag lives in the browser.
    if (hasSessionCookie(cookies)) await api.delete(STORE_CART_PATH);
    throw redirect('/', { headers: { 'Set-Cookie': clearStoreModeCookie() } });
  }
  if (!mode) throw redirect('/');
  const code = String(form.get('code') ?? '').trim();
  if (code === '') return { code, error: translate('barcode_invalid', locale) };
  const result = await lookupBarcode(api, mode.storeId, code);
  if (result.ok) throw redirect(result.data.url);
  return { code, error: result.message ?? translate('generic_retry', locale) };
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function SelfCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const text = useSelfCheckoutText();
  const { store, products } = loaderData;
  if (!store) {
    return (
      <div className="mx-auto max-w-xl px-4 pb-16 pt-10">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('storeNotFoundTitle')}
        </h1>
        <p className="mt-3 text-plum-800">{text('storeNotFoundText')}</p>
        <a
          href="/"
          className="mt-6 inline-flex min-h-12 items-center rounded-full bg-plum-900 px-6 font-semibold text-cream-50"
        >
          {text('backToHome')}
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <section aria-labelledby="store-heading" className="rounded-3xl bg-white p-5 shadow-sm">
        <h1 id="store-heading" className="font-display text-2xl font-semibold text-plum-900">
          {text('title', { name: store.name })}
        </h1>
        <p className="mt-1 text-plum-800">{store.address}</p>
        <StoreOpenToday
          openNow={store.open_now}
          today={store.today}
          className="mt-2 text-sm text-plum-800"
        />
      </section>
      <section aria-labelledby="scan-heading" className="mt-6 rounded-3xl bg-white p-5 shadow-sm">
        <h2 id="scan-heading" className="font-display text-xl font-semibold text-plum-900">
          {text('scanTitle')}
        </h2>
        <p className="mt-1 text-sm text-plum-800">{text('scanLead')}</p>
        <BarcodeScanner
          storeId={store.id}
          error={actionData?.error ?? null}
          code={actionData?.code ?? ''}
        />
      </section>
      {products.length > 0 ? (
        <section aria-labelledby="tiles-heading" className="mt-8">
          <h2 id="tiles-heading" className="mb-4 font-display text-xl font-semibold text-plum-900">
            {text('tilesTitle')}
          </h2>
          <ProductGrid products={products} />
        </section>
      ) : null}
    </div>
  );
}
