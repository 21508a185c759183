import { redirect } from 'react-router';
import { formatRupiah, FREE_SHIPPING_LIMIT } from '@kilau/domain/shared';
import { loadBanners } from '~/features/banners/api/banners.server';
import { HeroBanners } from '~/features/banners/components/hero-banners';
import { PromoBanners } from '~/features/banners/components/promo-banners';
import { PromoTextBanner, TextBanners } from '~/features/banners/components/text-banners';
import {
  getFlashSale,
  listBrandLetters,
  listCategories,
  listPromotions,
} from '~/features/catalog/api/catalog.server';
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
const FEATURED_BRANDS = 12;

/**
 * Home (route name Home): banners, the flash sale with its countdown, new arrivals, best
 * sellers, categories, brands and promotions — all fetched in parallel, in-process.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, url } = routeContext(request, context);
  // A password-reset link (`/?code=…&uid=…`) opens home's set-password child page.
  if (url.searchParams.has('code') && url.searchParams.has('uid')) {
    throw redirect(`/set-password${url.search}`);
  }
  const [banners, flashSale, categories, letters, promotions] = await Promise.all([
    loadBanners(api, BANNER_LOCATIONS),
    getFlashSale(api, { limit: SLIDER_SIZE }),
    listCategories(api),
    listBrandLetters(api),
    listPromotions(api, { limit: 3 }),
  ]);
  const search = `${url.origin}/search?q={search_term_string}`;
  return {
    now: Date.now(),
    banners: {
      hero: (banners.home ?? []).filter((banner) => banner.type === 'hero'),
      top: banners.top_banners ?? [],
      promoText: banners.promo_text_banner?.[0] ?? null,
      promo: [...(banners.top_middle_banner ?? []), ...(banners.flexible_banner ?? [])],
    },
    // The home row shows the first tiles (asked for above); /flash-sale lists them all.
    flashSale,
    categories: categories.map(({ id, name, url: to }) => ({ id, name, url: to })),
    brands: letters
      .flatMap((letter) => letter.brands)
      .filter((brand) => brand.logo_url)
      .slice(0, FEATURED_BRANDS),
    promotions: promotions.items,
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const text = useHomeText();
  const { banners, flashSale, now } = loaderData;
  return (
    <>
      <TextBanners banners={banners.top} />
      {banners.hero.length > 0 ? (
        <>
          <h1 className="sr-only">{text('siteTitle')}</h1>
          <HeroBanners banners={banners.hero} />
        </>
      ) : (
        <Hero />
      )}
      <CategoryLinks categories={loaderData.categories} />
      <FlashSaleSection sale={flashSale} serverNow={now} />
      {/* Rows below the fold load as the shopper scrolls to them: the page renders fast. */}
      <LazyProductSlider
        title={text('homeNewArrivals')}
        subtitle={text('homeNewArrivalsText')}
        path={`/api/catalog/v3/products?is_new=true&sort=newest&limit=${SLIDER_SIZE}`}
        seeAllTo="/new-arrivals"
        className="pt-12"
      />
      <PromoBanners banners={banners.promo} label={text('homeBannerDeals')} />
      <LazyProductSlider
        title={text('homeBestSellers')}
        subtitle={text('homeBestSellersText')}
        path={`/api/catalog/v3/products?sort=bestseller&limit=${SLIDER_SIZE}`}
        seeAllTo="/best-seller"
        className="pt-12"
      />
      <BrandStrip title={text('homeBrands')} brands={loaderData.brands} />
      <PromoTextBanner banner={banners.promoText ?? undefined} />
      <PromotionRow title={text('homePromotions')} promotions={loaderData.promotions} />
      <ValueProps />
      <GlowRitual />
    </>
  );
}
