import { RouteError } from '~/components/layout/route-error';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { getCampaign, orNotFound } from '~/features/catalog/api/catalog.server';
import { campaignPath, CampaignView } from '~/features/catalog/components/campaign-view';
import type { CampaignKind } from '~/features/catalog/types';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta, trailFor } from '~/lib/seo';
import type { Route } from './+types/campaign';
import { catalogText } from '~/features/catalog/text';

/** The path's first segment names the kind of campaign. */
const KINDS: Record<string, CampaignKind> = {
  campaign: 'campaign',
  'weekly-highlight': 'weekly_highlight',
  deals: 'deals',
  sale: 'sale',
};

/** `/campaign/{slug}`, `/weekly-highlight/{slug}`, `/deals/{slug}` and `/sale/{slug}`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  const kind = KINDS[url.pathname.split('/')[1] ?? ''] ?? 'campaign';
  const campaign = orNotFound(await getCampaign(api, params.slug, kind));
  const trail = trailFor(url, locale, [
    { name: catalogText('promoTitle', locale), path: '/promo' },
    { name: campaign.name, path: campaignPath(campaign) },
  ]);
  return {
    campaign,
    crumbs: trail.crumbs,
    seo: buildSeo(url, locale, {
      title: campaign.name,
      description: campaign.description || catalogText('promoText', locale),
      image: campaign.image_url,
      jsonLd: [trail.jsonLd],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;
export const ErrorBoundary = RouteError;

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <Breadcrumb items={loaderData.crumbs} />
      <CampaignView campaign={loaderData.campaign} />
    </div>
  );
}
