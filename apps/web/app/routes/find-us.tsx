import { RouteError } from '~/components/layout/route-error';
import { fetchContentPage } from '~/features/content/api/content.server';
import { ContentIntro } from '~/features/content/components/content-intro';
import { fetchStores } from '~/features/stores/api/stores.server';
import { StoreCard } from '~/features/stores/components/store-card';
import { StoreMap } from '~/features/stores/components/store-map';
import { storesText, useStoresText } from '~/features/stores/text';
import { usePublicConfig } from '~/lib/public-config';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/find-us';

/**
 * /find-us (001 §2, issue 20; docs/design/contact-and-stores.md): the offline stores as cards —
 * address, phone, today's hours and open now in WIB, directions — and a map of them when the
 * shop has a maps key (a plain list otherwise).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const [stores, intro] = await Promise.all([fetchStores(api), fetchContentPage(api, '/find-us')]);
  return {
    stores,
    intro,
    seo: buildSeo(url, locale, {
      title: intro?.title ?? storesText('findUsTitle', locale),
      description: intro?.description || storesText('findUsSeoDescription', locale),
      path: '/find-us',
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export const ErrorBoundary = RouteError;

export default function FindUs({ loaderData }: Route.ComponentProps) {
  const text = useStoresText();
  const { mapsKey } = usePublicConfig();
  const { stores } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8">
      <h1 className="font-display text-3xl font-semibold text-plum-900 sm:text-4xl">
        {loaderData.intro?.title ?? text('findUsTitle')}
      </h1>
      {loaderData.intro ? (
        <ContentIntro page={loaderData.intro} className="mt-3" />
      ) : (
        <p className="mt-3 max-w-2xl text-plum-800">{text('findUsLead')}</p>
      )}
      {stores === null ? (
        <p role="alert" className="mt-8 rounded-xl bg-berry-700/10 p-4 text-berry-700">
          {text('storesUnavailable')}
        </p>
      ) : (
        <>
          {mapsKey && stores.length > 0 ? (
            <div className="mt-8">
              <StoreMap stores={stores} mapsKey={mapsKey} />
            </div>
          ) : null}
          <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
