import { redirect, useRouteLoaderData } from 'react-router';
import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { loadBanners } from '~/features/banners/api/banner-calls';
import { HeroBanners } from '~/features/banners/components/hero-banners';
import { CoverBanner, MiniBanners, TwinBanners } from '~/features/banners/components/home-banners';
import { PromoBanners } from '~/features/banners/components/promo-banners';
import { PromoTextBanner, type TopBannersHandle } from '~/features/banners/components/text-banners';
import { bannerView } from '~/features/banners/types';
import { getFlashSale } from '~/features/catalog/api/catalog.server';
import { BrandStrip } from '~/features/catalog/components/brand-strip';
import { FlashSaleSection } from '~/features/catalog/components/flash-sale-section';
import { LazyProductSlider } from '~/features/catalog/components/lazy-product-slider';
import { PromotionRow } from '~/features/catalog/components/promotion-row';
import { CategoryLinks } from '~/features/home/components/category-links';
import { GlowRitual } from '~/features/home/components/glow-ritual';
import { Hero } from '~/features/home/components/hero';
import { ValueProps } from '~/features/home/components/value-props';
import { routeContext } from '~/lib/route-context.server';
import { buildSeo, pageMeta } from '~/lib/seo';
import type { Route } from './+types/home';
import { useHomeText, homeText } from '~/features/home/text';

const BANNER_LOCATIONS = [
  'home',
  'top_banners',
  'promo_text_banner',
  'top_middle_banner',
  'flexible_banner',
] as const;
const SLIDER_SIZE = 10;

type RootCategories = { categories?: ReadonlyArray<{ id: number; name: string; url: string }> };

/**
 * Home (route name Home). The popups and the emergency announcement are the shell's (root.tsx).
 * The server renders the first screens — banners, the category links
 * (from the root loader's categories) and the flash sale with its countdown — from two
 * in-process calls made in parallel; the shelves further down (new arrivals, best sellers,
 * brands, promotions) load from the API in the browser as the shopper scrolls near them. The
 * loader returns only what the page renders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  // A password-reset link (`/?code=…&uid=…`) opens home's set-password child page.
  if (url.searchParams.has('code') && url.searchParams.has('uid')) {
    throw redirect(`/set-password${url.search}`);
  }
  const [banners, sale] = await Promise.all([
    loadBanners(api, BANNER_LOCATIONS),
    getFlashSale(api, { limit: SLIDER_SIZE }),
  ]);
  const promoText = banners.promo_text_banner?.[0];
  // Home's own placement holds its hero strip, mini tiles, twin tiles and cover (001 §3).
  const home = (type: string) =>
    (banners.home ?? []).filter((banner) => banner.type === type).map(bannerView);
  const search = `${url.origin}/search?q={search_term_string}`;
  return {
    now: Date.now(),
    banners: {
      hero: home('hero'),
      mini: home('mini'),
      twin: home('twin'),
      cover: home('cover_banner')[0] ?? null,
      top: (banners.top_banners ?? []).map(bannerView),
      promoText: promoText ? bannerView(promoText) : null,
      promo: [...(banners.top_middle_banner ?? []), ...(banners.flexible_banner ?? [])].map(
        bannerView,
      ),
    },
    // The home row shows the first tiles (asked for above); /flash-sale lists them all.
    flashSale: sale && {
      name: sale.name,
      starts_at: sale.starts_at,
      ends_at: sale.ends_at,
      is_running: sale.is_running,
      products: sale.products,
    },
    seo: buildSeo(url, locale, {
      title: homeText('siteTitle', locale),
      description: homeText('siteDescription', locale, {
        amount: formatRupiah(FREE_SHIPPING_LIMIT),
      }),
      path: '/',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Kilau',
          url: `${url.origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: search },
            'query-input': 'required name=search_term_string',
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Kilau',
          url: `${url.origin}/`,
          logo: `${url.origin}/favicon.svg`,
        },
      ],
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

/** Home's top banners take the header's announcement bar (root.tsx). */
export const handle: TopBannersHandle = {
  topBanners: (data) => (data as Awaited<ReturnType<typeof loader>> | undefined)?.banners.top,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const text = useHomeText();
  const { banners, flashSale, now } = loaderData;
  // The department bar's categories, already in the root loader's data.
  const root = useRouteLoaderData('root') as RootCategories | undefined;
  return (
    <>
      {banners.hero.length > 0 ? (
        <>
          <h1 className="sr-only">{text('siteTitle')}</h1>
          <HeroBanners banners={banners.hero} />
        </>
      ) : (
        <Hero />
      )}
      <CategoryLinks categories={root?.categories ?? []} />
      <MiniBanners banners={banners.mini} />
      <FlashSaleSection sale={flashSale} serverNow={now} />
      {/* Rows below the fold load as the shopper scrolls to them: the page renders fast. */}
      <LazyProductSlider
        title={text('homeNewArrivals')}
        subtitle={text('homeNewArrivalsText')}
        path={`/api/catalog/v3/products?is_new=true&sort=newest&limit=${SLIDER_SIZE}`}
        seeAllTo="/new-arrivals"
        className="pt-12"
      />
      <TwinBanners banners={banners.twin} />
      <PromoBanners banners={banners.promo} label={text('homeBannerDeals')} />
      <LazyProductSlider
        title={text('homeBestSellers')}
        subtitle={text('homeBestSellersText')}
        path={`/api/catalog/v3/products?sort=bestseller&limit=${SLIDER_SIZE}`}
        seeAllTo="/best-seller"
        className="pt-12"
      />
      <CoverBanner banner={banners.cover ?? undefined} />
      <BrandStrip title={text('homeBrands')} />
      <PromoTextBanner banner={banners.promoText ?? undefined} />
      <PromotionRow title={text('homePromotions')} />
      <ValueProps />
      <GlowRitual />
    </>
  );
}
