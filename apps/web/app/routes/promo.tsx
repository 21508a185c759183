import { RouteError } from '~/components/layout/route-error';
import { PageHeader } from '~/components/layout/page-header';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { loadPromotionsPage } from '~/features/catalog/api/promotions.server';
import { PromotionList } from '~/features/catalog/components/promotion-list';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/promo';
import { useCatalogText, catalogText } from '~/features/catalog/text';

/** The two promotion lists: `/promo` (the shop's own) and `/partners-promo` (with partners). */
const LISTS = {
  promo: { path: '/promo', title: 'promoTitle', intro: 'promoText', other: 'partner' },
  partner: {
    path: '/partners-promo',
    title: 'partnersPromoTitle',
    intro: 'partnersPromoText',
    other: 'promo',
  },
} as const;

const listFor = (pathname: string) =>
  pathname.startsWith(LISTS.partner.path) ? ('partner' as const) : ('promo' as const);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const type = listFor(url.pathname);
  const list = LISTS[type];
  const title = catalogText(list.title, locale);
  const trail = trailFor(url, locale, [{ name: title, path: list.path }]);
  return {
    ...(await loadPromotionsPage(api, url, type)),
    type,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title,
      description: catalogText(list.intro, locale),
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const text = useCatalogText();
  const list = LISTS[loaderData.type];
  const other = LISTS[list.other];
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={loaderData.crumbs} />
      <PageHeader
        title={text(list.title)}
        intro={text(list.intro)}
        action={{ to: other.path, label: text(other.title), style: 'secondary' }}
      />
      <PromotionList {...loaderData} />
    </div>
  );
}
